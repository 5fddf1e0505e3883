export type CsvCell = string | number | boolean | Date | null | undefined;

/** Cells a spreadsheet would run as a formula start with one of these (OWASP "CSV injection"). */
const formulaStart = /^[=+\-@\t\r]/;

function cell(value: CsvCell) {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * CSV for spreadsheets: RFC 4180 quoting and CRLF line ends, a UTF-8 byte order mark (so Excel
 * reads accents right), and text that would run as a formula neutralised with a leading quote.
 */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
