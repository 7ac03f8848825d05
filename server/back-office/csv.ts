// CSV for spreadsheets (Excel first): UTF-8 with a byte-order mark so accents open right, CRLF
// line ends, every field quoted with inner quotes doubled (RFC 4180), and cells a spreadsheet would
// run as a formula (=, +, -, @, tab, carriage return) prefixed with an apostrophe (OWASP's advice on
// CSV injection): what a person wrote in a claim never runs in the clinic's spreadsheet.

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  return "\uFEFF" + [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
