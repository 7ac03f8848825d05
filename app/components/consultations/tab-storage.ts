// What «Pide tu primera consulta» keeps in this tab's sessionStorage: the draft (./request-draft.ts)
// and the short summary the «received» page offers for the chat, the person's own choices. Apart
// from the form's schema, so the «received» page's island carries none of it. A browser that
// refuses storage simply keeps nothing, and nothing breaks.

export function readTab(key: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? "null");
  } catch {
    return null;
  }
}

export function writeTab(key: string, value: unknown) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // No storage: nothing is kept.
  }
}

const SUMMARY = "consulta-resumen";

export const saveChatSummary = (text: string) => writeTab(SUMMARY, text);

export function loadChatSummary(): string | null {
  const text = readTab(SUMMARY);
  return typeof text === "string" && text.trim() ? text : null;
}
