// Peruvian numbers as the clinic's facts hold them (+51 and spaces as typed, shared/clinic/facts-schema.ts):
// E.164 for links, and one way of writing them for people.

/** "+51 987 654 321" → "+51987654321". */
export const toE164 = (phone: string) => "+" + phone.replace(/\D/g, "");

/** A mobile as +51 987 654 321, a Lima landline as +51 1 234 5678. */
export function formatPhone(e164: string): string {
  const national = e164.replace(/^\+51/, "");
  return national.startsWith("1")
    ? `+51 1 ${national.slice(1, 4)} ${national.slice(4)}`
    : `+51 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}

/** A WhatsApp chat with `number` (E.164), `text` pre-filled. */
export const chatLinkTo = (number: string, text: string) => `https://wa.me/${number.slice(1)}?text=${encodeURIComponent(text)}`;
