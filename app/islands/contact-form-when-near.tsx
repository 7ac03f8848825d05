// An island (app/islands/README.md): the home page's contact form, rendered once its island runs.
import { ContactFormWhenNear } from "#app/components/contact/contact-form-when-near.tsx";
import { withTexts } from "#app/lib/with-texts.tsx";

export const ContactFormWhenNearIsland = withTexts(ContactFormWhenNear);
