// What every form of the site and the service shares: the zod settings, the fields that make one
// submission one record and stop bots, and how typed text is cleaned before it is checked. The
// complaints book, the consultation request and the contact counts use these; none of them owns them.
import { z } from "zod/mini";

// zod compiles object parsers with new Function() when it may; the pages' Content-Security-Policy
// has no 'unsafe-eval', so even its probe is reported as a violation. Plain parsing instead (fast
// enough for one form). zod's setting is global and read when a schema is built, so every form
// schema takes its `z` from here: the setting is made before any of them exists, whatever the
// import order.
z.config({ jitless: true });
export { z };

/** The field that makes one submission one record: the form's own id, sent again on every retry. */
export const SUBMISSION_FIELD = "envioId";
/** A submission id: letters, digits, - and _ (the build's random id, or the browser's). */
export const SUBMISSION_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** A field that stops bots: hidden from people, any value means a bot filled it. */
export const HONEYPOT_FIELD = "sitioWeb";

// Characters a person cannot see or that reorder what is shown: format characters (bidi
// overrides and isolates, zero-width spaces and joiners, the byte-order mark, soft hyphens), the
// Hangul fillers that render as blanks, and every control character but the line break.
const INVISIBLE = /[\p{Cf}\u034F\u115F\u1160\u180E\u3164\uFFA0]|[^\P{Cc}\n]/gu;

/**
 * What is stored of a typed text: Unicode NFC (one form for "é"), line breaks as \n, and nothing
 * invisible (INVISIBLE); a one-line field also has its line breaks and tabs made spaces.
 */
export function cleanText(value: string, { multiline = false } = {}): string {
  let text = value.normalize("NFC").replace(/\r\n?/g, "\n");
  if (!multiline) text = text.replace(/[\n\t]/g, " ");
  return text.replace(/\t/g, " ").replace(INVISIBLE, "");
}

/** A form field left blank (or holding only spaces and invisible characters) is a field not given. */
export const blankIsUnset = z.transform((value: unknown) =>
  typeof value === "string" && cleanText(value).trim() === "" ? undefined : value,
);
