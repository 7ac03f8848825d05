// The contact form's texts as a small JSON file (/app/formulario.json), written at build time, for
// the home page's form, which its island renders as it nears the screen (ContactFormWhenNear) and
// so must not carry them in the page's first bytes.
import { getUi } from "#app/content/content.server.ts";

export const GET = () => Response.json(getUi().form);
