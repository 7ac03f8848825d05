import { withTexts } from "#app/components/ui/with-texts.tsx";
import { NotFoundContent } from "#app/components/content/not-found-content.tsx";
import { getUi } from "#app/content/content.server.ts";
import type { PageMeta } from "#app/content/meta.server.ts";

export function pageData() {
  const { notFound } = getUi();
  const meta: PageMeta = {
    title: notFound.title,
    description: notFound.body,
    robots: "noindex",
    links: [],
    properties: [],
    names: [],
    structuredData: [],
  };
  return { meta };
}

function NotFound() {
  return <NotFoundContent />;
}

/** The page, with the texts of content/ui.yml its components read. */
export default withTexts(NotFound);
