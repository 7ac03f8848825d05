import { getPlaceholder } from "~/content/content.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/placeholder";

// Serves the spec's two placeholder routes; the last path segment names the content file.
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/^\/app/, "").replace(/\/$/, "");
  return { path, ...getPlaceholder(path.split("/").pop() ?? "") };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ title: loaderData.title, description: loaderData.description, path: loaderData.path, noindex: true });

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
        <img src={loaderData.image} alt={loaderData.imageAlt} width={600} height={750} className="mt-8 w-64 rounded-3xl" />
      ) : null}
    </div>
  );
}
