import { chatUrl } from "#app/config/site.ts";
import { ExternalLink } from "#app/components/ui/button.tsx";
import { WhatsAppIcon } from "#app/components/ui/icons.tsx";
import { useUi } from "#app/components/ui/use-ui.tsx";

export function FloatingChatButton() {
  const ui = useUi();
  return (
    <ExternalLink
      href={chatUrl}
      className="floating-chat fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg ring-4 ring-white/70 hover:scale-105 motion-reduce:hover:scale-100"
    >
      <WhatsAppIcon className="size-8" />
      <span className="sr-only">{ui.chat.floating}</span>
    </ExternalLink>
  );
}
