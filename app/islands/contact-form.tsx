// An island (app/islands/README.md): ContactForm, hydrated in the browser on its own.
import { ContactForm } from "#app/components/contact/contact-form.tsx";
import { withTexts } from "#app/lib/with-texts.tsx";

export const ContactFormIsland = withTexts(ContactForm);
