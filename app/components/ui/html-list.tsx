import { cn } from "#app/lib/cn.ts";

/** A list whose items are HTML rendered at build time from the content's Markdown. */
export function HtmlList({ items, ordered = false, className }: { items: string[]; ordered?: boolean; className?: string }) {
  if (items.length === 0) return null;
  const List = ordered ? "ol" : "ul";
  return (
    <List className={cn("prose-clinic", ordered ? "list-decimal" : "list-disc", className)}>
      {items.map((item) => (
        <li key={item} dangerouslySetInnerHTML={{ __html: item }} />
      ))}
    </List>
  );
}
