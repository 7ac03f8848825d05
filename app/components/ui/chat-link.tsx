import type { ReactNode } from "react";
import { buttonClasses, ExternalLink, type ButtonVariant } from "./button.tsx";
import { WhatsAppIcon } from "./icons.tsx";

/** A button-styled link that opens a WhatsApp chat (`href`: app/config/site.ts `chatUrl` or `chatLink`). */
export function ChatButton({
  children,
  variant = "primary",
  className,
  href,
}: {
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
  href: string;
}) {
  return (
    <ExternalLink href={href} className={buttonClasses(variant, className)}>
      <WhatsAppIcon className="size-5 shrink-0" />
      {children}
    </ExternalLink>
  );
}
