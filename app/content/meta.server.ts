import { site } from "#app/config/site.ts";
import { getNavigation } from "./content.server.ts";
import {
  assetUrl,
  breadcrumbJsonLd,
  clinicJsonLd,
  pageUrl,
  shareImage,
  type Crumb,
  type JsonLd,
} from "./structured-data.server.ts";

/** What a page's <head> says, rendered by app/components/layout/page-head.tsx. */
export type PageMeta = {
  title: string;
  description: string;
  robots?: string;
  links: { rel: string; href: string; type?: string; title?: string }[];
  properties: [property: string, content: string][];
  names: [name: string, content: string][];
  structuredData: JsonLd[];
};

/**
 * The <head> tags of a page, computed at build time: title, description, canonical URL, Open Graph and Twitter cards, and
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
}): PageMeta {
  // The clinic's name follows the title unless it is there already, or would push the title past
  // the ~70 characters search results show (a long article title keeps all its words instead).
  const withName = `${title} | ${site.name}`;
  const fullTitle = title.includes(site.name) || withName.length > 70 ? title : withName;
  if (noindex) {
    return { title: fullTitle, description, robots: "noindex, follow", links: [], properties: [], names: [], structuredData: [] };
  }
  const url = pageUrl(path);
  const image = assetUrl(shareImage.path);
  // The share card shows the clinic's mark, so the clinic's name is its text alternative.
  const imageAlt = site.name;
  // The trail starts at the clinic's name, which is what its home page is called everywhere.
  const trail = path === "/" ? [] : [{ name: site.name, path: "/" }, ...parents, { name: crumb, path }];
  return {
    title: fullTitle,
    description,
    links: [{ rel: "canonical", href: url }, ...links],
    properties: [
      ["og:type", "website"],
      ["og:site_name", site.name],
      ["og:locale", "es_PE"],
      ["og:title", title],
      ["og:description", description],
      ["og:url", url],
      ["og:image", image],
      ["og:image:type", shareImage.type],
      ["og:image:width", String(shareImage.width)],
      ["og:image:height", String(shareImage.height)],
      ["og:image:alt", imageAlt],
    ],
    // X takes the title, description and image from the og: tags above; only these are its own.
    names: [
      ["twitter:card", "summary_large_image"],
      ["twitter:image:alt", imageAlt],
    ],
    structuredData: [clinicJsonLd(), ...structuredData, ...(trail.length ? [breadcrumbJsonLd(trail)] : [])],
  } satisfies PageMeta;
}

/**
 * The home-page section that lists a page ("/#servicios", "/#staff"), as a breadcrumb named like
 * the navigation link to it; none if the navigation has no such link.
 */
export function homeSection(to: string): Crumb[] {
  const item = getNavigation().find((candidate) => candidate.to === to);
  return item ? [{ name: item.label, path: item.to }] : [];
}
