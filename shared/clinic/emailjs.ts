// The one rule for "is EmailJS configured": only all three ids together reach a real account. The
// site's config (app/config/site.ts) decides with it where the form posts; `npm start` (server/env.ts,
// e2e/stand-ins/emailjs-sink.ts)
// whether to answer in EmailJS's place.

/** The variables holding a real EmailJS account's ids. */
export const EMAILJS_ID_VARIABLES = [
  "CLINIC_EMAILJS_SERVICE_ID",
  "CLINIC_EMAILJS_TEMPLATE_ID",
  "CLINIC_EMAILJS_PUBLIC_KEY",
] as const;

/** True when every id is set to something other than blanks. */
export const isEmailJsConfigured = (env: Record<string, string | undefined>) =>
  EMAILJS_ID_VARIABLES.every((name) => Boolean(env[name]?.trim()));
