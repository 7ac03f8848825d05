// The build's and the service's settings that are not the clinic's content (docs/configuration.md):
// the public origin and the EmailJS ids, from CLINIC_* variables. The clinic's facts are content
// (content/clinica.yml, read by ./facts.ts), never the environment.
//
// Vite replaces import.meta.env at build time (envPrefix CLINIC_), so the contact form's island reads
// its EmailJS ids here in the browser; the service and astro.config.ts run under plain Node, where the
// same variables are in process.env: process.env first, then import.meta.env over it where it has them.
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

/** Public origin, no trailing slash: canonical URLs and the sitemap are built from it. */
export const publicOrigin = clinicSetting("CLINIC_ORIGIN", "https://www.alboradafertilidad.pe");
