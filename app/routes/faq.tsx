import { FaqPage } from "~/components/content/faq-page";
import { getFaqPage, getUi } from "~/content/content.server";
import { pageMeta } from "~/lib/meta.server";
import type { Route } from "./+types/faq";

export function loader() {
  // The description goes only into the page's <head> (meta), not into its hydration data again.
  const { description, ...page } = getFaqPage();
  return {
    page,
    contentsLabel: getUi().onThisPage,
    meta: pageMeta({ title: page.title, description, path: "/preguntas-frecuentes" }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Faq({ loaderData }: Route.ComponentProps) {
  return <FaqPage page={loaderData.page} contentsLabel={loaderData.contentsLabel} />;
}
