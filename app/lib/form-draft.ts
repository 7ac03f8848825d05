// What the person has typed in one of the service's forms (the complaints book, «Pide tu primera
// consulta»), kept in this tab's sessionStorage (tab-storage.ts) so a reload or an accidental back
// loses nothing; emptied once the form is received. A browser that refuses storage keeps none.
import { useEffect, useState } from "react";
import { readTab, writeTab } from "./tab-storage";

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

/**
 * The draft the fields start from: empty in the HTML, then what `load` finds once the island runs
 * (sessionStorage exists only then); `version` remounts the fields (they are uncontrolled).
 * `load` must be stable (a module's function, or useCallback).
 */
export function useFormDraft<Draft extends object>(load: () => Draft | null) {
  const [draft, setDraft] = useState<{ version: number; values: Draft }>({ version: 0, values: {} as Draft });
  useEffect(() => {
    const values = load();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage exists only after hydration
    if (values && Object.keys(values).length) setDraft({ version: 1, values });
  }, [load]);
  return draft;
}
