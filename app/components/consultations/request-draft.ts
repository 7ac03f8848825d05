// What the person has typed in «Pide tu primera consulta», kept in this tab's sessionStorage (as the
// complaints book's draft) so a reload or an accidental back loses nothing; emptied once the request
// is received. A browser that refuses storage simply keeps none (./tab-storage.ts).
import { readTab, writeTab } from "./tab-storage";
import { draftOf, REQUEST_FIELDS, type RequestDraft, type RequestField } from "../../../consultation-request/request-schema.ts";

const DRAFT = "consulta-borrador";

export function loadRequestDraft(): RequestDraft | null {
  const data = readTab(DRAFT);
  if (!data || typeof data !== "object") return null;
  const draft = draftOf((field) => (data as Record<string, string | string[] | undefined>)[field]);
  return Object.keys(draft).length ? draft : null;
}

export function saveRequestDraft(values: RequestDraft) {
  const typed = REQUEST_FIELDS.some((field) => {
    const value = values[field];
    return Array.isArray(value) ? value.length > 0 : Boolean(value);
  });
  writeTab(DRAFT, typed ? values : null);
}

export const clearRequestDraft = () => writeTab(DRAFT, null);

/** The form's fields as typed (the honeypot and the submission id left out). */
export function formValues(form: HTMLFormElement): RequestDraft {
  const data = new FormData(form);
  return draftOf((field: RequestField) => {
    const all = data.getAll(field).filter((value): value is string => typeof value === "string");
    return field === "days" || field === "times" ? all : all[0];
  });
}
