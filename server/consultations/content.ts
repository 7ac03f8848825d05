// «Pide tu primera consulta»'s texts and choices for the service: content/pide-tu-primera-consulta.yml,
// checked against the same schema as the build's, and the reasons and professionals from the front
// matter of content/servicios/ and content/staff/ (the same files the page's choices come from).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { contentDir } from "#shared/content/content-dir.ts";
import { consultationContentSchema, type ConsultationContent } from "#shared/consultation-request/consultation-content-schema.ts";
import { requestOptions, type ServiceEntry, type StaffEntry } from "#shared/consultation-request/options.ts";
import type { RequestMessages, RequestOptions } from "#shared/consultation-request/request-schema.ts";

export function loadConsultationContent(dir = contentDir()): ConsultationContent {
  return consultationContentSchema.parse(parseYaml(readFileSync(path.join(dir, "pide-tu-primera-consulta.yml"), "utf8")));
}

/** The front matter of each Markdown file of a folder, with its slug (the file's name). */
function frontMatters(folder: string): Record<string, unknown>[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .map((name) => {
      const source = readFileSync(path.join(folder, name), "utf8");
      const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
      return { ...(match ? (parseYaml(match[1]!) as object) : {}), slug: name.replace(/\.md$/, "") };
    });
}

export function loadRequestOptions(dir = contentDir()): RequestOptions {
  return requestOptions(
    frontMatters(path.join(dir, "servicios")) as unknown as ServiceEntry[],
    frontMatters(path.join(dir, "staff")) as unknown as StaffEntry[],
  );
}

export const messagesOf = (content: ConsultationContent): RequestMessages => ({
  labels: content.form.fields,
  errors: content.form.errors,
});
