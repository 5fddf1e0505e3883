import { z } from "zod";
import type { CommissionState } from "./money";
import { eurosPer } from "./money";

/**
 * A network's transaction report as a CSV file (issue 31): decoded, split into rows and mapped to orders, with a
 * message for each row that cannot be kept. Nothing here writes; the import keeps a file only when every row is good.
 */

/** Largest report accepted: a year of a small site's sales is a fraction of it. */
export const maxReportBytes = 5 * 1024 * 1024;
export const maxReportRows = 20_000;

export const reportFields = [
  "transactionId",
  "date",
  "status",
  "commission",
  "amount",
  "currency",
  "clickRef",
  "productUrl",
  "productTitle",
] as const;
export type ReportField = (typeof reportFields)[number];
export const requiredReportFields: ReportField[] = ["transactionId", "date", "status", "commission"];

/** Awin's transaction report, the first network mapped (DJI's programme is on Awin; decision 0023). */
export const awinMapping: Partial<Record<ReportField, string>> = {
  transactionId: "Transaction ID",
  date: "Transaction Date",
  status: "Commission Status",
  commission: "Commission Amount",
  amount: "Sale Amount",
  currency: "Currency",
  clickRef: "Click Ref",
  productUrl: "Product URL",
  productTitle: "Product Name",
};

export const reportImportSchema = z.object({
  network: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9 ._-]{0,39}$/, "Name the network in letters and digits (e.g. awin)")
    .refine((name) => name !== "aliexpress", "AliExpress orders come from its API, not from a file")
    .default("awin"),
  mapping: z
    .partialRecord(z.enum(reportFields), z.string().trim().min(1).max(200))
    .optional()
    .refine(
      (mapping) => !mapping || requiredReportFields.every((field) => mapping[field]),
      `Map at least ${requiredReportFields.join(", ")}`,
    ),
  preview: z.boolean().default(false),
});

export class ReportError extends Error {}

/** The file's text: UTF-8 (with or without its mark) or UTF-16 with its mark; anything else is refused. */
export function decodeReport(bytes: Uint8Array) {
  if (bytes.length === 0) throw new ReportError("The file is empty");
  if (bytes.length > maxReportBytes) throw new ReportError("The file is larger than 5 MB: export a shorter period");
  const utf16 =
    bytes[0] === 0xff && bytes[1] === 0xfe ? "utf-16le" : bytes[0] === 0xfe && bytes[1] === 0xff ? "utf-16be" : null;
  try {
    const text = new TextDecoder(utf16 ?? "utf-8", { fatal: true }).decode(bytes);
    if (text.includes("\u0000")) throw new Error("binary");
    return text.replace(/^\uFEFF/, "");
  } catch {
    throw new ReportError("The file is not text in UTF-8 or UTF-16: export it again as CSV (UTF-8)");
  }
}

/** RFC 4180 rows: fields separated by commas (or semicolons, when the header has no comma), quotes doubled. */
export function parseCsv(text: string): string[][] {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const separator =
    !firstLine.includes(",") && firstLine.includes(";")
      ? ";"
      : firstLine.includes("\t") && !firstLine.includes(",")
        ? "\t"
        : ",";
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const endRow = () => {
    row.push(field);
    if (row.some((cell) => cell !== "")) rows.push(row);
    row = [];
    field = "";
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === "") quoted = true;
    else if (char === separator) {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      endRow();
    } else field += char;
  }
  if (quoted) throw new ReportError("A quoted field is never closed: the file is cut or not CSV");
  endRow();
  return rows;
}

/** A cell a spreadsheet would run: =, +, @, or a - that does not start a number. */
const isFormula = (cell: string) => /^[=+@\t\r]/.test(cell) || /^-(?![\d.,\s€$£])/.test(cell);

/** "12.34", "12,34", "€ 1,234.56", "1.234,56", "-3.10" → "12.34"… ; null when not an amount. */
export function reportAmount(said: string): string | null {
  const cleaned = said.replace(/[\s€$£]|EUR|USD|GBP/g, "");
  if (!/^-?[\d.,]+$/.test(cleaned)) return null;
  const lastSeparator = Math.max(cleaned.lastIndexOf("."), cleaned.lastIndexOf(","));
  const decimals = lastSeparator >= 0 && cleaned.length - lastSeparator - 1 <= 2;
  const whole = decimals ? cleaned.slice(0, lastSeparator) : cleaned;
  const fraction = decimals ? cleaned.slice(lastSeparator + 1) : "";
  const number = Number(`${whole.replace(/[.,]/g, "")}.${fraction || "0"}`);
  return Number.isFinite(number) ? number.toFixed(2) : null;
}

