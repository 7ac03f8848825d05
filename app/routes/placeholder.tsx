import { getPlaceholder } from "~/content/content.server";
import { pageMeta } from "~/lib/meta.server";
import type { Route } from "./+types/placeholder";
import { ResponsiveImage } from "~/components/ui/responsive-image";

// Serves the spec's two placeholder routes; the last path segment names the content file.
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/^\/app/, "").replace(/\/$/, "");
  const page = getPlaceholder(path.split("/").pop() ?? "");
  return { ...page, meta: pageMeta({ title: page.title, description: page.description, path, noindex: true }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Placeholder({ loaderData }: Route.ComponentProps) {
  const [first, ...rest] = loaderData.headings;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl">{first}</h1>
      {rest.map((heading, index) => (
        <h2 key={index} className="mt-6 text-3xl">
          {heading}
        </h2>
      ))}
      {loaderData.image ? (
        <ResponsiveImage
          image={loaderData.image}
          alt={loaderData.imageAlt}
          sizes="16rem"
          className="mt-8 h-auto w-64 rounded-3xl"
        />
      ) : null}
    </div>
  );
}
