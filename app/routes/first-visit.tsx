import { ContentPage } from "~/components/content/content-page";
import { PageActions } from "~/components/content/page-actions";
import { getFirstVisitPage } from "~/content/content.server";
import { pageMeta } from "~/lib/meta.server";
import { useUi } from "~/lib/use-ui";
import type { Route } from "./+types/first-visit";

export function loader() {
  const page = getFirstVisitPage();
  return { ...page, meta: pageMeta({ title: page.title, description: page.description, path: "/primera-consulta" }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function FirstVisit({ loaderData }: Route.ComponentProps) {
  const ui = useUi();
  // The guide ends on how to book: the chat and the contact form, side by side.
  return <ContentPage page={loaderData} actions={<PageActions chatLabel={ui.actions.schedule} form />} />;
}
