import { withTexts } from "#app/lib/with-texts.tsx";
import { ContentPage } from "#app/components/content/content-page.tsx";
import { PageActions } from "#app/components/content/page-actions.tsx";
import { getFirstVisitPage } from "#app/content/content.server.ts";
import { pageMeta } from "#app/lib/meta.server.ts";
import { useUi } from "#app/lib/use-ui.tsx";

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
      actions={
        <PageActions
          chatLabel={ui.actions.schedule}
          form
          request={{ label: ui.request.link }}
          booking={{ label: ui.booking.link }}
        />
      }
    />
  );
}

/** The page, with the texts of content/ui.yml its components read. */
export default withTexts(FirstVisit);
