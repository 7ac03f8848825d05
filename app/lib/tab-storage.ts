// This tab's sessionStorage, as the forms keep what people type (the contact form's draft, the
// service's forms' drafts, the request's chat summary): JSON in, JSON out. A browser that refuses
// storage simply keeps nothing, and nothing breaks.

/** The value under `key`, or null when there is none or it cannot be read. */
export function readTab(key: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? "null");
  } catch {
    return null;
  }
}

/** Keeps `value` under `key`; `null` removes the key. */
export function writeTab(key: string, value: unknown) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // No storage: nothing is kept.
  }
}
