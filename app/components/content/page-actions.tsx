import type { ReactNode } from "react";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { ChatButton } from "#app/components/ui/chat-link.tsx";
import { chatUrl } from "#app/config/site.ts";
import { useUi } from "#app/components/ui/use-ui.tsx";

/**
 * 'Regresar' to the home page and a chat button, the spec's pair under every content page; with
 * `form`, also the way to the contact form, for pages that end on how to book; with `request`, the
 * way to «Pide tu primera consulta» (its label, and the link's query: a doctor's profile preselects
 * its professional).
 */
export function PageActions({
  chatLabel,
  form = false,
  request,
}: {
  chatLabel?: ReactNode;
  form?: boolean;
  request?: { label: ReactNode; query?: string };
}) {
  const ui = useUi();
  return (
    // Buttons, not content: kept out of the site search's index.
    <div className="mt-12 flex flex-wrap gap-4" data-pagefind-ignore="all">
      <ButtonLink href="/" variant="secondary">
        {ui.actions.back}
      </ButtonLink>
      <ChatButton href={chatUrl}>{chatLabel ?? ui.actions.info}</ChatButton>
      {request ? (
        <ButtonLink href={`/pide-tu-primera-consulta${request.query ?? ""}`} variant="secondary">
          {request.label}
        </ButtonLink>
      ) : null}
      {form ? <ButtonLink href="/contactanos#formulario-titulo">{ui.actions.form}</ButtonLink> : null}
    </div>
  );
}
