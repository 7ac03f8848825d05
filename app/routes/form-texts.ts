// The contact form's texts as a small JSON file (/app/formulario.json), written at build time, for
// the home page's form, which is rendered in the browser (ContactFormWhenNear) and so must not carry
// them in its own first bytes. A file of its own, so no component depends on another page's data.
import { pageTexts } from "~/content/content.server";

export function loader() {
  return Response.json(pageTexts("form").form);
}
