import { Link } from "#app/components/ui/link.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import type { Picture } from "#app/lib/picture.ts";
import { servicePath } from "#app/lib/urls.ts";

export type ServiceTile = { slug: string; title: string; description: string; image: Picture; imageAlt: string };

/** The six services, each tile one link to its page. */
export function ServiceTiles({ services }: { services: ServiceTile[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li key={service.slug}>
          <Link
            href={servicePath(service.slug)}
            className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-brand-blue-100 transition-shadow hover:shadow-xl"
          >
            <ResponsiveImage
              image={service.image}
              alt={service.imageAlt}
              sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              className="aspect-[4/3] h-auto w-full bg-brand-blue-50 object-cover"
            />
            <span className="flex flex-1 flex-col p-5">
              <span className="text-xl font-bold text-brand-blue-700 group-hover:text-brand-pink-700">{service.title}</span>
              <span className="mt-2 text-slate-700">{service.description}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
