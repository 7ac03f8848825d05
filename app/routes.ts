// The site map, in the order of the spec's route table. Every path sits under the /app/ basename.
import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { listSlugs } from "./content/slugs.server";
import { pageCount } from "./lib/pagination";

// Further pages of the article list exist once there are more articles than fit on one; until
// then the route is left out, since a prerendered route must have at least one page to render.
const articlePages = pageCount(listSlugs("articulos").length);

export default [
  index("routes/home.tsx"),
  route("reproduccion-asistida", "routes/assisted-reproduction.tsx"),
  route("contactanos", "routes/contact.tsx"),
  // How the contact form's personal data are handled (Ley N.° 29733); linked from the form.
  route("politica-de-privacidad", "routes/privacy.tsx"),
  // The complaints book (Libro de Reclamaciones en Salud): its form posts to the service
  // (server/complaints/), the site's one server-side part; linked from every page's footer.
  route("libro-de-reclamaciones", "routes/complaints-book.tsx"),
  // One template for the six service pages: content/servicios/<slug>.md.
  route("servicios/:slug", "routes/service.tsx"),
  // The spec's placeholder test profile; a static segment wins over :slug.
  route("perfil-doctor/nuevo-doctor", "routes/placeholder.tsx", { id: "placeholder-doctor" }),
  // One template for every professional: content/staff/<slug>.md.
  route("perfil-doctor/:slug", "routes/doctor.tsx"),
  // Articles by the clinic's professionals (content/articulos/), newest first, nine a page: page 1
  // is the list itself, the others /articulos/pagina/2… (app/lib/pagination.ts).
  route("articulos", "routes/articles.tsx", { id: "articles" }),
  ...(articlePages > 1 ? [route("articulos/pagina/:page", "routes/articles.tsx", { id: "articles-page" })] : []),
  // The articles' Atom feed: a file written at build time. Static segments win over :slug.
  route("articulos/feed.xml", "routes/articles-feed.ts"),
  // One page per topic of content/temas.yml.
  route("articulos/tema/:tema", "routes/article-topic.tsx"),
  // One template for every article: content/articulos/<slug>.md.
  route("articulos/:slug", "routes/article.tsx"),
  // Answers before the first call (issue 13): the FAQ and the first-visit guide.
  route("preguntas-frecuentes", "routes/faq.tsx"),
  route("primera-consulta", "routes/first-visit.tsx"),
  // Site search over the index Pagefind builds after prerendering (app/lib/search-index.server.ts).
  route("buscar", "routes/search.tsx"),
  // The spec's placeholder page that repeats its heading; kept out of navigation and search.
  route("nueva-ruta", "routes/placeholder.tsx", { id: "placeholder-route" }),
  // Anything else: the Spanish not-found page (prerendered at /app/404, served with status 404).
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
