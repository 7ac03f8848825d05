// An island (app/islands/README.md): RequestForm, hydrated in the browser on its own.
import { RequestForm } from "#app/components/consultations/request-form.tsx";
import { withTexts } from "#app/lib/with-texts.tsx";

export const RequestFormIsland = withTexts(RequestForm);
