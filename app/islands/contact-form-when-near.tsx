// An island (app/islands/README.md): the home page's contact form, rendered once its island runs.
import { ContactFormWhenNear } from "~/components/contact/contact-form-when-near";
import { withTexts } from "~/lib/with-texts";

export const ContactFormWhenNearIsland = withTexts(ContactFormWhenNear);
