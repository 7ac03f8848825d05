// The short summary the «received» page offers for the chat (the person's own choices), kept in this
// tab by the request's form. Its own few lines of storage, apart from the forms' draft
// (app/lib/form-draft.ts), so the «received» page's island carries nothing of the form. A browser
// that refuses storage simply keeps nothing, and nothing breaks.

const SUMMARY = "consulta-resumen";

export function saveChatSummary(text: string) {
  try {
    sessionStorage.setItem(SUMMARY, JSON.stringify(text));
  } catch {
    // No storage: no summary, the chat link keeps the page's text.
  }
}

export function loadChatSummary(): string | null {
  try {
    const text: unknown = JSON.parse(sessionStorage.getItem(SUMMARY) ?? "null");
    return typeof text === "string" && text.trim() ? text : null;
  } catch {
    return null;
  }
}
