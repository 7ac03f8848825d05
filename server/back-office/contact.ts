// One-tap ways to reach a person (call, WhatsApp, e-mail), built from the parsed number and the
// checked address only (issue 40, finding 11): what a person typed never becomes a link's text as
// is. A landline has no WhatsApp; an address with anything but local@domain gets no mailto: link.
import { parsePeruPhone } from "#shared/clinic/phone.ts";

export interface ContactAction {
  href: string;
  label: string;
  /** Opens outside the back office (WhatsApp). */
  external?: boolean;
}

/** A plain address: local@domain, no display name, comment, spaces, or ?, &, % parts. */
const PLAIN_ADDRESS = /^[A-Za-z0-9._+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

export const plainAddress = (email: string | null | undefined) =>
  email && email.length <= 254 && PLAIN_ADDRESS.test(email.trim()) ? email.trim() : undefined;

export function contactActions(phone: string | null | undefined, email: string | null | undefined): ContactAction[] {
  const number = parsePeruPhone(phone);
  const address = plainAddress(email);
  return [
    // Non-breaking spaces: a number (and its button) never breaks across lines.
    ...(number ? [{ href: number.tel, label: `Llamar al ${number.national}`.replaceAll(" ", "\u00a0") }] : []),
    ...(number?.whatsapp ? [{ href: number.whatsapp, label: "WhatsApp", external: true }] : []),
    ...(address ? [{ href: `mailto:${address}`, label: "Correo" }] : []),
  ];
}
