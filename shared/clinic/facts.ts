// The clinic's facts, from «Datos de la clínica» (content/clinica.yml, or CONTENT_DIR's), checked
// against shared/clinic/facts-schema.ts: read by the site's build (app/config/site.ts) and by the service
// (the complaints book's sheet and e-mails, the back office). Node only: the browser's islands get
// the few facts they show as props. A file that breaks the schema stops whoever reads it, with a
// Spanish message naming the field.
import { readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import { contentPath } from "#shared/content/content-dir.ts";
import { clinicFactsSchema, type ClinicFactsFile } from "./facts-schema.ts";
import { formatPhone, toE164 } from "./phone.ts";
import { publicOrigin } from "./settings.ts";

export const FACTS_LABEL = "Datos de la clínica";

/** The facts file of the content folder. */
export const factsFile = () => contentPath("clinica.yml");

export class ClinicFactsError extends Error {
  override name = "ClinicFactsError";
}

/** The facts as the site uses them: the file's, plus numbers in both forms and the public origin. */
export function clinicFrom(file: ClinicFactsFile) {
  const phoneE164 = toE164(file.phone);
  const whatsappE164 = toE164(file.whatsapp ?? file.phone);
  return {
    ...file,
    origin: publicOrigin,
    /** The phone as people read it. */
    phone: formatPhone(phoneE164),
    /** For tel: links. */
    phoneE164,
    /** The chat's number: the file's WhatsApp number, else the phone. */
    whatsappE164,
    whatsapp: formatPhone(whatsappE164),
    address: { ...file.address, country: "PE" as const },
    geo: file.map,
  };
}

export type Clinic = ReturnType<typeof clinicFrom>;

export function loadClinicFacts(file = factsFile()): Clinic {
  let raw: unknown;
  try {
    raw = parseYaml(readFileSync(file, "utf8"));
  } catch (error) {
    throw new ClinicFactsError(`«${FACTS_LABEL}» (${file}): no se pudo leer: ${(error as Error).message}`);
  }
  const result = clinicFactsSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(el archivo)"}: ${issue.message}`);
    throw new ClinicFactsError(`«${FACTS_LABEL}» (${file}) tiene datos que corregir:\n${problems.join("\n")}`);
  }
  return clinicFrom(result.data);
}

export const clinic = loadClinicFacts();

export const fullAddress = `${clinic.address.street}, ${clinic.address.district}, ${clinic.address.city}, Perú`;

/** The establishment as the complaints book's sheet names it: legal name, RUC, address and phone. */
export const clinicLine = () => `${clinic.legalName} (RUC ${clinic.ruc}) · ${fullAddress} · ${clinic.phone}`;
