import { sql } from "drizzle-orm";
import { asActor } from "#db/change-actor";
import { z } from "zod";
import { executeRows, type Db } from "#db/client.server";
import { InvalidError } from "~/lib/errors";
import { checkBackupValues } from "./backup-check.server";
import { checkEmptying, planRestore } from "./backup-plan.server";
import type { RestorePreview } from "./backup-preview";
import {
  backupTables,
  commaList,
  emptiedOnRestore,
  ident,
  backedUpRows,
  keptRows,
  readExpression,
  writeExpression,
  type BackupTable,
} from "./backup-tables.server";

/**
 * The whole database as one JSON file, and back: every table of the schema (a table added later
 * is included without touching this file), restored in one transaction so a bad file changes nothing.
 */

export const backupFormat = "zeros-garage-backup";
export const backupVersion = 1;
/** A restore this large would hold the tables locked for too long. */
export const maxBackupRows = 1_000_000;

const tableSchema = z.object({
  columns: z.array(z.string(), { error: "columns must be a list of names" }),
  rows: z.array(z.array(z.unknown(), { error: "every row must be a list of values" }), {
    error: "rows must be a list",
  }),
});

const backupSchema = z.object(
  {
    format: z.literal(backupFormat, { error: "Not a backup file" }),
    version: z.literal(backupVersion, { error: "This backup was made by another version of the app" }),
    /** The newest migration of the database it was made from: without it, nothing tells what the file should hold. */
    schema: z
      .number({ error: "The backup has no valid schema mark (the migration it was made on)" })
      .int()
      .nonnegative(),
    createdAt: z.iso.datetime({ offset: true, error: "The backup's creation date is not valid" }),
    tables: z.record(z.string(), tableSchema, { error: "The backup has no list of tables" }),
  },
  { error: "Not a backup file" },
);

export type Backup = z.output<typeof backupSchema>;

async function readTable(db: Db, table: BackupTable): Promise<Backup["tables"][string]> {
  const columns = table.columns.map((column) => sql`${readExpression(column)} as ${ident(column.name)}`);
  const orderBy = table.primaryKey.length ? sql` order by ${commaList(table.primaryKey.map(ident))}` : undefined;
  const rows = await executeRows<Record<string, unknown>>(
    db,
    sql`select ${commaList(columns)} from ${ident(table.name)}${backedUpRows(table)}${orderBy}`,
  );
  return {
    columns: table.columns.map((column) => column.name),
    rows: rows.map((row) => table.columns.map((column) => row[column.name])),
  };
}

