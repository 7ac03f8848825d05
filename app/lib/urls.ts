// The address of every page of a collection, written once. Paths are under the /app/ basename, as
// <Link href>, the data functions and the prerender list take them; `appPath` adds the basename for the built
// files, absolute URLs and the tests. The patterns match app/pages/. The pages of the article list:
// `articlesPagePath` in ./pagination.ts, beside the rule that counts them.

/** The site's basename: every page lives under it. */
export const BASENAME = "/app";

export const servicePath = (slug: string) => `/servicios/${slug}`;
export const doctorPath = (slug: string) => `/perfil-doctor/${slug}`;
export const articlePath = (slug: string) => `/articulos/${slug}`;
export const topicPath = (slug: string) => `/articulos/tema/${slug}`;

/** The contact form's texts, a JSON file for the home page's form (app/pages/formulario.json.ts). */
export const formTextsPath = "/formulario.json";

/** A path under the basename as the browser sees it: "/servicios/x" → "/app/servicios/x". */
export const appPath = (path: string) => `${BASENAME}${path}`;

/** The other way: a URL the browser sees, "/app/servicios/x#y" → "/servicios/x#y", as <Link href> takes it. */
export const linkPath = (url: string) => (url.startsWith(`${BASENAME}/`) ? url.slice(BASENAME.length) : url);
