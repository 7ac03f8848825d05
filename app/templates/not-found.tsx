import { withTexts } from "~/lib/with-texts";
import { NotFoundContent } from "~/components/content/not-found-content";
import { getUi } from "~/content/content.server";
import type { PageMeta } from "~/lib/meta.server";

export function loader() {
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
