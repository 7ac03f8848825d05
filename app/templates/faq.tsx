import { withTexts } from "#app/components/ui/with-texts.tsx";
import { FaqPage } from "#app/components/content/faq-page.tsx";
import { getFaqPage, getUi } from "#app/content/content.server.ts";
import { pageMeta } from "#app/content/meta.server.ts";

export function pageData() {
  // The description goes only into the page's <head> (meta), not into its hydration data again.
  const { description, ...page } = getFaqPage();
  return {
    page,
    contentsLabel: getUi().onThisPage,
    meta: pageMeta({ title: page.title, description, path: "/preguntas-frecuentes" }),
  };
}

function Faq({ data }: { data: ReturnType<typeof pageData> }) {
  return <FaqPage page={data.page} contentsLabel={data.contentsLabel} />;
}

/** The page, with the texts of content/ui.yml its components read. */
export default withTexts(Faq);
