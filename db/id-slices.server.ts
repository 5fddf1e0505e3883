import { between, max, min, type SQL, type SQLWrapper } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "./client.server";

/** Ids per slice: at 10,000 products a read of every product's translations took 0.5–0.9 s in one statement. */
export const idSliceSize = 2000;

/**
 * Reads the whole catalogue in slices of `ids` (a table's id column): `read` gets `slice(column)`, the condition that
 * keeps `column` (that id, or a column naming it) within the slice, and the slice's first and last id; the rows come
 * back concatenated in slice order. `pause` runs between slices (a quiet turn): on PGlite a statement runs in the server's thread and cannot be
 * interrupted, so one read of 50,000 rows held every request, `/healthz` included, for its whole length; sliced, a
 * request waits for one slice (decision 0029). A read ordered by the id first keeps its order.
 */
export async function readInIdSlices<T>(
  db: Db,
  ids: PgColumn,
  read: (slice: (column: SQLWrapper) => SQL, ids: { from: number; to: number }) => Promise<T[]>,
  { pause, size = idSliceSize }: { pause: () => Promise<unknown>; size?: number },
): Promise<T[]> {
  const [bounds] = await db.select({ first: min(ids), last: max(ids) }).from(ids.table);
  const rows: T[] = [];
  // An empty table has no bounds (and Number(null) would be 0).
  if (bounds?.first == null || bounds.last == null) return rows;
  const first = Number(bounds.first);
  const last = Number(bounds.last);
  for (let from = first; from <= last; from += size) {
    if (from !== first) await pause();
    const to = from + size - 1;
    rows.push(...(await read((column) => between(column, from, to), { from, to })));
  }
  return rows;
}
