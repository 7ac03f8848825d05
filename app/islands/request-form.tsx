// An island (app/islands/README.md): RequestForm, hydrated in the browser on its own.
import { RequestForm } from "~/components/consultations/request-form";
import { withTexts } from "~/lib/with-texts";

export const RequestFormIsland = withTexts(RequestForm);
