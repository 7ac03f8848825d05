// An island (app/islands/README.md): ComplaintForm, hydrated in the browser on its own.
import { ComplaintForm } from "#app/components/complaints/complaint-form.tsx";
import { withTexts } from "#app/lib/with-texts.tsx";

export const ComplaintFormIsland = withTexts(ComplaintForm);
