import { faviconPath } from "#app/config/icon.ts";
import type { PageMeta } from "#app/content/meta.server.ts";

/** JSON inside <script>: "<" escaped, so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** A page's <head> tags after the stylesheet: title, description, canonical, cards, JSON-LD (meta.server.ts). */
export function PageHead({ meta }: { meta: PageMeta }) {
  return (
    <>
      <link rel="icon" href={faviconPath} type="image/svg+xml" />
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {meta.robots ? <meta name="robots" content={meta.robots} /> : null}
      {meta.links.map((link) => (
        <link key={`${link.rel} ${link.href}`} {...link} />
      ))}
      {meta.properties.map(([property, content]) => (
        <meta key={property} property={property} content={content} />
      ))}
      {meta.names.map(([name, content]) => (
        <meta key={name} name={name} content={content} />
      ))}
      {meta.structuredData.map((block, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(block) }} />
      ))}
    </>
  );
}
