import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import { ChatButton } from "~/components/ui/chat-link";
import { useUi } from "~/lib/use-ui";

/** 'Regresar' to the home page and a chat button, the spec's pair under every content page. */
export function PageActions({ chatLabel }: { chatLabel?: ReactNode }) {
  const ui = useUi();
  return (
    <div className="mt-12 flex flex-wrap gap-4">
      <ButtonLink to="/" variant="secondary">
        {ui.actions.back}
      </ButtonLink>
      <ChatButton>{chatLabel ?? ui.actions.info}</ChatButton>
    </div>
  );
}
