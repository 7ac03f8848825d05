// The short summary the «received» page offers for the chat (the person's own choices), kept in this
// tab by the request's form. Apart from the forms' draft (app/lib/form-draft.ts), so the «received»
// page's island carries nothing of the form. Without storage there is no summary, and the chat link
// keeps the page's text.
import { readTab, writeTab } from "#app/lib/tab-storage.ts";

const SUMMARY = "consulta-resumen";

export const saveChatSummary = (text: string) => writeTab(SUMMARY, text);

export function loadChatSummary(): string | null {
  const text = readTab(SUMMARY);
  return typeof text === "string" && text.trim() ? text : null;
}
