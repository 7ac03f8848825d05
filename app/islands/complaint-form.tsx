// An island (app/islands/README.md): ComplaintForm, hydrated in the browser on its own.
import { ComplaintForm } from "~/components/complaints/complaint-form";
import { withTexts } from "~/lib/with-texts";

export const ComplaintFormIsland = withTexts(ComplaintForm);
