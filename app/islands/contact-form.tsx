// An island (app/islands/README.md): ContactForm, hydrated in the browser on its own.
import { ContactForm } from "~/components/contact/contact-form";
import { withTexts } from "~/lib/with-texts";

export const ContactFormIsland = withTexts(ContactForm);
