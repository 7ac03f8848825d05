// The clinic's facts, in one typed place. Every value can be overridden at build time with the
// CLINIC_* environment variable named beside it (see docs/configuration.md); the defaults are
// sample values for development and demos.
import { isEmailJsConfigured } from "./emailjs";

// Vite replaces import.meta.env at build time; the complaints book's service (server/complaints/)
// imports this module under plain Node, where the same CLINIC_* variables are in process.env. So
// does astro.config.ts (the page's policy, the sitemap's origin), whose import.meta.env has no
// CLINIC_* variables: process.env first, then import.meta.env over it where it has them.
const env: Record<string, string | undefined> = {
  ...(globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env,
  ...import.meta.env,
};

function pick(name: string, fallback: string): string {
  const value = env[name];
  return value && value.trim() ? value.trim() : fallback;
}

const phone = pick("CLINIC_PHONE", "+51 987 654 321");

const emailjsIds = {
  serviceId: pick("CLINIC_EMAILJS_SERVICE_ID", ""),
  templateId: pick("CLINIC_EMAILJS_TEMPLATE_ID", ""),
  publicKey: pick("CLINIC_EMAILJS_PUBLIC_KEY", ""),
};
// The one rule (./emailjs.ts), which `npm start` applies to the same variables.
const emailjsConfigured = isEmailJsConfigured(env as Record<string, string | undefined>);

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
  name: pick("CLINIC_NAME", "Alborada Fertilidad"),
  legalName: pick("CLINIC_LEGAL_NAME", "Alborada Medicina Reproductiva S.A.C."),
  ruc: pick("CLINIC_RUC", "20612345678"),
  /** Public origin, no trailing slash: canonical URLs and the sitemap are built from it. */
  origin: pick("CLINIC_ORIGIN", "https://www.alboradafertilidad.pe"),
  phone,
  /** The phone in E.164 form, for tel: links and the chat link. */
  phoneE164: "+" + phone.replace(/\D/g, ""),
  email: pick("CLINIC_EMAIL", "contacto@alboradafertilidad.pe"),
  address: {
    street: pick("CLINIC_STREET", "Av. Javier Prado Este 1520, piso 4"),
    district: pick("CLINIC_DISTRICT", "San Isidro"),
    city: "Lima",
    region: "Lima",
    postalCode: pick("CLINIC_POSTAL_CODE", "15036"),
    country: "PE",
  },
  geo: {
    latitude: Number(pick("CLINIC_LATITUDE", "-12.0907")),
    longitude: Number(pick("CLINIC_LONGITUDE", "-77.0215")),
  },
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

export const fullAddress = `${site.address.street}, ${site.address.district}, ${site.address.city}, Perú`;

/** A WhatsApp chat link to the clinic's number with `text` pre-filled. */
export const chatLink = (text: string) => `https://wa.me/${site.phoneE164.slice(1)}?text=${encodeURIComponent(text)}`;

/** The WhatsApp chat link: the clinic's number and the pre-filled greeting. */
export const chatUrl = chatLink(site.chatGreeting);

export const mapEmbedUrl = `https://www.google.com/maps?q=${encodeURIComponent(fullAddress)}&output=embed`;
export const directionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(fullAddress)}`;
