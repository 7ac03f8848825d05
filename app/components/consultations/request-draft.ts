// What the person has typed in «Pide tu primera consulta», kept in this tab's sessionStorage (as the
// complaints book's draft) so a reload or an accidental back loses nothing; emptied once the request
// is received. Also the short summary the «received» page offers for the chat: the person's own
// choices, kept in this tab only. A browser that refuses storage simply keeps neither.
import { draftOf, REQUEST_FIELDS, type RequestDraft, type RequestField } from "../../../consultation-request/request-schema.ts";

const DRAFT = "consulta-borrador";
const SUMMARY = "consulta-resumen";

function read(key: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? "null");
  } catch {
    return null;
  }
}
function write(key: string, value: unknown) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // No storage: nothing is kept, nothing breaks.
  }
}

export function loadRequestDraft(): RequestDraft | null {
  const data = read(DRAFT);
  if (!data || typeof data !== "object") return null;
  const draft = draftOf((field) => (data as Record<string, string | string[] | undefined>)[field]);
  return Object.keys(draft).length ? draft : null;
}

export function saveRequestDraft(values: RequestDraft) {
  const typed = REQUEST_FIELDS.some((field) => {
    const value = values[field];
    return Array.isArray(value) ? value.length > 0 : Boolean(value);
  });
  write(DRAFT, typed ? values : null);
}

export const clearRequestDraft = () => write(DRAFT, null);

/** The form's fields as typed (the honeypot and the submission id left out). */
export function formValues(form: HTMLFormElement): RequestDraft {
  const data = new FormData(form);
  return draftOf((field: RequestField) => {
    const all = data.getAll(field).filter((value): value is string => typeof value === "string");
    return field === "days" || field === "times" ? all : all[0];
  });
}

export const saveChatSummary = (text: string) => write(SUMMARY, text);
export function loadChatSummary(): string | null {
  const text = read(SUMMARY);
  return typeof text === "string" && text.trim() ? text : null;
}
