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
// Hangul fillers and Khmer inherent vowels that render as blanks, and every control character but
// the line break.
const INVISIBLE = /[\p{Cf}\u034F\u115F\u1160\u180E\u3164\uFFA0]|\u17B4|\u17B5|[^\P{Cc}\n]/gu;

/**
 * One character that shows nothing, or only blank space: Unicode's default-ignorable code points
 * (format characters, variation selectors, Hangul fillers, Khmer inherent vowels…), its white space
 * and separators, control characters, and the Braille pattern blank (U+2800), a symbol that draws
 * nothing. For a RegExp with the u flag. The CSV export's formula guard skips these too
 * (server/back-office/csv.ts): a formula sign behind them is still a formula.
 */
export const BLANK_CHARACTER = "[\\p{Default_Ignorable_Code_Point}\\p{White_Space}\\p{Z}\\p{Cc}\\p{Cf}\\u2800]";
const ALL_BLANK = new RegExp(`^${BLANK_CHARACTER}*$`, "u");

/** A text made only of characters that show nothing (BLANK_CHARACTER), or empty: as good as not written. */
export const isBlank = (text: string) => ALL_BLANK.test(text);

// What shows nothing at either end of a text (BLANK_CHARACTER), the Braille blank among them:
// «⠀⠀Ana» is stored and listed as «Ana», as «  Ana» is.
const EDGE_BLANKS = new RegExp(`^${BLANK_CHARACTER}+|${BLANK_CHARACTER}+$`, "gu");

/**
 * What is stored of a typed text: Unicode NFC (one form for "é"), line breaks as \n, nothing
 * invisible (INVISIBLE), and nothing that shows nothing at its start or end (EDGE_BLANKS: spaces,
 * the Braille blank…); a one-line field also has its line breaks and tabs made spaces. Every form's
 * names go through it (the complaints book, the consultation request, the booking, the agenda's
 * phone booking, the accounts), so a name reads the same wherever it was typed.
 */
export function cleanText(value: string, { multiline = false } = {}): string {
  let text = value.normalize("NFC").replace(/\r\n?/g, "\n");
  if (!multiline) text = text.replace(/[\n\t]/g, " ");
  return text.replace(/\t/g, " ").replace(INVISIBLE, "").replace(EDGE_BLANKS, "");
}

/**
 * The shape a typed phone must have before it is read (digits, spaces, brackets, hyphens, a leading
 * +): the browser's quick check, where the islands carry no phone metadata. The service's rule is
 * shared/clinic/phone.ts's `isAcceptablePhone`, which parses the number; every form checks both.
 */
export const PHONE_SHAPE = /^\+?[\d\s()-]{6,20}$/;

/** A form field left blank (or holding only spaces and invisible characters) is a field not given. */
export const blankIsUnset = z.transform((value: unknown) =>
  typeof value === "string" && isBlank(cleanText(value)) ? undefined : value,
);

// The one rule for an e-mail field (the complaints book, the consultation request; the contact form
// has none): a plain address, local@domain, and nothing else. No display name («Ana <a@b.pe>»), no
// comment («a@b.pe(1)»), no group, no list, no quoted part, no «?» or «&» to smuggle a mailto:
// link's headers: what is typed is the one address the mail goes to (nodemailer would otherwise
// parse another out of it), and the limits count that address. The local part: letters, digits and
// the usual symbols, dots between them; the domain: at least two labels of letters, digits and
// hyphens. Letters of any script: the address may be internationalised.
const LOCAL_PART = "[\\p{L}\\p{N}!#$'*+/=^_`{|}~-]+(?:\\.[\\p{L}\\p{N}!#$'*+/=^_`{|}~-]+)*";
const DOMAIN_LABEL = "[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?";
const PLAIN_EMAIL = new RegExp(`^${LOCAL_PART}@${DOMAIN_LABEL}(?:\\.${DOMAIN_LABEL})+$`, "u");

/** Whether `value` is a plain e-mail address (local@domain), at most 254 characters (RFC 5321's path). */
export const isPlainEmail = (value: string) => value.length <= 254 && PLAIN_EMAIL.test(value);

/**
 * The mailbox an address reaches, as the per-recipient limits count it: Unicode NFC, lower case,
 * and without a «+tag» (name+1@… and name+2@… reach one person's inbox at most providers).
 */
export function mailboxKey(address: string): string {
  const text = address.normalize("NFC").trim().toLowerCase();
  const at = text.lastIndexOf("@");
  if (at < 0) return text;
  const local = text.slice(0, at).split("+")[0] || text.slice(0, at);
  return `${local}${text.slice(at)}`;
}
