// The contact form's texts as a small JSON file (/app/formulario.json), written at build time, for
// the home page's form, which its island renders as it nears the screen (ContactFormWhenNear) and
// so must not carry them in the page's first bytes.
import { getUi } from "../content/content.server";

export const GET = () => Response.json(getUi().form);
