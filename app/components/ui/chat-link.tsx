import type { ReactNode } from "react";
import { chatUrl } from "~/config/site";
import { buttonClasses, ExternalLink, type ButtonVariant } from "./button";
import { WhatsAppIcon } from "./icons";

/** A button-styled link that opens the WhatsApp chat with the clinic's greeting, or with `href`. */
export function ChatButton({
  children,
  variant = "primary",
  className,
  href = chatUrl,
}: {
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
  href?: string;
}) {
  return (
    <ExternalLink href={href} className={buttonClasses(variant, className)}>
      <WhatsAppIcon className="size-5 shrink-0" />
      {children}
    </ExternalLink>
  );
}
