import { NotFoundContent } from "~/components/content/not-found-content";
import { getUi } from "~/content/content.server";
import type { Route } from "./+types/not-found";

export function loader() {
  const { notFound } = getUi();
  return { title: notFound.title, description: notFound.body };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData.title },
  { name: "description", content: loaderData.description },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundContent />;
}
