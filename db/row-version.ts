import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * The condition an edit's UPDATE adds to its WHERE (decision 0031): the row is still at the version the
 * form loaded, its `updatedAt`; no condition when the save names none. Checked in the same statement, so
 * no other save can slip in between the check and the write.
 */
export function atVersion(updatedAt: PgColumn, expected: string | undefined): SQL | undefined {
  // Versions travel as ISO strings (milliseconds); the column may hold microseconds (now()).
  return expected === undefined ? undefined : sql`date_trunc('milliseconds', ${updatedAt}) = ${expected}::timestamptz`;
}
