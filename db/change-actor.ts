import { sql } from "drizzle-orm";
import type { Db } from "./client.server";

/** Who wrote a change of a product or category, as its timeline names it (drizzle/0028_change_log_triggers.sql). */
export const changeActors = [
  "curator",
  "bulk",
  "import",
  "ai",
  "seo",
  "url-fixer",
  "sync",
  "restore",
  "revert",
  "site",
] as const;
export type ChangeActor = (typeof changeActors)[number];

/**
 * Names the writer of the transaction's changes for the timeline's triggers: `tx` must be a transaction (the
 * setting lasts until it ends). The outermost writer wins: a CSV import saving through the product form's service
 * stays an import. A revert also names the change it undoes.
 */
export async function asActor(tx: Db, actor: ChangeActor, reverts?: number) {
  await tx.execute(
    sql`select set_config('app.change_actor', coalesce(nullif(current_setting('app.change_actor', true), ''), ${actor}), true),
        set_config('app.change_reverts', ${reverts === undefined ? "" : String(reverts)}, true)`,
  );
}
