// CSV for spreadsheets (Excel first): UTF-8 with a byte-order mark so accents open right, CRLF
// line ends, every field quoted with inner quotes doubled (RFC 4180), and cells a spreadsheet would
// run as a formula prefixed with an apostrophe (OWASP's advice on CSV injection): what a person
// wrote in a claim never runs in the clinic's spreadsheet. A formula sign is =, +, -, @ and the
// forms a spreadsheet folds into them (fullwidth ＝＋－＠, small ﹦﹢﹣﹫, the minus sign −), found
// after anything that shows nothing and a spreadsheet may skip first: any character of
// BLANK_CHARACTER (shared/forms/form-rules.ts: Unicode's default-ignorable code points — Hangul
// fillers, Khmer inherent vowels, zero-width and format characters —, its white space, control
// characters, the Braille blank U+2800). A cell that starts with a tab or a carriage return is
// prefixed too.
import { BLANK_CHARACTER } from "#shared/forms/form-rules.ts";

const FORMULA_START = new RegExp(
  `^(?:[\\t\\r]|${BLANK_CHARACTER}*[=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20\\uFE66\\uFE62\\uFE63\\uFE6B\\u2212])`,
  "u",
);

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  return "\uFEFF" + [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