/** Every backed-up table as one JSON-serialisable object. */
export async function createBackup(db: Db): Promise<Backup> {
  return db.transaction(
    async (db) => {
      // Timestamps are written in UTC, whatever the server's time zone.
      await db.execute(sql`set local time zone 'UTC'`);
      const tables: Backup["tables"] = {};
      for (const table of backupTables) tables[table.name] = await readTable(db, table);
      const schema = await schemaMark(db);
      return { format: backupFormat, version: backupVersion, schema, createdAt: new Date().toISOString(), tables };
    },
    // One snapshot: writes made while the backup runs cannot leave it half old, half new.
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

function firstIssue(error: z.ZodError) {
  const issue = error.issues[0]!;
  const [root, table] = issue.path;
  return root === "tables" && typeof table === "string" ? `Table ${table}: ${issue.message}` : issue.message;
}

/** The newest migration applied to this database (its journal time): what a backup was made on. */
export async function schemaMark(db: Db): Promise<number> {
  const rows = await executeRows<{ mark: string }>(
    db,
    sql`select coalesce(max(created_at), 0)::text as mark from drizzle.__drizzle_migrations`,
  );
  return Number(rows[0]?.mark ?? 0);
}

/**
 * Checks a parsed file against the live schema; answers it as a Backup or throws InvalidError. A file
 * of the same schema must match it exactly. One made before later migrations (an older mark, or none)
 * may lack the tables and columns they added: they are restored empty, or with their defaults. One
 * made by a newer version is refused.
 */
export function validateBackup(input: unknown, currentSchema?: number): Backup {
  const parsed = backupSchema.safeParse(input);
  if (!parsed.success) throw new InvalidError(firstIssue(parsed.error));
  const backup = parsed.data;
  if (currentSchema !== undefined && backup.schema > currentSchema) {
    throw new InvalidError("This backup was made by a newer version of the app: update the app, then restore it");
  }
  const older = currentSchema !== undefined && backup.schema < currentSchema;

  const known = new Set(backupTables.map((table) => table.name));
  const unknown = Object.keys(backup.tables).find((name) => !known.has(name));
  if (unknown) throw new InvalidError(`Backup has unknown table ${unknown}`);
  for (const table of backupTables) {
    if (Object.hasOwn(backup.tables, table.name)) continue;
    if (!older) throw new InvalidError(`Backup is missing table ${table.name}`);
    backup.tables[table.name] = { columns: [], rows: [] };
  }
  const total = Object.values(backup.tables).reduce((sum, table) => sum + table.rows.length, 0);
  if (total > maxBackupRows) throw new InvalidError(`Backup has more than ${maxBackupRows} rows`);

  for (const table of backupTables) {
    const { columns, rows } = backup.tables[table.name]!;
    const expected = table.columns.map((column) => column.name);
    const absent = expected.filter((name) => !columns.includes(name));
    const unknown = columns.filter((name) => !expected.includes(name));
    const repeated = columns.filter((name, i) => expected.includes(name) && columns.indexOf(name) !== i);
    const details = [
      absent.length && !older && `missing ${absent.join(", ")}`,
      unknown.length && `unknown ${unknown.join(", ")}`,
      repeated.length && `repeated ${repeated.join(", ")}`,
    ].filter(Boolean);
    if (details.length) throw new InvalidError(`Table ${table.name}: unexpected columns (${details.join("; ")})`);
    rows.forEach((row, i) => {
      if (row.length !== columns.length) {
        throw new InvalidError(
          `Table ${table.name}: row ${i + 1} has ${row.length} values, expected ${columns.length}`,
        );
      }
    });
  }
  // Rows a restore keeps as they are (the password hash...) are not the file's to give.
  const settings = backup.tables[keptRows.table]!;
  const keyAt = settings.columns.indexOf(keptRows.column);
  settings.rows = settings.rows.filter((row) => !keptRows.values.includes(row[keyAt] as string));
  checkBackupValues(backup.tables);
  return backup;
}

/**
 * Rows referencing a row of their own table (a category's parent) after it, so each insert finds its
 * parent. A cycle (a category its own ancestor) is refused, as the editor refuses it: the database
 * would take it, since both rows of the cycle can arrive in one statement.
 */
function parentsFirst(table: BackupTable, { columns, rows }: Backup["tables"][string]) {
  if (!table.parentColumn) return rows;
  const parentAt = columns.indexOf(table.parentColumn.column);
  const keyAt = columns.indexOf(table.parentColumn.key);
  const parentOf = new Map(rows.map((row) => [row[keyAt], row[parentAt]]));
  const depth = (row: unknown[]) => {
    const seen = new Set([row[keyAt]]);
    for (let parent = row[parentAt]; parentOf.has(parent); parent = parentOf.get(parent)) {
      if (seen.has(parent)) {
        throw new InvalidError(`Table ${table.name}: row ${String(row[keyAt])} is its own ancestor (a parent cycle)`);
      }
      seen.add(parent);
    }
    return seen.size;
  };
  return rows
    .map((row) => ({ row, depth: depth(row) }))
    .sort((a, b) => a.depth - b.depth)
    .map(({ row }) => row);
}

/** Rows per INSERT: few enough statements, and no statement carrying hundreds of images. */
const batchRows = 500;
const batchChars = 8 * 1024 * 1024;
/** PostgreSQL's limit of parameters in one statement. */
const maxParameters = 65_535;

function* batches(rows: unknown[][], columnCount: number) {
  const maxRows = Math.min(batchRows, Math.floor(maxParameters / columnCount));
  let batch: unknown[][] = [];
  let chars = 0;
  for (const row of rows) {
    batch.push(row);
    chars += row.reduce<number>((sum, value) => sum + (typeof value === "string" ? value.length : 0), 0);
    if (batch.length >= maxRows || chars >= batchChars) {
      yield batch;
      batch = [];
      chars = 0;
    }
  }
  if (batch.length) yield batch;
}

/**
 * A database refusing the file's data (a duplicate key, a missing referenced row, a value of the
 * wrong type) is the file's fault: a 400 that says why. Anything else stays an internal error.
 */
function refusedData(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    // SQLSTATE classes 22 (data exception) and 23 (integrity constraint violation).
    if (typeof code === "string" && /^2[23]/.test(code)) return cause.message;
  }
  return undefined;
}

async function insertRows(db: Db, table: BackupTable, data: Backup["tables"][string]) {
  const columns = data.columns.map((name) => table.columns.find((column) => column.name === name)!);
  const rows = parentsFirst(table, data);
  for (const batch of batches(rows, columns.length)) {
    const values = batch.map((row) => sql`(${commaList(row.map((value, i) => writeExpression(columns[i]!, value)))})`);
    try {
      await db.execute(
        sql`insert into ${ident(table.name)} (${commaList(columns.map((c) => ident(c.name)))}) values ${commaList(values)}`,
      );
    } catch (error) {
      const reason = refusedData(error);
      if (reason) throw new InvalidError(`Backup could not be restored: table ${table.name}: ${reason}`);
      throw error;
    }
  }
  return rows.length;
}

/** Moves each serial column's sequence past the restored ids (or back to 1 for an empty table). */
async function resetSequences(db: Db, table: BackupTable) {
  for (const column of table.columns.filter((c) => c.serial)) {
    const name = ident(column.name);
    await db.execute(
      sql`select setval(pg_get_serial_sequence(quote_ident(${table.name}), ${column.name}),
            coalesce(max(${name}), 1), max(${name}) is not null) from ${ident(table.name)}`,
    );
  }
}

/**
 * Erasure holds across a restore: an address deleted since the backup is deleted again, one that
 * unsubscribed stays unsubscribed, whatever the file says.
 */
async function applySuppressions(db: Db) {
  const hashOf = sql`encode(sha256(convert_to(lower(trim(${ident("email")})), 'UTF8')), 'hex')`;
  const suppressed = (reason: string) =>
    sql`${hashOf} in (select email_hash from mail_suppressions where reason = ${reason})`;
  await db.execute(sql`delete from newsletter_subscribers where ${suppressed("deleted")}`);
  await db.execute(
    sql`update newsletter_subscribers set is_active = false, confirm_token = null,
          unsubscribed_at = coalesce(unsubscribed_at, now())
        where is_active and ${suppressed("unsubscribed")}`,
  );
}

/** What restoring the file (validated by validateBackup) would change, table by table; writes nothing. */
export function previewRestore(db: Db, backup: Backup): Promise<RestorePreview> {
  return planRestore(db, backup.tables);
}

/**
 * Replaces the backed-up tables' rows with the file's (validated by validateBackup), in one
 * transaction: if anything fails, the database is left as it was. Tables that hold rows now and would
 * be left empty must be named in `confirmEmpty` (see checkEmptying).
 */
export async function restoreBackup(
  db: Db,
  backup: Backup,
  { confirmEmpty = [] }: { confirmEmpty?: readonly string[] } = {},
): Promise<{ tables: number; rows: number }> {
  const rows = await db.transaction(async (db) => {
    // The restored rows are not changes one by one: each product and category gets one "restored" line below.
    await asActor(db, "restore");
    const replaced = [...backupTables.map((table) => table.name), ...emptiedOnRestore];
    // No writes between the comparison below and the replacement: what is emptied is what was confirmed.
    await db.execute(sql`lock table ${commaList(replaced.map(ident))} in exclusive mode`);
    checkEmptying(await planRestore(db, backup.tables), confirmEmpty);
    const truncated = replaced.filter((name) => name !== keptRows.table);
    // One statement for all tables, so foreign keys between them do not matter. No CASCADE: a table
    // referencing these that is not in the list makes this fail rather than being emptied unnoticed.
    await db.execute(sql`truncate ${commaList(truncated.map(ident))}`);
    await db.execute(sql`delete from ${ident(keptRows.table)}${backedUpRows({ name: keptRows.table })}`);
    let count = 0;
    for (const table of backupTables) count += await insertRows(db, table, backup.tables[table.name]!);
    for (const table of backupTables) await resetSequences(db, table);
    // Every timeline shows when the site went back to a backup; a row of its own per product would make the
    // restored rows differ from the file's.
    await db.execute(sql`insert into settings (key, value) values ('restored-at', to_jsonb(now()))
      on conflict (key) do update set value = excluded.value`);
    await applySuppressions(db);
    return count;
  });
  return { tables: backupTables.length, rows };
}
