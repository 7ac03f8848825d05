import { site } from "~/config/site";

/** The <head> tags every page has: title, description, canonical URL, robots. */
export function pageMeta({
  title,
  description,
  path,
  noindex = false,
}: {
  title: string;
  description: string;
  path: string;
  noindex?: boolean;
}) {
  const fullTitle = title.includes(site.name) ? title : `${title} | ${site.name}`;
  const url = `${site.origin}/app${path === "/" ? "/" : path}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...(noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
}
