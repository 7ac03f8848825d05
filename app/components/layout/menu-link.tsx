import { Link, type LinkProps } from "#app/components/ui/link.tsx";
import { cn } from "#app/lib/cn.ts";

/** A menu entry: a full-width link, tall enough to tap. */
export function MenuLink({ className, ...props }: LinkProps) {
  return (
    <Link
      className={cn("flex min-h-11 items-center rounded-lg px-3 text-brand-blue-700 hover:bg-brand-pink-50", className)}
      {...props}
    />
  );
}
