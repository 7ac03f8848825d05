// The clinic's facts the site and the complaints book's service both state: its names, RUC, phone,
// e-mail, address and public origin. Every value can be overridden with the CLINIC_* environment
// variable named beside it (see docs/configuration.md); the defaults are sample values for
// development and demos. The site's own settings (social links, credit, EmailJS) stay in
// app/config/site.ts, which spreads these in.
//
// Vite replaces import.meta.env at build time (envPrefix CLINIC_); the service imports this module
// under plain Node, where the same CLINIC_* variables are in process.env. So does astro.config.ts
// (the page's policy, the sitemap's origin), whose import.meta.env has no CLINIC_* variables:
// process.env first, then import.meta.env over it where it has them.
const env: Record<string, string | undefined> = {
  ...(globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env,
  ...import.meta.env,
};

/** A CLINIC_* setting: its value when set to something other than blanks, else `fallback`. */
export function clinicSetting(name: string, fallback: string): string {
  const value = env[name];
  return value && value.trim() ? value.trim() : fallback;
}

/** The raw CLINIC_* variables, for rules that read several at once (./emailjs.ts). */
export const clinicEnv = env;

const phone = clinicSetting("CLINIC_PHONE", "+51 987 654 321");

export const clinic = {
  name: clinicSetting("CLINIC_NAME", "Alborada Fertilidad"),
  legalName: clinicSetting("CLINIC_LEGAL_NAME", "Alborada Medicina Reproductiva S.A.C."),
  ruc: clinicSetting("CLINIC_RUC", "20612345678"),
  /** Public origin, no trailing slash: canonical URLs and the sitemap are built from it. */
  origin: clinicSetting("CLINIC_ORIGIN", "https://www.alboradafertilidad.pe"),
  phone,
  /** The phone in E.164 form, for tel: links and the chat link. */
  phoneE164: "+" + phone.replace(/\D/g, ""),
  email: clinicSetting("CLINIC_EMAIL", "contacto@alboradafertilidad.pe"),
  address: {
    street: clinicSetting("CLINIC_STREET", "Av. Javier Prado Este 1520, piso 4"),
    district: clinicSetting("CLINIC_DISTRICT", "San Isidro"),
    city: "Lima",
    region: "Lima",
    postalCode: clinicSetting("CLINIC_POSTAL_CODE", "15036"),
    country: "PE",
  },
  geo: {
    latitude: Number(clinicSetting("CLINIC_LATITUDE", "-12.0907")),
    longitude: Number(clinicSetting("CLINIC_LONGITUDE", "-77.0215")),
  },
} as const;

/** The establishment as the complaints book's sheet names it: legal name and RUC. */
export const clinicLine = () => `${clinic.legalName} (RUC ${clinic.ruc})`;

export const fullAddress = `${clinic.address.street}, ${clinic.address.district}, ${clinic.address.city}, Perú`;
