import type { ReactNode } from "react";
import { Prose } from "#app/components/ui/prose.tsx";
import { cn } from "#app/lib/cn.ts";

/**
 * A home-page section that navigation links point to (#nosotros, #servicios…). It can take focus
 * so that keyboard and screen-reader users land in it after following the link.
 */
export function HomeSection({
  id,
  heading,
  intro,
  className,
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} tabIndex={-1} aria-labelledby={`${id}-titulo`} className={cn("py-16 sm:py-20", className)}>
      <div className="mx-auto max-w-7xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={`${id}-titulo`} className="text-3xl sm:text-4xl">
            {heading}
          </h2>
          {intro ? <Prose inline html={intro} className="mt-4 block text-lg text-slate-700" /> : null}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
