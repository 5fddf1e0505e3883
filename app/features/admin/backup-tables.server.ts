import { is, sql, type SQL, type SQLChunk } from "drizzle-orm";
import { CasingCache } from "drizzle-orm/casing";
import { getTableConfig, PgTable, type PgColumn } from "drizzle-orm/pg-core";
import * as schema from "#db/schema";

/**
 * The tables a backup holds, described from the schema (columns, keys, insertion order), and how each
 * column's values are read from and written to the database so both drivers agree.
 */
/**
 * Never in a backup and never touched by a restore: secrets, short-lived state (the live mail workers, the sync under way), and the hashes of
 * erased addresses and forgotten requests (an older backup must not forget that someone asked to be forgotten).
 */
const privateTables = [
  "admin_sessions",
  "login_attempts",
  "rate_limits",
  "mail_suppressions",
  "request_suppressions",
  "mail_workers",
  "marketplace_sync_state",
  "order_sync_state",
];
/**
 * Not in a backup because they follow from the rest: catalogue_version is bumped by the restore's own
 * writes (statement triggers, see drizzle/0002), resized images are made again on demand, and the
 * search documents and vocabulary are written again by the restored products' triggers (drizzle/0012).
 */
const derivedTables = ["catalogue_version", "media_variants", "product_search", "search_terms"];
/** Emptied by a restore although not in the backup: what was derived from the rows being replaced. */
export const emptiedOnRestore = ["media_variants", "product_search", "search_terms"];
/**
 * Rows kept out of a backup and left as they are by a restore: the admin password hash (see
 * auth.server.ts) and second-factor secret (totp.server.ts), and the salt that the kept login
 * attempts and rate limits were hashed with.
 */
export const keptRows = {
  table: "settings",
  column: "key",
  values: ["admin-password-hash", "admin-password-in-use", "admin-totp", "rate-limit-salt", "restored-at"],
};

export interface BackupColumn {
  name: string;
  /** How a value is read and written: see readExpression and writeExpression. */
  kind: "bytes" | "json" | "time" | "native" | "text";
  sqlType: string;
  notNull: boolean;
  serial: boolean;
  /** The values a text or enum column takes, when the schema lists them. */
  enumValues?: readonly string[];
}

/** A foreign key: these columns name a row of `table` by its `foreignColumns`. */
export interface BackupReference {
  columns: string[];
  table: string;
  foreignColumns: string[];
}

export interface BackupTable {
  name: string;
  columns: BackupColumn[];
  primaryKey: string[];
  /** A column pointing at another row of the same table (a category's parent). */
  parentColumn?: { column: string; key: string };
  /** Its foreign keys, to other tables and to itself. */
  references: BackupReference[];
}

// The database is opened with casing "snake_case": the same conversion gives the SQL column names.
const casing = new CasingCache("snake_case");

function columnKind(sqlType: string): BackupColumn["kind"] {
  if (sqlType === "bytea") return "bytes";
  if (sqlType === "json" || sqlType === "jsonb") return "json";
  if (sqlType.startsWith("timestamp") || sqlType === "date") return "time";
  // Both drivers hand these back as exact JavaScript values; anything else (numeric, enums, ...) as text.
  if (["boolean", "smallint", "integer", "serial", "smallserial"].includes(sqlType)) return "native";
  return "text";
}

function describeTable(table: PgTable): BackupTable {
  const config = getTableConfig(table);
  const nameOf = (column: PgColumn) => casing.getColumnCasing(column);
  const foreignKeys = config.foreignKeys.map((fk) => fk.reference());
  const self = foreignKeys.find((fk) => fk.foreignTable === table && fk.columns.length === 1);
  return {
    name: config.name,
    columns: config.columns.map((column) => {
      const sqlType = column.getSQLType();
      return {
        name: nameOf(column),
        kind: columnKind(sqlType),
        sqlType,
        notNull: column.notNull,
        serial: /serial$/.test(sqlType),
        enumValues: column.enumValues,
      };
    }),
    primaryKey: [
      ...config.columns.filter((column) => column.primary),
      ...config.primaryKeys.flatMap((pk) => pk.columns),
    ].map(nameOf),
    parentColumn: self && { column: nameOf(self.columns[0]!), key: nameOf(self.foreignColumns[0]!) },
    references: foreignKeys.map((fk) => ({
      columns: fk.columns.map(nameOf),
      table: getTableConfig(fk.foreignTable).name,
      foreignColumns: fk.foreignColumns.map(nameOf),
    })),
  };
}

/** Tables before the tables referencing them, so rows can be inserted in this order. */
function referencedFirst(tables: BackupTable[]): BackupTable[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered = new Set<BackupTable>();
  const visit = (table: BackupTable, path: Set<BackupTable>) => {
    if (ordered.has(table) || path.has(table)) return;
    path.add(table);
    for (const { table: name } of table.references) {
      const referenced = byName.get(name);
      if (referenced) visit(referenced, path);
    }
    ordered.add(table);
  };
  for (const table of tables) visit(table, new Set());
  return [...ordered];
}

const excludedTables = new Set([...privateTables, ...derivedTables]);

/** The backed-up tables, in insertion order. */
export const backupTables = referencedFirst(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map(describeTable)
    .filter((table) => !excludedTables.has(table.name)),
);

export const ident = (name: string) => sql.identifier(name);
export const commaList = (parts: SQLChunk[]) => sql.join(parts, sql`, `);
const keptValues = () => commaList(keptRows.values.map((value) => sql`${value}`));
/** The rows of a table that a backup holds and a restore replaces: all but the kept settings. */
export const backedUpRows = (table: { name: string }) =>
  table.name === keptRows.table ? sql` where ${ident(keptRows.column)} not in (${keptValues()})` : undefined;

/** Reads a column so both drivers (PGlite, node-postgres) give the same value, that writes back exactly. */
export function readExpression(column: BackupColumn): SQLChunk {
  const name = ident(column.name);
  switch (column.kind) {
    // encode() breaks lines every 76 characters.
    case "bytes":
      return sql`translate(encode(${name}, 'base64'), E'\n', '')`;
    // ISO 8601 with microseconds (a Date would keep milliseconds only).
    case "time":
      return sql`to_json(${name}) #>> '{}'`;
    case "json":
    case "native":
      return name;
    case "text":
      return sql`${name}::text`;
  }
}

/** A value of the file as an SQL expression; plain parameters take the type of their column. */
export function writeExpression(column: BackupColumn, value: unknown): SQL {
  // Parameters go as text with explicit casts, so neither driver applies its own conversion.
  if (column.kind === "bytes") return sql`decode(${value}::text, 'base64')`;
  if (column.kind === "json") {
    // null in a NOT NULL column can only have been the JSON value null.
    const json = value === null && !column.notNull ? null : JSON.stringify(value);
    return sql`${json}::text::${sql.raw(column.sqlType)}`;
  }
  return sql`${value}`;
}
