// The site's settings at build time: the clinic's facts (content/clinica.yml through
// shared/clinic/facts.ts, shared with the service) and the links made from them. Node only (it reads the
// facts file): the islands get what they show as props, and the contact form's EmailJS settings
// from ./emailjs.ts.
import { clinic } from "#shared/clinic/facts.ts";
import { chatLinkTo } from "#shared/clinic/phone.ts";
import { emailjs } from "./emailjs.ts";

export const site = {
  ...clinic,
  /** The fixed greeting the chat link pre-fills (the spec's text, accents as given). */
  chatGreeting: "Hola, ¿Cual es su consulta?",
  emailjs,
} as const;

/** A WhatsApp chat link to the clinic's chat number with `text` pre-filled. */
export const chatLink = (text: string) => chatLinkTo(site.whatsappE164, text);

/** The WhatsApp chat link: the clinic's number and the pre-filled greeting. */
export const chatUrl = chatLink(site.chatGreeting);

/** What the contact form's island shows of the clinic: its names and the chat's number. */
export const formClinic = { name: site.name, legalName: site.legalName, whatsappE164: site.whatsappE164 };
export type FormClinic = typeof formClinic;

// The map and the directions go to the facts' pin, which is exact where an address may be read loosely.
const pin = `${site.geo.latitude},${site.geo.longitude}`;
export const mapEmbedUrl = `https://www.google.com/maps?q=${pin}&z=17&output=embed`;
export const directionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${pin}`;
