import { withTexts } from "#app/components/ui/with-texts.tsx";
import { PageActions } from "#app/components/content/page-actions.tsx";
import { PageBanner } from "#app/components/ui/page-banner.tsx";
import { Prose } from "#app/components/ui/prose.tsx";
import { getPrivacyPage } from "#app/content/content.server.ts";
import { pageMeta } from "#app/content/meta.server.ts";

export function pageData() {
  const page = getPrivacyPage();
  return { ...page, meta: pageMeta({ title: page.title, description: page.description, path: "/politica-de-privacidad" }) };
}

function Privacy({ data: page }: { data: ReturnType<typeof pageData> }) {
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
