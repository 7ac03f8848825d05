import { cn } from "#app/lib/cn.ts";

/**
 * HTML rendered at build time from the Markdown in content/. The source is the repository's own
 * content, checked by the schema, never visitor input.
 */
export function Prose({ html, className, inline = false }: { html: string; className?: string; inline?: boolean }) {
  if (inline) return <span className={className} dangerouslySetInnerHTML={{ __html: html }} />;
  return <div className={cn("prose-clinic", className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