/** "2026-11-20 14:03:00", "2026-11-20T14:03:00Z", "20/11/2026 14:03", "20/11/2026": read as UTC when no zone. */
export function reportDate(said: string): Date | null {
  const value = said.trim();
  const dayFirst = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(value);
  const iso = dayFirst
    ? `${dayFirst[3]}-${dayFirst[2]!.padStart(2, "0")}-${dayFirst[1]!.padStart(2, "0")}T${(dayFirst[4] ?? "0").padStart(2, "0")}:${dayFirst[5] ?? "00"}:${dayFirst[6] ?? "00"}Z`
    : /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?$/.test(value)
      ? `${value.replace(" ", "T")}${value.length === 10 ? "T00:00:00" : ""}Z`
      : /^\d{4}-\d{2}-\d{2}T.+(Z|[+-]\d{2}:?\d{2})$/.test(value)
        ? value
        : null;
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A network's status word as a commission state; null when it is none of the known words. */
export function reportState(said: string): CommissionState | null {
  const status = said.trim().toLowerCase();
  if (/^(pending|open|new|estimated|unconfirmed)$/.test(status)) return "estimated";
  if (/^(approved|confirmed|validated|paid|settled|completed)$/.test(status)) return "settled";
  if (/^(refunded|returned|reversed|cancelled after payment)$/.test(status)) return "refunded";
  if (/^(declined|rejected|deleted|invalid|cancelled|canceled|void)$/.test(status)) return "invalid";
  return null;
}

export interface ReportRow {
  /** The line in the file (the header is line 1). */
  line: number;
  transactionId: string;
  orderedAt: Date;
  status: string;
  commissionState: CommissionState;
  commission: string;
  amount: string | null;
  currency: string;
  clickRef: string | null;
  productUrl: string | null;
  productTitle: string;
}

/** The report's orders and, for each row that cannot be kept, its line and why. */
export function readReport(text: string, mapping: Partial<Record<ReportField, string>>) {
  const [header, ...body] = parseCsv(text);
  if (!header) throw new ReportError("The file has no rows");
  if (body.length > maxReportRows)
    throw new ReportError(`The file has more than ${maxReportRows} rows: export a shorter period`);
  const names = header.map((name) => name.trim());
  const missing = requiredReportFields.filter((field) => !mapping[field] || !names.includes(mapping[field]!));
  if (missing.length) {
    const wanted = missing.map((field) => `"${mapping[field] ?? field}"`).join(", ");
    throw new ReportError(
      `The file has no column ${wanted}. Its columns: ${names.join(", ")}. Map the columns to import it.`,
    );
  }
  const column = (field: ReportField) => (mapping[field] ? names.indexOf(mapping[field]!) : -1);
  const rows: ReportRow[] = [];
  const errors: { line: number; message: string }[] = [];
  const seen = new Map<string, number>();
  body.forEach((cells, index) => {
    const line = index + 2;
    const cell = (field: ReportField) => (column(field) >= 0 ? (cells[column(field)] ?? "").trim() : "");
    const formula = reportFields.find((field) => isFormula(cell(field)));
    const fail = (message: string) => errors.push({ line, message: `Row ${line}: ${message}` });
    if (formula)
      return fail(`"${mapping[formula]}" holds a formula (${cell(formula).slice(0, 20)}…): export values only`);
    const transactionId = cell("transactionId");
    if (!transactionId) return fail("no transaction id");
    const earlier = seen.get(transactionId);
    if (earlier) return fail(`transaction ${transactionId} is also on row ${earlier}`);
    seen.set(transactionId, line);
    const orderedAt = reportDate(cell("date"));
    if (!orderedAt) return fail(`"${cell("date")}" is not a date (use 2026-11-20 or 20/11/2026)`);
    const commissionState = reportState(cell("status"));
    if (!commissionState)
      return fail(`"${cell("status")}" is not a status this import knows (pending, approved, declined…)`);
    const commission = reportAmount(cell("commission"));
    if (commission === null) return fail(`"${cell("commission")}" is not an amount`);
    const amountSaid = cell("amount");
    const amount = amountSaid ? reportAmount(amountSaid) : null;
    if (amountSaid && amount === null) return fail(`"${amountSaid}" is not an amount`);
    const currency = (cell("currency") || "EUR").toUpperCase();
    if (eurosPer[currency] === undefined)
      return fail(`"${currency}" is not a currency this import converts (EUR, USD, GBP)`);
    rows.push({
      line,
      transactionId,
      orderedAt,
      status: cell("status"),
      commissionState,
      commission,
      amount,
      currency,
      clickRef: cell("clickRef") || null,
      productUrl: cell("productUrl") || null,
      productTitle: cell("productTitle"),
    });
  });
  return { columns: names, rows, errors };
}
