import { withTexts } from "~/lib/with-texts";
import { PageActions } from "~/components/content/page-actions";
import { PageBanner } from "~/components/content/page-banner";
import { Prose } from "~/components/ui/prose";
import { getPrivacyPage } from "~/content/content.server";
import { pageMeta } from "~/lib/meta.server";

export function loader() {
  const page = getPrivacyPage();
  return { ...page, meta: pageMeta({ title: page.title, description: page.description, path: "/politica-de-privacidad" }) };
}

function Privacy({ loaderData: page }: { loaderData: ReturnType<typeof loader> }) {
  return (
    <article>
      <PageBanner title={page.title} />
      <div className="mx-auto max-w-5xl px-4 py-12">
        <Prose html={page.body} className="max-w-3xl" />
        <PageActions />
      </div>
    </article>
  );
}

/** The page, with the texts of content/ui.yml its components read. */
export default withTexts(Privacy);
