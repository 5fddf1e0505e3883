import { siteSettingsKey, storedSiteSettingsSchema } from "~/features/settings";
import { supportedLanguages } from "~/i18n/languages";
import { InvalidError } from "~/lib/errors";
import { backupTables, type BackupColumn, type BackupTable } from "./backup-tables.server";

/**
 * The checks of a backup's values before a restore writes anything: every value against its column's
 * type in the schema, the site settings against their own schema, the rows the site needs, and every
 * reference resolved within the file. A restore that passes them cannot leave a page unable to render.
 */

type TableData = { columns: string[]; rows: unknown[][] };

/** Problems named in the answer: enough to fix the file, not a wall of text. */
const shownProblems = 5;

const integerRanges: Record<string, [number, number]> = {
  smallint: [-32_768, 32_767],
  smallserial: [1, 32_767],
  integer: [-2_147_483_648, 2_147_483_647],
  serial: [1, 2_147_483_647],
};
const isoDate = /^\d{4}-\d\d-\d\d$/;
const isoTime = /^\d{4}-\d\d-\d\d[T ]\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d(:?\d\d)?)?$/;
const base64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** What the column expects, when `value` is not it; undefined when the value fits. */
function valueProblem(column: BackupColumn, value: unknown): string | undefined {
  if (column.kind === "json") return undefined;
  if (value === null) return column.notNull ? "required" : undefined;
  const { sqlType } = column;
  if (column.kind === "bytes")
    return typeof value === "string" && base64.test(value) ? undefined : "expected base64 data";
  if (sqlType === "boolean") return typeof value === "boolean" ? undefined : "expected true or false";
  const range = integerRanges[sqlType];
  if (range) {
    const fits = Number.isInteger(value) && (value as number) >= range[0] && (value as number) <= range[1];
    return fits ? undefined : "expected a whole number";
  }
  if (column.kind === "time") {
    const pattern = sqlType === "date" ? isoDate : isoTime;
    const fits = typeof value === "string" && pattern.test(value) && !Number.isNaN(Date.parse(value));
    return fits ? undefined : sqlType === "date" ? "expected a date" : "expected a date and time";
  }
  const numeric = /^numeric\((\d+), ?(\d+)\)$/.exec(sqlType);
  if (numeric) {
    const digits = Number(numeric[1]) - Number(numeric[2]);
    const number =
      typeof value === "string" || typeof value === "number" ? /^-?(\d+)(\.\d+)?$/.exec(String(value)) : null;
    const fits = number && number[1]!.replace(/^0+/, "").length <= digits;
    return fits ? undefined : `expected a number with at most ${digits} digits before the point`;
  }
  if (typeof value !== "string") return "expected text";
  if (column.enumValues && !column.enumValues.includes(value)) return `expected one of ${column.enumValues.join(", ")}`;
  return undefined;
}

/** A row's values by column name (the file's columns may come in any order, or lack later ones). */
const valueOf = (data: TableData, row: unknown[], column: string) => {
  const at = data.columns.indexOf(column);
  return at < 0 ? undefined : row[at];
};

function* typeProblems(table: BackupTable, data: TableData) {
  const columns = data.columns.map((name) => table.columns.find((column) => column.name === name)!);
  for (const [i, row] of data.rows.entries()) {
    for (const [j, column] of columns.entries()) {
      const problem = valueProblem(column, row[j]);
      if (problem) yield `Table ${table.name}: row ${i + 1} has an invalid ${column.name} (${problem})`;
    }
  }
}

function* settingsProblems(data: TableData) {
  for (const [i, row] of data.rows.entries()) {
    if (valueOf(data, row, "key") !== siteSettingsKey) continue;
    const parsed = storedSiteSettingsSchema.safeParse(valueOf(data, row, "value"));
    for (const issue of parsed.error?.issues ?? []) {
      const field = ["value", ...issue.path].join(".");
      yield `Table settings: row ${i + 1} (key ${siteSettingsKey}) has an invalid ${field} (${issue.message})`;
    }
  }
}

/** The languages table holds every language of the site: pages, translations and the switcher read them. */
function* requiredRowProblems(data: TableData) {
  const codes = new Set(data.rows.map((row) => valueOf(data, row, "code")));
  const missing = supportedLanguages.filter((code) => !codes.has(code));
  if (missing.length) yield `Table languages: the site needs a row for each language, missing ${missing.join(", ")}`;
}

/** Every foreign key names a row of the file (the database would refuse it, after emptying the tables). */
function* referenceProblems(table: BackupTable, tables: Record<string, TableData>) {
  for (const reference of table.references) {
    const target = tables[reference.table];
    if (!target) continue;
    const keyOf = (data: TableData, row: unknown[], columns: string[]) =>
      JSON.stringify(columns.map((column) => valueOf(data, row, column)));
    const known = new Set(target.rows.map((row) => keyOf(target, row, reference.foreignColumns)));
    const data = tables[table.name]!;
    for (const [i, row] of data.rows.entries()) {
      const values = reference.columns.map((column) => valueOf(data, row, column));
      if (values.some((value) => value === null || value === undefined)) continue;
      if (known.has(keyOf(data, row, reference.columns))) continue;
      const names = reference.columns.join(", ");
      yield `Table ${table.name}: row ${i + 1} has ${names} ${values.join(", ")}, which is not a row of ${reference.table}`;
    }
  }
}

function* allProblems(tables: Record<string, TableData>) {
  for (const table of backupTables) yield* typeProblems(table, tables[table.name]!);
  yield* settingsProblems(tables.settings!);
  yield* requiredRowProblems(tables.languages!);
  for (const table of backupTables) yield* referenceProblems(table, tables);
}

/** Throws one InvalidError naming the first problems of the file's values (table, row and field). */
export function checkBackupValues(tables: Record<string, TableData>) {
  const problems: string[] = [];
  for (const problem of allProblems(tables)) {
    problems.push(problem);
    if (problems.length > shownProblems) break;
  }
  if (!problems.length) return;
  const more = problems.length > shownProblems ? "; and more" : "";
  throw new InvalidError(problems.slice(0, shownProblems).join("; ") + more);
}
