// The site's settings: the clinic's facts (clinic/facts.ts, shared with the complaints book's
// service) and what only the site uses (social links, credit, EmailJS). Every value can be
// overridden at build time with the CLINIC_* environment variable named beside it (see
// docs/configuration.md); the defaults are sample values for development and demos.
import { clinic, clinicEnv, clinicSetting as pick, fullAddress } from "../../clinic/facts.ts";
import { isEmailJsConfigured } from "../../clinic/emailjs.ts";

export { fullAddress };

const emailjsIds = {
  serviceId: pick("CLINIC_EMAILJS_SERVICE_ID", ""),
  templateId: pick("CLINIC_EMAILJS_TEMPLATE_ID", ""),
  publicKey: pick("CLINIC_EMAILJS_PUBLIC_KEY", ""),
};
// The one rule (clinic/emailjs.ts), which `npm start` applies to the same variables.
const emailjsConfigured = isEmailJsConfigured(clinicEnv);

/**
 * The contact form's e-mail service. Without real ids (a fresh clone, the tests) the form sends
 * sample ids to the page's own origin, where `npm start` answers like EmailJS and writes each
 * message to a local outbox instead of e-mailing it.
 */
const emailjs = {
  configured: emailjsConfigured,
  ...(emailjsConfigured ? emailjsIds : { serviceId: "service_local", templateId: "template_local", publicKey: "public_local" }),
  /** Where the SDK posts; "" means the page's own origin (the local sink). */
  origin: emailjsConfigured ? pick("CLINIC_EMAILJS_ORIGIN", "https://api.emailjs.com") : "",
  /** Refuse to send from headless browsers (the SDK answers 451); "true" or "1" turns it on. */
  blockHeadless: ["true", "1"].includes(pick("CLINIC_EMAILJS_BLOCK_HEADLESS", "false").toLowerCase()),
  /** One send per page per browser in this time: the SDK's limitRate. */
  throttleMs: 10_000,
};

export const site = {
  ...clinic,
  social: {
    facebook: pick("CLINIC_FACEBOOK_URL", "https://www.facebook.com/alboradafertilidad"),
    instagram: pick("CLINIC_INSTAGRAM_URL", "https://www.instagram.com/alboradafertilidad"),
  },
  credit: {
    name: pick("CLINIC_CREDIT_NAME", "Estudio Qhapaq Web"),
    url: pick("CLINIC_CREDIT_URL", "https://qhapaqweb.pe"),
  },
  /** The fixed greeting the chat link pre-fills (the spec's text, accents as given). */
  chatGreeting: "Hola, ¿Cual es su consulta?",
  emailjs,
} as const;

/** A WhatsApp chat link to the clinic's number with `text` pre-filled. */
export const chatLink = (text: string) => `https://wa.me/${site.phoneE164.slice(1)}?text=${encodeURIComponent(text)}`;

/** The WhatsApp chat link: the clinic's number and the pre-filled greeting. */
export const chatUrl = chatLink(site.chatGreeting);

export const mapEmbedUrl = `https://www.google.com/maps?q=${encodeURIComponent(fullAddress)}&output=embed`;
export const directionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(fullAddress)}`;
