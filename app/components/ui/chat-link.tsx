import type { ReactNode } from "react";
import { chatUrl } from "~/config/site";
import { buttonClasses, ExternalLink, type ButtonVariant } from "./button";
import { WhatsAppIcon } from "./icons";

/** A button-styled link that opens the WhatsApp chat with the clinic's greeting. */
export function ChatButton({
  children,
  variant = "primary",
  className,
}: {
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <ExternalLink href={chatUrl} className={buttonClasses(variant, className)}>
      <WhatsAppIcon className="size-5 shrink-0" />
      {children}
    </ExternalLink>
  );
}
