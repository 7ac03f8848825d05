// The contact form's e-mail service, from the CLINIC_EMAILJS_* variables (not the clinic's content:
// docs/configuration.md). Safe in the browser: the form's island reads it there.
import { isEmailJsConfigured } from "#shared/clinic/emailjs.ts";
import { clinicEnv, clinicSetting as pick } from "#shared/clinic/settings.ts";

const ids = {
  serviceId: pick("CLINIC_EMAILJS_SERVICE_ID", ""),
  templateId: pick("CLINIC_EMAILJS_TEMPLATE_ID", ""),
  publicKey: pick("CLINIC_EMAILJS_PUBLIC_KEY", ""),
};
// The one rule (shared/clinic/emailjs.ts), which `npm start` applies to the same variables.
const configured = isEmailJsConfigured(clinicEnv);

/**
 * Without real ids (a fresh clone, the tests) the form sends sample ids to the page's own origin,
 * where `npm start` answers like EmailJS and writes each message to a local outbox instead of
 * e-mailing it.
 */
export const emailjs = {
  configured,
  ...(configured ? ids : { serviceId: "service_local", templateId: "template_local", publicKey: "public_local" }),
  /** Where the SDK posts; "" means the page's own origin (the local sink). */
  origin: configured ? pick("CLINIC_EMAILJS_ORIGIN", "https://api.emailjs.com") : "",
  /** Refuse to send from headless browsers (the SDK answers 451); "true" or "1" turns it on. */
  blockHeadless: ["true", "1"].includes(pick("CLINIC_EMAILJS_BLOCK_HEADLESS", "false").toLowerCase()),
  /** One send per page per browser in this time: the SDK's limitRate. */
  throttleMs: 10_000,
};
