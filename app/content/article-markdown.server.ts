// An article's body, rendered at build time: every `##` and `###` heading gets an id made from its
// words, so the table of contents (and anyone sharing a link) can point at a section.
import { Marked } from "marked";

/** A section of the body: its anchor and its heading, as inline HTML. */
export type Heading = { id: string; html: string };

/** "¿Qué es la FIV?" → "que-es-la-fiv": lower-case ASCII words joined by hyphens. */
export function headingId(text: string): string {
  return (
    text
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/<[^>]*>/g, "")
      .replace(/&[a-z#0-9]+;/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "seccion"
  );
}

/** The body's HTML and its `##` sections, in order; a repeated heading gets "-2", "-3"… */
export function renderArticleBody(source: string): { html: string; sections: Heading[] } {
  const sections: Heading[] = [];
  const used = new Map<string, number>();
  const marked = new Marked({
    renderer: {
      heading({ tokens, depth }) {
        const inner = this.parser.parseInline(tokens);
        const base = headingId(inner);
        const count = (used.get(base) ?? 0) + 1;
        used.set(base, count);
        const id = count === 1 ? base : `${base}-${count}`;
        if (depth === 2) sections.push({ id, html: inner });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
    },
  });
  const html = marked.parse(source, { async: false });
  return { html, sections };
}
