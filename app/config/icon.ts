/** The site's icon (public/images/favicon.svg): declared by every page and by the editor, so no
 * browser falls back to asking for /favicon.ico, which does not exist. */
export const faviconPath = "/app/images/favicon.svg";
