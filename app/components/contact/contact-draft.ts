// What the visitor has typed, kept in this tab's sessionStorage so that a reload, a look at another
// page or an accidental back does not lose it. sessionStorage is per tab and emptied when the tab
// closes; the privacy policy says so. A browser that refuses storage simply keeps no draft.
import { readTab, writeTab } from "#app/lib/tab-storage.ts";
import { contactFields, type ContactValues } from "./contact-form-logic.ts";

const KEY = "contacto-borrador";

/** The saved draft, or null when there is none (or it is not a draft this form wrote). */
export function loadDraft(): ContactValues | null {
  const data = readTab(KEY);
  if (!data || typeof data !== "object") return null;
  const record = data as Record<string, unknown>;
  if (!contactFields.every((field) => typeof record[field] === "string")) return null;
  return Object.fromEntries(contactFields.map((field) => [field, record[field]])) as ContactValues;
}

/** Saves the fields, or forgets the draft once every field is empty again. */
export const saveDraft = (values: ContactValues) => writeTab(KEY, contactFields.some((field) => values[field]) ? values : null);

export const clearDraft = () => writeTab(KEY, null);
