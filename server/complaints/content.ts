// The complaints book's Spanish texts for the service (its answer pages, its messages, its
// e-mails): content/libro-de-reclamaciones.yml, checked against the same schema as the build's.
import { readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import { contentPath } from "#shared/content/content-dir.ts";
import { complaintsBookSchema, type ComplaintsBook } from "#shared/complaints-book/complaints-book-schema.ts";
import type { ComplaintMessages } from "#shared/complaints-book/complaint-schema.ts";

export function loadComplaintsBook(file = contentPath("libro-de-reclamaciones.yml")): ComplaintsBook {
  return complaintsBookSchema.parse(parseYaml(readFileSync(file, "utf8")));
}

export const messagesOf = (book: ComplaintsBook): ComplaintMessages => ({
  labels: book.form.fields,
  errors: book.form.errors,
});
