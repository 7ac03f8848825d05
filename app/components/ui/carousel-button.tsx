import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

/**
 * A carousel's control (an arrow, the pause): an icon and its name for screen readers. Only
 * scripts can answer it, so it is shown once its island has hydrated; before, a tap would do
 * nothing. Hidden, not disabled: a control seen is a control that answers at once. Its room is
 * kept, so nothing moves.
 */
export function CarouselButton({ label, className, children, ...props }: ComponentProps<"button"> & { label: string }) {
  const hydrated = useHydrated();
  return (
    <button type="button" {...props} className={cn(className, !hydrated && "invisible")}>
      {children}
      <span className="sr-only">{label}</span>
    </button>
  );
}
