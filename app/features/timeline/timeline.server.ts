import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { asActor, type ChangeActor } from "#db/change-actor";
import { executeRows, type Db } from "#db/client.server";
import { changeLog, settings } from "#db/schema";
import { ConflictError, InvalidError, NotFoundError } from "~/lib/errors";
import { recordPrice } from "~/features/prices/index.server";
import { revertableColumns, type TimelineEntry } from "./timeline";

type Entity = "product" | "category";
type Changes = Record<string, [unknown, unknown]>;

/** The row a change touched: its table and key. */
function rowOf(entity: Entity, entityId: number, languageCode: string | null) {
  const translation = languageCode !== null;
  const table = sql.identifier(
    translation ? `${entity}_translations` : entity === "product" ? "products" : "categories",
  );
  const key = translation
    ? sql`${table}.${sql.identifier(`${entity}_id`)} = ${entityId} and ${table}.language_code = ${languageCode}`
    : sql`${table}.id = ${entityId}`;
  return { table, key };
}

/** What a change can put back: the revertable columns it changed from a value (a first translation has none). */
function revertablePart(entity: Entity, languageCode: string | null, changes: Changes) {
  const columns: readonly string[] =
    revertableColumns[`${entity}${languageCode === null ? "" : "Translation"}` as keyof typeof revertableColumns];
  return Object.keys(changes).filter((column) => columns.includes(column) && changes[column]![0] !== null);
}

/**
 * The newest changes of a product or category first (50), each with whether one step undoes it, and when the site
 * was last put back to a backup (the changes before that time came with it).
 */
export async function readTimeline(db: Db, entity: Entity, entityId: number, limit = 50) {
  const [restored] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, "restored-at"));
  return { entries: await readChanges(db, entity, entityId, limit), restoredAt: (restored?.value as string) ?? null };
}

async function readChanges(db: Db, entity: Entity, entityId: number, limit: number): Promise<TimelineEntry[]> {
  const rows = await db
    .select()
    .from(changeLog)
    .where(and(eq(changeLog.entity, entity), eq(changeLog.entityId, entityId)))
    .orderBy(desc(changeLog.id))
    .limit(limit);
  const ids = rows.map((row) => row.id);
  const undone = ids.length
    ? await db
        .select({ id: changeLog.id, reverts: changeLog.reverts })
        .from(changeLog)
        .where(inArray(changeLog.reverts, ids))
    : [];
  const revertedBy = new Map(undone.map((row) => [row.reverts!, row.id]));
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor as ChangeActor,
    languageCode: row.languageCode,
    changes: Object.entries(row.changes).map(([column, [before, after]]) => ({ column, before, after })),
    reverts: row.reverts,
    revertedBy: revertedBy.get(row.id) ?? null,
    revertable: !revertedBy.has(row.id) && revertablePart(row.entity, row.languageCode, row.changes).length > 0,
  }));
}

/**
 * Undoes one change: puts back the values it replaced, as a new change of the timeline ('revert'). Refused, writing
 * nothing, when one of those values changed again since (409, naming them) or when it was undone already.
 */
export async function revertChange(db: Db, changeId: number) {
  const [entry] = await db.select().from(changeLog).where(eq(changeLog.id, changeId));
  if (!entry) throw new NotFoundError("Change not found");
  const columns = revertablePart(entry.entity, entry.languageCode, entry.changes);
  if (!columns.length) throw new InvalidError("This change cannot be undone here");
  return db.transaction(async (tx) => {
    const [undone] = await tx.select({ id: changeLog.id }).from(changeLog).where(eq(changeLog.reverts, changeId));
    if (undone) throw new ConflictError("This change was undone already");
    const { table, key } = rowOf(entry.entity, entry.entityId, entry.languageCode);
    const [current] = await executeRows<{ row: Record<string, unknown> }>(
      tx,
      sql`select to_jsonb(${table}) as row from ${table} where ${key} for update`,
    );
    if (!current || (entry.languageCode === null && current.row.deleted_at !== null)) {
      throw new NotFoundError(entry.entity === "product" ? "Product not found" : "Category not found");
    }
    const changedSince = columns.filter(
      (column) => JSON.stringify(current.row[column]) !== JSON.stringify(entry.changes[column]![1]),
    );
    if (changedSince.length) {
      throw new ConflictError(`Changed again since: ${changedSince.join(", ")}`);
    }
    const before = Object.fromEntries(columns.map((column) => [column, entry.changes[column]![0]]));
    await asActor(tx, "revert", changeId);
    const assignments = sql.join(
      [
        ...columns.map((column) => sql`${sql.identifier(column)} = r.${sql.identifier(column)}`),
        sql`updated_at = now()`,
      ],
      sql`, `,
    );
    const [saved] = await executeRows<{ price?: string; stock?: number | null }>(
      tx,
      sql`update ${table} set ${assignments} from jsonb_populate_record(null::${table}, ${JSON.stringify(before)}::jsonb) r
          where ${key} returning ${table}.*`,
    );
    // A price put back is a price the product had again: its history (and honest prior price) follows.
    if (
      entry.entity === "product" &&
      entry.languageCode === null &&
      (columns.includes("price") || columns.includes("stock"))
    ) {
      await recordPrice(tx, entry.entityId, { price: saved!.price!, available: saved!.stock !== 0, source: "curator" });
    }
    return { reverted: changeId, columns };
  });
}
