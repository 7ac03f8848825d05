/** Replaces {key} placeholders in a content string: "{n} de {total}" → "2 de 4". */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
