// What the person has typed in the complaints book, kept in this tab's sessionStorage (as the
// contact form does, contact-draft.ts) so a reload or an accidental back loses nothing. Emptied
// once the claim is registered. A browser that refuses storage simply keeps no draft.
import { COMPLAINT_FIELDS, type ComplaintDraft } from "../../../complaints-book/complaint-schema.ts";

const KEY = "reclamo-borrador";

export function loadComplaintDraft(): ComplaintDraft | null {
  try {
    const data: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? "null");
    if (!data || typeof data !== "object") return null;
    const record = data as Record<string, unknown>;
    const draft = Object.fromEntries(
      COMPLAINT_FIELDS.filter((field) => typeof record[field] === "string").map((field) => [field, record[field] as string]),
    );
    return Object.keys(draft).length ? draft : null;
  } catch {
    return null;
  }
}

export function saveComplaintDraft(values: ComplaintDraft) {
  try {
    if (COMPLAINT_FIELDS.some((field) => values[field])) sessionStorage.setItem(KEY, JSON.stringify(values));
    else sessionStorage.removeItem(KEY);
  } catch {
    // No storage: nothing is kept, nothing breaks.
  }
}

export function clearComplaintDraft() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // See saveComplaintDraft.
  }
}

/** The form's fields as typed (the honeypot left out). */
export function formValues(form: HTMLFormElement): ComplaintDraft {
  const data = new FormData(form);
  return Object.fromEntries(
    COMPLAINT_FIELDS.map((field) => [field, data.get(field)]).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}
