// The «received» page's way to the chat: a link to WhatsApp with a short text. Without JavaScript the
// link carries the page's default text; with it, the summary the form kept in this tab (the person's
// choices, never their name or message), in a box the person can change before opening the chat.
// The link goes straight to WhatsApp: nothing is sent to the site.
import { useEffect, useId, useState } from "react";
import { ChatButton } from "#app/components/ui/chat-link.tsx";
import { chatLinkTo } from "#shared/clinic/phone.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { loadChatSummary } from "./chat-summary.ts";
import { withTexts } from "#app/components/ui/with-texts.tsx";

/** `whatsappE164`: the clinic's chat number, given by the page (app/config/site.ts is Node only). */
export function RequestChat({
  label,
  fallback,
  button,
  whatsappE164,
}: {
  label: string;
  fallback: string;
  button: string;
  whatsappE164: string;
}) {
  const hydrated = useHydrated();
  const id = useId();
  const [text, setText] = useState(fallback);
  useEffect(() => {
    const saved = loadChatSummary();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage exists only after hydration
    if (saved) setText(saved);
  }, []);
  return (
    <div>
      {hydrated ? (
        <>
          <label htmlFor={id} className="block font-bold text-brand-blue-800">
            {label}
          </label>
          <textarea
            id={id}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={4}
            maxLength={1000}
            className="mt-1 block w-full rounded-2xl border border-slate-400 bg-white px-4 py-3 text-base text-slate-900 shadow-sm"
          />
        </>
      ) : null}
      <ChatButton href={chatLinkTo(whatsappE164, text)} className="mt-4">
        {button}
      </ChatButton>
    </div>
  );
}

/** The island (app/components/README.md): RequestChat hydrated in the browser on its own, with the texts it shows as a prop. */
export const RequestChatIsland = withTexts(RequestChat);
