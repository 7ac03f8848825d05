// Peruvian phone numbers, parsed by libphonenumber-js (pinned exactly: its metadata's shape is an
// internal of the library) with Peru's own rules only, so the site's islands carry Peru's metadata
// rather than the world's (docs/performance.md). Every number a person types (a request,
// a claim, the contact form, the clinic's facts) is read here: mobiles (9XX XXX XXX), Lima's
// landlines (01 XXX XXXX, +51 1 XXX XXXX) and the provinces' with their area code (044 XXXXXX).
// Links are built from the parsed number only, and WhatsApp is offered for mobiles only.
import { parsePhoneNumberFromString, type MetadataJson } from "libphonenumber-js/core";
import { PERU_PHONE_METADATA } from "./phone-metadata.ts";

const metadata = PERU_PHONE_METADATA as unknown as MetadataJson;

export type PhoneKind = "mobile" | "landline";

export interface PeruPhone {
  /** +51987654321, +5114567890. */
  e164: string;
  /** As people read it: +51 987 654 321, +51 1 456 7890, +51 44 123456. */
  international: string;
  /** As typed in Peru: 987 654 321, (01) 4567890, (044) 123456. */
  national: string;
  kind: PhoneKind;
  /** tel:+51… */
  tel: string;
  /** https://wa.me/51… for a mobile; none for a landline. */
  whatsapp: string | undefined;
}

function read(text: string) {
  const parsed = parsePhoneNumberFromString(text, { defaultCountry: "PE", extract: false }, metadata);
  return parsed?.isValid() && parsed.country === "PE" ? parsed : undefined;
}

/**
 * The number `text` is, read as a Peruvian number, or undefined when it is none. Seven digits alone
 * are a Lima landline typed without its area code (01), as Lima's numbers are often given.
 */
export function parsePeruPhone(text: string | null | undefined): PeruPhone | undefined {
  if (!text || text.length > 40) return undefined;
  const parsed = read(text) ?? (/^\d{7}$/.test(text.replace(/[\s().-]/g, "")) ? read(`01${text}`) : undefined);
  if (!parsed) return undefined;
  const type = parsed.getType();
  const kind: PhoneKind = type === "MOBILE" ? "mobile" : "landline";
  const e164 = parsed.number as string;
  const national = parsed.nationalNumber as string;
  return {
    e164,
    // Lima's seven digits in two groups (+51 1 234 5678), as the clinic has always written its own.
    international: /^1\d{7}$/.test(national)
      ? `+51 1 ${national.slice(1, 4)} ${national.slice(4)}`
      : parsed.formatInternational(),
    national: parsed.formatNational(),
    kind,
    tel: `tel:${e164}`,
    whatsapp: kind === "mobile" ? `https://wa.me/${e164.slice(1)}` : undefined,
  };
}

/** Whether `text` is a Peruvian number this module can call. */
export const isPeruPhone = (text: string) => parsePeruPhone(text) !== undefined;

/**
 * What the service accepts as a typed phone: a number that reads as Peruvian (no country code, or
 * +51 / 0051) must be a real Peruvian number (a Lima landline without its area code is «01» plus
 * seven digits, never a mobile); one with another country's code (+34 …) is taken as typed, since
 * Peru's rules cannot check it (the back office then offers no link for it).
 */
export const isAcceptablePhone = (text: string) =>
  /^\s*(\+|00)(?!\s*51)/.test(text) ? /^\s*(\+|00)[\d\s()-]{6,20}$/.test(text) : isPeruPhone(text);

/** "+51 987 654 321" → "+51987654321" (a number the facts' schema already accepted). */
export const toE164 = (phone: string) => parsePeruPhone(phone)?.e164 ?? "+" + phone.replace(/\D/g, "");

/** A mobile as +51 987 654 321, a Lima landline as +51 1 456 7890, a provincial one as +51 44 123456. */
export const formatPhone = (e164: string): string => parsePeruPhone(e164)?.international ?? e164;

/** A WhatsApp chat with `number` (E.164), `text` pre-filled. */
export const chatLinkTo = (number: string, text: string) => `https://wa.me/${number.slice(1)}?text=${encodeURIComponent(text)}`;
