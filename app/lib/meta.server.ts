import { site } from "~/config/site";
import { getNavigation } from "~/content/content.server";
import { assetUrl, breadcrumbJsonLd, clinicJsonLd, pageUrl, shareImage, type Crumb, type JsonLd } from "./structured-data.server";

/**
 * The <head> tags of a page, computed by its loader at build time so that none of this code ships
 * to the browser (route `meta` functions only hand the result over): title, description, canonical URL, Open Graph and Twitter cards, and
 * its JSON-LD: the clinic on every indexable page, a breadcrumb trail on every inner one (the
 * clinic's home, the `parents` if any, the page), plus the page's own `structuredData`.
 * Placeholder and error pages are `noindex` and get only their title and description.
 */
export function pageMeta({
  title,
  description,
  path,
  noindex = false,
  parents = [],
  crumb = title,
  structuredData = [],
  links = [],
}: {
  title: string;
  description: string;
  /** The page's path under the /app/ basename: "/", "/servicios/cirugias". */
  path: string;
  noindex?: boolean;
  /** The crumbs between the home page and this one (see `homeSection`). */
  parents?: Crumb[];
  /** This page's name in the breadcrumb trail, when shorter than its title. */
  crumb?: string;
  structuredData?: JsonLd[];
  /** More <link>s: rel="next"/"prev" of a paged list, the article feed's rel="alternate". */
  links?: { rel: string; href: string; type?: string; title?: string }[];
}) {
  // The clinic's name follows the title unless it is there already, or would push the title past
  // the ~70 characters search results show (a long article title keeps all its words instead).
  const withName = `${title} | ${site.name}`;
  const fullTitle = title.includes(site.name) || withName.length > 70 ? title : withName;
  if (noindex) {
    return [{ title: fullTitle }, { name: "description", content: description }, { name: "robots", content: "noindex, follow" }];
  }
  const url = pageUrl(path);
  const image = assetUrl(shareImage.path);
  // The share card shows the clinic's mark, so the clinic's name is its text alternative.
  const imageAlt = site.name;
  // The trail starts at the clinic's name, which is what its home page is called everywhere.
  const trail = path === "/" ? [] : [{ name: site.name, path: "/" }, ...parents, { name: crumb, path }];
  const blocks = [clinicJsonLd(), ...structuredData, ...(trail.length ? [breadcrumbJsonLd(trail)] : [])];
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "es_PE" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: shareImage.type },
    { property: "og:image:width", content: String(shareImage.width) },
    { property: "og:image:height", content: String(shareImage.height) },
    { property: "og:image:alt", content: imageAlt },
    // X takes the title, description and image from the og: tags above; only these are its own.
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image:alt", content: imageAlt },
    ...links.map((link) => ({ tagName: "link", ...link })),
    ...blocks.map((block) => ({ "script:ld+json": block })),
  ];
}

/**
 * The home-page section that lists a page ("/#servicios", "/#staff"), as a breadcrumb named like
 * the navigation link to it; none if the navigation has no such link.
 */
export function homeSection(to: string): Crumb[] {
  const item = getNavigation().find((candidate) => candidate.to === to);
  return item ? [{ name: item.label, path: item.to }] : [];
}
