import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import { ChatButton } from "~/components/ui/chat-link";
import { chatUrl } from "~/config/site";
import { useUi } from "~/lib/use-ui";

/**
 * 'Regresar' to the home page and a chat button, the spec's pair under every content page; with
 * `form`, also the way to the contact form, for pages that end on how to book.
 */
export function PageActions({ chatLabel, form = false }: { chatLabel?: ReactNode; form?: boolean }) {
  const ui = useUi();
  return (
    // Buttons, not content: kept out of the site search's index.
    <div className="mt-12 flex flex-wrap gap-4" data-pagefind-ignore="all">
      <ButtonLink to="/" variant="secondary">
        {ui.actions.back}
      </ButtonLink>
      <ChatButton href={chatUrl}>{chatLabel ?? ui.actions.info}</ChatButton>
      {form ? <ButtonLink to="/contactanos#formulario-titulo">{ui.actions.form}</ButtonLink> : null}
    </div>
  );
}
