import { sql } from "drizzle-orm";
import { executeRows, type Db } from "#db/client.server";
import { forgottenRequests, requestSuppressionHash, type ForgottenRequestKind } from "~/features/mail/index.server";
import { ConfirmationNeededError } from "~/lib/errors";
import type { RestorePreview, RestoreTablePreview } from "./backup-preview";
import { backupTables, backedUpRows, commaList, ident, readExpression } from "./backup-tables.server";

/**
 * What a restore would do, before it does it: the file without the requests their riders asked to
 * forget, and per table the rows now and in the file. Tables that hold rows now and none in the file
 * are emptied only when the curator names them (a partial or empty file is refused otherwise).
 */

type TableData = { columns: string[]; rows: unknown[][] };

const forgettable: { kind: ForgottenRequestKind; table: string; mailColumn: string }[] = [
  { kind: "visor", table: "visor_requests", mailColumn: "visor_request_id" },
  { kind: "stock", table: "stock_requests", mailColumn: "stock_request_id" },
  { kind: "alert", table: "price_alerts", mailColumn: "price_alert_id" },
];

/** Leaves out of the file the requests their riders forgot since it was made, and those requests' mail. */
async function dropForgottenRequests(db: Db, tables: Record<string, TableData>) {
  const forgotten = await forgottenRequests(db);
  const mail = tables.mail_outbox!;
  for (const { kind, table, mailColumn } of forgettable) {
    const data = tables[table]!;
    const tokenAt = data.columns.indexOf("stop_token");
    if (!forgotten[kind].size || tokenAt < 0) continue;
    const idAt = data.columns.indexOf("id");
    const dropped = new Set<unknown>();
    data.rows = data.rows.filter((row) => {
      const gone = forgotten[kind].has(requestSuppressionHash(String(row[tokenAt])));
      if (gone) dropped.add(row[idAt]);
      return !gone;
    });
    const requestAt = mail.columns.indexOf(mailColumn);
    if (requestAt >= 0) mail.rows = mail.rows.filter((row) => !dropped.has(row[requestAt]));
  }
}

async function previewTable(db: Db, name: string, data: TableData): Promise<RestoreTablePreview> {
  const table = backupTables.find((t) => t.name === name)!;
  const keyColumns = table.primaryKey.map((key) => table.columns.find((column) => column.name === key)!);
  const keys = keyColumns.map((column) => sql`${readExpression(column)} as ${ident(column.name)}`);
  // Only the keys are read: a table of images is compared without loading them.
  const live = await executeRows<Record<string, unknown>>(
    db,
    sql`select ${commaList([sql`1 as one`, ...keys])} from ${ident(name)}${backedUpRows(table)}`,
  );
  const nowKeys = new Set(live.map((row) => JSON.stringify(table.primaryKey.map((key) => row[key]))));
  const at = table.primaryKey.map((key) => data.columns.indexOf(key));
  const fileKeys = new Set(data.rows.map((row) => JSON.stringify(at.map((i) => row[i]))));
  const missingFrom = (a: Set<string>, b: Set<string>) => [...a].filter((key) => !b.has(key)).length;
  const keyed = keyColumns.length > 0 && at.every((i) => i >= 0);
  return {
    table: name,
    now: live.length,
    file: data.rows.length,
    added: keyed ? missingFrom(fileKeys, nowKeys) : data.rows.length,
    removed: keyed ? missingFrom(nowKeys, fileKeys) : live.length,
  };
}

/** Drops the forgotten requests from a validated file and compares it with the database. */
export async function planRestore(db: Db, tables: Record<string, TableData>): Promise<RestorePreview> {
  await dropForgottenRequests(db, tables);
  const previews: RestoreTablePreview[] = [];
  for (const table of backupTables) previews.push(await previewTable(db, table.name, tables[table.name]!));
  return {
    tables: previews,
    emptied: previews.filter((p) => p.now > 0 && p.file === 0).map((p) => p.table),
  };
}

/** Refuses (409) a restore that would empty tables the curator did not name in `confirmEmpty`. */
export function checkEmptying({ tables, emptied }: RestorePreview, confirmEmpty: readonly string[]) {
  const unconfirmed = emptied.filter((name) => !confirmEmpty.includes(name));
  if (!unconfirmed.length) return;
  const rowsNow = (name: string) => tables.find((t) => t.table === name)!.now;
  throw new ConfirmationNeededError(
    `This restore would empty ${unconfirmed.length} table(s) that hold rows now: ` +
      `${unconfirmed.map((name) => `${name} (${rowsNow(name)} rows)`).join(", ")}. ` +
      "Check the preview, then confirm by naming them in confirmEmpty",
    unconfirmed,
  );
}
