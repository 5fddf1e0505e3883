import { eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "#db/client.server";
import { logError } from "#db/log-error";
import { claimableRun } from "#db/single-run.server";
import { orderSyncState } from "#db/schema";
import type { AliExpressClient } from "~/features/marketplace/index.server";
import { readAliExpressOrders } from "./aliexpress-orders.server";
import { saveOrders } from "./orders.server";

const hour = 3600_000;
const dayMs = 24 * hour;
/** A run whose holder stopped renewing its heartbeat this long ago is taken over. */
const staleAfterSeconds = 60;
/** The first run reads this far back; later runs from a little before the last one's end (new orders take hours). */
const firstLookBackDays = 90;
const overlapMs = 3 * dayMs;

export interface OrderSyncDeps {
  db: Db;
  client: AliExpressClient;
  now?: () => Date;
}

/** Claims the one order sync of all instances: free (or its holder silent), and due when `dueHours` is given. */
async function claimRun(db: Db, dueHours?: number) {
  const claimed = await db
    .update(orderSyncState)
    .set({ running: true, heartbeatAt: sql`now()`, seen: 0, added: 0, updated: 0, lastError: null })
    .where(claimableRun(orderSyncState, { dueHours, staleAfterSeconds }))
    .returning({ syncedUntil: orderSyncState.syncedUntil });
  return claimed[0];
}

async function runSync({ db, client, now = () => new Date() }: OrderSyncDeps, syncedUntil: Date | null) {
  const state = (set: PgUpdateSetSource<typeof orderSyncState>) =>
    db
      .update(orderSyncState)
      .set({ ...set, heartbeatAt: sql`now()` })
      .where(eq(orderSyncState.id, 1));
  const end = now();
  const start = syncedUntil
    ? new Date(syncedUntil.getTime() - overlapMs)
    : new Date(end.getTime() - firstLookBackDays * dayMs);
  try {
    await readAliExpressOrders(client, start, end, async (orders) => {
      const { added, updated } = await saveOrders(db, orders);
      await state({
        seen: sql`${orderSyncState.seen} + ${orders.length}`,
        added: sql`${orderSyncState.added} + ${added}`,
        updated: sql`${orderSyncState.updated} + ${updated}`,
      });
    });
    await state({ running: false, finishedAt: sql`now()`, syncedUntil: end });
  } catch (error) {
    // What AliExpress said is shown to the curator; the next run starts again from the same point.
    await state({ running: false, finishedAt: sql`now()`, lastError: (error as Error).message });
    throw error;
  }
}

const runs = new WeakMap<Db, Promise<void>>();

/** Starts reading orders unless a run is under way on any instance (`started` false then). */
export async function startOrderSync(deps: OrderSyncDeps, { dueHours }: { dueHours?: number } = {}) {
  const claimed = await claimRun(deps.db, dueHours);
  if (!claimed) return { started: false };
  const run = runSync(deps, claimed.syncedUntil).catch((error: unknown) => logError("Order sync failed", error));
  runs.set(deps.db, run);
  return { started: true };
}

/** Resolves when this instance's order sync of this database has ended. */
export const whenOrdersSynced = (db: Db) => runs.get(db) ?? Promise.resolve();

/** The last run (or the one under way): what the earnings screen says about the orders' freshness. */
export async function orderSyncStatus(db: Db) {
  const [row] = await db.select().from(orderSyncState).where(eq(orderSyncState.id, 1));
  return {
    running: row?.running ?? false,
    syncedUntil: row?.syncedUntil?.toISOString() ?? null,
    finishedAt: row?.finishedAt?.toISOString() ?? null,
    seen: row?.seen ?? 0,
    added: row?.added ?? 0,
    updated: row?.updated ?? 0,
    lastError: row?.lastError ?? null,
  };
}

/** The scheduled order sync (ORDER_SYNC_HOURS; 0 turns it off): every hour it claims a run that is due. */
export function startOrderSyncWorker(deps: OrderSyncDeps & { hours: number }) {
  const round = () =>
    void startOrderSync(deps, { dueHours: deps.hours }).catch((error: unknown) =>
      logError("Scheduled order sync failed", error),
    );
  const timer = setInterval(round, Math.min(deps.hours * hour, hour));
  timer.unref();
  round();
  return { stop: () => clearInterval(timer) };
}
