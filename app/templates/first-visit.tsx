import { withTexts } from "~/lib/with-texts";
import { ContentPage } from "~/components/content/content-page";
import { PageActions } from "~/components/content/page-actions";
import { getFirstVisitPage } from "~/content/content.server";
import { pageMeta } from "~/lib/meta.server";
import { useUi } from "~/lib/use-ui";

export function loader() {
  const page = getFirstVisitPage();
  return { ...page, meta: pageMeta({ title: page.title, description: page.description, path: "/primera-consulta" }) };
}

function FirstVisit({ loaderData }: { loaderData: ReturnType<typeof loader> }) {
  const ui = useUi();
  // The guide ends on how to book: the chat and the contact form, side by side.
  return (
    <ContentPage
      page={loaderData}
      actions={<PageActions chatLabel={ui.actions.schedule} form request={{ label: ui.request.link }} />}
    />
  );
}

/** The page, with the texts of content/ui.yml its components read. */
export default withTexts(FirstVisit);
