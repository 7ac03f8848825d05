import { withTexts } from "#app/components/ui/with-texts.tsx";
import { ContentPage } from "#app/components/content/content-page.tsx";
import { PageActions } from "#app/components/content/page-actions.tsx";
import { getFirstVisitPage } from "#app/content/content.server.ts";
import { pageMeta } from "#app/content/meta.server.ts";
import { useUi } from "#app/components/ui/use-ui.tsx";

export function pageData() {
  const page = getFirstVisitPage();
  return { ...page, meta: pageMeta({ title: page.title, description: page.description, path: "/primera-consulta" }) };
}

function FirstVisit({ data }: { data: ReturnType<typeof pageData> }) {
  const ui = useUi();
  // The guide ends on how to book: the chat and the contact form, side by side.
  return (
    <ContentPage
      page={data}
      actions={<PageActions chatLabel={ui.actions.schedule} form request={{ label: ui.request.link }} />}
    />
  );
}

/** The page, with the texts of content/ui.yml its components read. */
export default withTexts(FirstVisit);
