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

/**
 * Reads CSV as `toCsv` writes it and as spreadsheets save it: RFC 4180 quotes, CRLF or LF line ends, a leading
 * byte order mark, a comma or (Portuguese Excel) a semicolon between cells, and the leading quote `toCsv` put
 * before a formula-like cell taken off again. Blank lines are skipped; null when a quote is never closed.
 */
export function parseCsv(text: string): string[][] | null {
  const source = text.replace(/^\uFEFF/, "");
  const firstLine = source.slice(0, source.search(/\r?\n|$/));
  const separator = firstLine.split(";").length > firstLine.split(",").length ? ";" : ",";
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let i = 0;
  const endCell = () => {
    row.push(/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
    cell = "";
  };
  while (i < source.length) {
    const char = source[i]!;
    i++;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (source[i] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === separator) endCell();
    else if (char === "\n" || char === "\r") {
      endCell();
      if (row.some((value) => value !== "")) rows.push(row);
      row = [];
      if (char === "\r" && source[i] === "\n") i++;
    } else cell += char;
  }
  if (quoted) return null;
  if (cell !== "" || row.length) {
    endCell();
    if (row.some((value) => value !== "")) rows.push(row);
  }
  return rows;
}
