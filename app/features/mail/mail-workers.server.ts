import { and, eq, inArray, isNotNull, lt, notInArray, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { mailOutbox, mailWorkers } from "#db/schema";

/**
 * How the outbox workers of several server instances share the outbox (decision 0010, "claims"): each
 * renews its row every `heartbeatSeconds`; one not seen for `staleSeconds` is gone (stopped, crashed,
 * `kill -9`) and the claims it left are released at once, without waiting for them to expire.
 */
export interface WorkerTimings {
  claimSeconds: number;
  heartbeatSeconds: number;
  staleSeconds: number;
}
export const defaultWorkerTimings: WorkerTimings = { claimSeconds: 120, heartbeatSeconds: 5, staleSeconds: 30 };

/** What the admin reads on a message whose worker went away mid-send. */
const goneWorkerError =
  "The server sending it stopped before the mail server answered; it is sent again (at most once more).";

/** The worker is alive: its row says so, and the messages it is sending (`holding`) stay its own. */
export async function renewWorker(db: Db, workerId: string, claimSeconds: number, holding: number[] = []) {
  await db
    .insert(mailWorkers)
    .values({ id: workerId })
    .onConflictDoUpdate({ target: mailWorkers.id, set: { lastSeenAt: sql`now()` } });
  if (!holding.length) return;
  await db
    .update(mailOutbox)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${claimSeconds})` })
    .where(and(inArray(mailOutbox.id, holding), eq(mailOutbox.lockedBy, workerId), eq(mailOutbox.status, "pending")));
}

/**
 * Releases the claims of every worker not seen for `staleSeconds` (or with no row at all), and forgets
 * those workers. Answers how many messages are free again.
 */
export async function releaseGoneWorkers(db: Db, staleSeconds: number) {
  const alive = db
    .select({ id: mailWorkers.id })
    .from(mailWorkers)
    .where(sql`${mailWorkers.lastSeenAt} > now() - make_interval(secs => ${staleSeconds})`);
  const released = await db
    .update(mailOutbox)
    .set({ lockedUntil: null, lockedBy: null, lastError: goneWorkerError })
    .where(
      and(isNotNull(mailOutbox.lockedBy), eq(mailOutbox.status, "pending"), notInArray(mailOutbox.lockedBy, alive)),
    )
    .returning({ id: mailOutbox.id });
  await db.delete(mailWorkers).where(lt(mailWorkers.lastSeenAt, sql`now() - make_interval(secs => ${staleSeconds})`));
  return released.length;
}

/** A worker that stops cleanly leaves: its row goes, and so would any claim it still held. */
export async function retireWorker(db: Db, workerId: string) {
  await db
    .update(mailOutbox)
    .set({ lockedUntil: null, lockedBy: null })
    .where(and(eq(mailOutbox.lockedBy, workerId), eq(mailOutbox.status, "pending")));
  await db.delete(mailWorkers).where(eq(mailWorkers.id, workerId));
}
