import { withTexts } from "#app/components/ui/with-texts.tsx";
import { getPlaceholder } from "#app/content/content.server.ts";
import { pageMeta } from "#app/content/meta.server.ts";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";

// Serves the spec's two placeholder routes; the last path segment names the content file.
export function pageData(path: "/nueva-ruta" | "/perfil-doctor/nuevo-doctor") {
  const page = getPlaceholder(path.split("/").pop()!);
  return { ...page, meta: pageMeta({ title: page.title, description: page.description, path, noindex: true }) };
}

function Placeholder({ data }: { data: ReturnType<typeof pageData> }) {
  const [first, ...rest] = data.headings;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl">{first}</h1>
      {rest.map((heading, index) => (
        <h2 key={index} className="mt-6 text-3xl">
          {heading}
        </h2>
      ))}
      {data.image ? (
        <ResponsiveImage image={data.image} alt={data.imageAlt} sizes="16rem" className="mt-8 h-auto w-64 rounded-3xl" />
      ) : null}
    </div>
  );
}

/** The page, with the texts of content/ui.yml its components read. */
export default withTexts(Placeholder);
