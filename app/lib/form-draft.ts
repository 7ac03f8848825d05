// What the person has typed in one of the service's forms (the complaints book, «Pide tu primera
// consulta»), kept in this tab's sessionStorage so a reload or an accidental back loses nothing;
// emptied once the form is received. A browser that refuses storage simply keeps none.
import { readTab, writeTab } from "./tab-storage.ts";

type Value = string | string[] | undefined;

/** A form's draft under `key`: its `fields`, lists for the `multi` ones (checkboxes). */
export function createFormDraft<Field extends string, Draft extends Partial<Record<Field, Value>>>(
  key: string,
  fields: readonly Field[],
  /** The draft from each field's value: by default, the fields that are strings. */
  draftOf: (get: (field: Field) => Value) => Draft = (get) =>
    Object.fromEntries(fields.flatMap((field) => (typeof get(field) === "string" ? [[field, get(field)]] : []))) as Draft,
  multi?: ReadonlySet<Field>,
) {
  return {
    load(): Draft | null {
      const data = readTab(key);
      if (!data || typeof data !== "object") return null;
      const draft = draftOf((field) => (data as Record<string, Value>)[field]);
      return Object.keys(draft).length ? draft : null;
    },
    save(values: Draft) {
      const typed = fields.some((field) => {
        const value = values[field];
        return Array.isArray(value) ? value.length > 0 : Boolean(value);
      });
      writeTab(key, typed ? values : null);
    },
    clear: () => writeTab(key, null),
    /** The form's fields as typed (the honeypot and the submission id left out). */
    valuesOf(form: HTMLFormElement): Draft {
      const data = new FormData(form);
      return draftOf((field) => {
        const all = data.getAll(field).filter((value): value is string => typeof value === "string");
        return multi?.has(field) ? all : all[0];
      });
    },
  };
}
