import { Prose } from "#app/components/ui/prose.tsx";
import type { Home } from "#app/content/schema.server.ts";
import { HomeSection } from "./home-section.tsx";

/** "Nosotros": who we are, vision, mission and values. */
export function AboutSection({ about }: { about: Home["nosotros"] }) {
  return (
    <HomeSection id="nosotros" heading={about.heading} intro={about.intro} className="bg-cream">
      <div className="grid gap-6 md:grid-cols-3">
        {about.blocks.map((block) => (
          <article key={block.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-blue-100">
            <h3 className="text-xl">{block.title}</h3>
            <Prose html={block.body} className="mt-3" />
          </article>
        ))}
      </div>
      <h3 className="mt-14 text-center text-2xl">{about.values.title}</h3>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {about.values.items.map((value) => (
          <li key={value.name} className="rounded-2xl border-l-4 border-brand-pink-600 bg-white p-5 shadow-sm">
            <p className="font-bold text-brand-blue-700">{value.name}</p>
            <Prose inline html={value.description} className="mt-1 block" />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
