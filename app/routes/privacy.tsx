import { PageActions } from "~/components/content/page-actions";
import { PageBanner } from "~/components/content/page-banner";
import { Prose } from "~/components/ui/prose";
import { getPrivacyPage } from "~/content/content.server";
import { pageMeta } from "~/lib/meta.server";
import type { Route } from "./+types/privacy";

export function loader() {
  const page = getPrivacyPage();
  return { ...page, meta: pageMeta({ title: page.title, description: page.description, path: "/politica-de-privacidad" }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Privacy({ loaderData: page }: Route.ComponentProps) {
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
