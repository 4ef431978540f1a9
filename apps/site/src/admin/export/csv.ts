/** A UTF-8 byte order mark: Excel reads a CSV as UTF-8 (and so Korean correctly) only with it. */
export const BOM = '\uFEFF';

/**
 * A cell a spreadsheet may evaluate (CSV injection): one that starts with a formula character, ASCII or its
 * full-width and small forms (a spreadsheet may fold them), or with a tab or line break, or that reaches one only
 * after white space, line breaks, zero-width characters or a byte order mark (which a spreadsheet may trim).
 */
const FORMULA_START =
  /^[\t\r\n]|^[\s\u200B-\u200D\u2060\uFEFF]*[=+\-@\u2212\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B]/u;

/** One CSV cell: quoted when it must be, formulas defused with a leading apostrophe. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV file (RFC 4180, CRLF line ends) with a BOM, from a header row and data rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${BOM}${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Has the browser save `text` as a file. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
