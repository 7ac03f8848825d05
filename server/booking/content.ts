// The booking's texts and choices for the service: content/reservar-cita.yml (checked by
// #shared/booking/booking-content-schema.ts), the professionals who see first consultations (the
// physicians of content/staff/, in their order, as the request form lists them) and «Qué traer» from
// the first-visit page (content/paginas/primera-consulta.md, its section `que-traer`).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { contentDir } from "#shared/content/content-dir.ts";
import { bookingContentSchema, type BookingContent } from "#shared/booking/booking-content-schema.ts";
import { fill } from "#shared/content/fill.ts";

export function loadBookingContent(dir = contentDir()): BookingContent {
  const file = path.join(dir, "reservar-cita.yml");
  const checked = bookingContentSchema.safeParse(parseYaml(readFileSync(file, "utf8")));
  if (!checked.success) {
    const problems = checked.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`${file} tiene textos que corregir:\n${problems.join("\n")}`);
  }
  return checked.data;
}

const frontMatter = (file: string) => {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, "utf8"));
  return (match ? parseYaml(match[1]!) : {}) as Record<string, unknown>;
};

export interface Professional {
  slug: string;
  /** «Dra. Lucía Valdivia Zevallos» */
  label: string;
  /** «LV»: the calendar feed names no patient, and the staff's view uses it for the professional too. */
  initials: string;
  /** From the profile's «Tratamiento» (Dra., Blga.), never guessed from the name: the texts' gender. */
  feminine: boolean;
}

const FEMININE_HONORIFICS = new Set(["Dra.", "Blga."]);

/** The teleconsultation's consent as the person ticks it (and as it is stored): who attends, in the professional's gender. */
export function teleconsentText(content: BookingContent, professional: Professional | undefined): string {
  const { attendedBy, fields } = content.form;
  return fill(fields.teleconsent, { attendedBy: professional?.feminine === false ? attendedBy.male : attendedBy.female });
}

/** The physicians of content/staff/, in their order: who may see a first consultation. */
export function loadProfessionals(dir = contentDir()): Professional[] {
  const folder = path.join(dir, "staff");
  return readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .map(
      (name) =>
        ({ ...frontMatter(path.join(folder, name)), slug: name.replace(/\.md$/, "") }) as Record<string, unknown> & {
          slug: string;
        },
    )
    .filter((person) => person.profession === "physician")
    .sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0))
    .map((person) => ({
      slug: person.slug,
      label: `${String(person.honorific)} ${String(person.name)}`,
      initials: initialsOf(String(person.name)),
      feminine: FEMININE_HONORIFICS.has(String(person.honorific)),
    }));
}

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .join("")
    .slice(0, 3);

/** «Qué traer» of the first-visit page, as plain text (its Markdown emphasis dropped). */
export function loadWhatToBring(dir = contentDir()): string[] {
  try {
    const page = frontMatter(path.join(dir, "paginas", "primera-consulta.md"));
    const sections = (page.sections ?? []) as { id?: string; items?: string[] }[];
    const items = sections.find((section) => section.id === "que-traer")?.items ?? [];
    return items.map((item) => item.replace(/\*\*/g, "").replace(/\[([^\]]+)\]\([^)]+\)/g, "$1"));
  } catch {
    return [];
  }
}
