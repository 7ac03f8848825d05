import { Link, type LinkProps } from "./link.tsx";
import type { AnchorHTMLAttributes } from "react";
import { cn } from "#app/lib/cn.ts";
import { useUi } from "./use-ui.tsx";

// Full class strings, so Tailwind sees every one of them at build time.
const variants = {
  primary: "bg-brand-pink-600 text-white hover:bg-brand-pink-700 shadow-sm",
  secondary: "border-2 border-brand-blue-700 text-brand-blue-700 bg-white hover:bg-brand-blue-50",
  light: "bg-white text-brand-blue-700 hover:bg-brand-pink-50 shadow-sm",
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClasses(variant: ButtonVariant = "primary", className?: string) {
  return cn(
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-base font-bold transition-colors",
    variants[variant],
    className,
  );
}

/** A small rounded link among several (a page's sections, other places to look). */
export const chipLinkClasses =
  "inline-flex min-h-11 items-center rounded-full border-2 border-brand-blue-100 bg-white px-4 font-bold text-brand-blue-700 hover:border-brand-pink-300";

export function ButtonLink({ variant, className, ...props }: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={buttonClasses(variant, className)} {...props} />;
}

type ExternalLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A link that opens another site in a new tab, safely, and says so to screen-reader users. */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  const ui = useUi();
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {ui.newTab}</span>
    </a>
  );
}
