import { withTexts } from "~/lib/with-texts";
import { FaqPage } from "~/components/content/faq-page";
import { getFaqPage, getUi } from "~/content/content.server";
import { pageMeta } from "~/lib/meta.server";

export function loader() {
  // The description goes only into the page's <head> (meta), not into its hydration data again.
  const { description, ...page } = getFaqPage();
  return {
    page,
    contentsLabel: getUi().onThisPage,
    meta: pageMeta({ title: page.title, description, path: "/preguntas-frecuentes" }),
  };
}

function Faq({ loaderData }: { loaderData: ReturnType<typeof loader> }) {
  return <FaqPage page={loaderData.page} contentsLabel={loaderData.contentsLabel} />;
}

/** The page, with the texts of content/ui.yml its components read. */
export default withTexts(Faq);
