import type { ReactNode } from "react";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { ChatButton } from "#app/components/ui/chat-link.tsx";
import { chatUrl } from "#app/config/site.ts";
import { useUi } from "#app/components/ui/use-ui.tsx";
import { BOOKING_PATH } from "#shared/booking/links.ts";

/**
 * 'Regresar' to the home page and a chat button, the spec's pair under every content page; with
 * `form`, also the way to the contact form, for pages that end on how to book; with `request`, the
 * way to «Pide tu primera consulta» (its label, and the link's query: a doctor's profile preselects
 * its professional); with `booking`, the online booking (rendered by the service: a plain link, not
 * a route of the site; a profile's query chooses its professional).
 */
export function PageActions({
  chatLabel,
  form = false,
  request,
  booking,
}: {
  chatLabel?: ReactNode;
  form?: boolean;
  request?: { label: ReactNode; query?: string };
  booking?: { label: ReactNode; query?: string };
}) {
  const ui = useUi();
  return (
    // Buttons, not content: kept out of the site search's index.
    <div className="mt-12 flex flex-wrap gap-4" data-pagefind-ignore="all">
      {/* The online booking first among the ways to get in touch. */}
      {booking ? <ButtonLink href={`${BOOKING_PATH}${booking.query ?? ""}`}>{booking.label}</ButtonLink> : null}
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
