// The short summary the «received» page offers for the chat (the person's own choices), kept in this
// tab by the request's form. Apart from the form's schema, so the «received» page's island carries
// none of it.
import { readTab, writeTab } from "~/lib/tab-storage";

const SUMMARY = "consulta-resumen";

export const saveChatSummary = (text: string) => writeTab(SUMMARY, text);

export function loadChatSummary(): string | null {
  const text = readTab(SUMMARY);
  return typeof text === "string" && text.trim() ? text : null;
}
