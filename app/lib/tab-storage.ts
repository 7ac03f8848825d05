// What a form keeps in this tab's sessionStorage (its draft, form-draft.ts; the request's chat
// summary). A browser that refuses storage simply keeps nothing, and nothing breaks.

export function readTab(key: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? "null");
  } catch {
    return null;
  }
}

/** `null` removes the key. */
export function writeTab(key: string, value: unknown) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // No storage: nothing is kept.
  }
}
