import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { mailOutbox } from "#db/schema";
import { containsText } from "#db/predicates";
import { NotFoundError } from "~/lib/errors";
import { pageOf } from "~/lib/form-schemas";
import { outboxPageSize, type OutboxQuery } from "./outbox.schema";

/** A message ready to go: rendered once, when it is queued. */
export interface OutgoingMessage {
  kind:
    | "visor-available"
    | "stock-back"
    | "stock-confirm"
    | "price-drop"
    | "price-alert-confirm"
    | "newsletter-confirm"
    | "newsletter-issue"
    | "digest"
    | "test";
  recipient: string;
  language: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  visorRequestId?: number | null;
  stockRequestId?: number | null;
  priceAlertId?: number | null;
  productId?: number | null;
  newsletterIssueId?: number | null;
  /** The curator's digest: the period it tells, sent once (the outbox's `mail_outbox_digest_once`). */
  digestPeriod?: string | null;
}

/** Tries before a message is failed for good, and the wait after each failed try (the first within a minute). */
export const maxAttempts = 6;
const retryDelaysSeconds = [30, 120, 600, 3600, 6 * 3600];
export const retryDelaySeconds = (attempts: number) =>
  retryDelaysSeconds[Math.min(attempts, retryDelaysSeconds.length) - 1] ?? retryDelaysSeconds[0]!;
/** Writes messages to the outbox (pass the transaction of the change that causes them). */
export async function queueMail(db: Db, messages: OutgoingMessage[]) {
  if (!messages.length) return [];
  return db
    .insert(mailOutbox)
    .values(messages.map((m) => ({ ...m, headers: m.headers ?? {} })))
    .returning({ id: mailOutbox.id });
}

/**
 * Writes one message that may exist only once (a digest's period: the partial unique index): `insert … on conflict
 * do nothing`, so two instances asking at the same moment write one row. Answers its id, or undefined when it was
 * already there.
 */
export async function queueMailOnce(db: Db, message: OutgoingMessage) {
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...message, headers: message.headers ?? {} })
    .onConflictDoNothing()
    .returning({ id: mailOutbox.id });
  return row?.id;
}

/** Whether the curator's digest of `period` is in the outbox already (waiting, sent or failed). */
export async function digestQueued(db: Db, period: string) {
  const [row] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, "digest"), eq(mailOutbox.digestPeriod, period)))
    .limit(1);
  return Boolean(row);
}

/** Newsletter mail to an address that left: what still waits is withdrawn (`everything`: also what went, on erasure). */
export async function withdrawNewsletterMail(db: Db, recipient: string, { everything = false } = {}) {
  await db
    .delete(mailOutbox)
    .where(
      and(
        eq(mailOutbox.recipient, recipient),
        inArray(mailOutbox.kind, ["newsletter-issue", "newsletter-confirm"]),
        everything ? undefined : eq(mailOutbox.status, "pending"),
      ),
    );
}

export type ClaimedMessage = typeof mailOutbox.$inferSelect;

/**
 * Takes the next due message for `workerId`, one at a time so a claim never outlasts its send.
 * `FOR UPDATE SKIP LOCKED` lets several server instances claim at once without taking the same row; a
 * row held by another worker is taken only after its claim expired or was released (its worker is gone).
 */
export async function claimNextMessage(
  db: Db,
  workerId: string,
  claimSeconds: number,
): Promise<ClaimedMessage | undefined> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, "pending"),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const [claimed] = await db
    .update(mailOutbox)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${claimSeconds})`,
      lockedBy: workerId,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return claimed;
}

/** The SMTP server took it: marked at once, before the next message is claimed. */
export async function markSent(db: Db, id: number) {
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: new Date(), lockedUntil: null, lockedBy: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/**
 * A failed try: wait longer each time, and give up after `maxAttempts`. Only while this worker still
 * holds the row: a worker taken for gone must not put back a message another one has sent since.
 */
export async function markFailedAttempt(
  db: Db,
  message: Pick<ClaimedMessage, "id" | "attempts" | "lockedBy">,
  error: string,
) {
  const givesUp = message.attempts >= maxAttempts;
  await db
    .update(mailOutbox)
    .set({
      status: givesUp ? "failed" : "pending",
      lastError: error.slice(0, 1000),
      lockedUntil: null,
      lockedBy: null,
      nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(message.attempts)})`,
    })
    .where(
      and(
        eq(mailOutbox.id, message.id),
        eq(mailOutbox.status, "pending"),
        eq(mailOutbox.lockedBy, message.lockedBy ?? ""),
      ),
    );
}

/**
 * "Send again": a failed (or waiting) message goes out at the next round, with a fresh count of tries.
 * A claim is left alone: the message may be on its way this very moment.
 */
export async function retryMessage(db: Db, id: number) {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: new Date(), lastError: null })
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ["failed", "pending"])))
    .returning({ id: mailOutbox.id, status: mailOutbox.status });
  if (!row) throw new NotFoundError("No message to send again");
  return row;
}

/** A message waiting for another try: a try failed, or the server sending it stopped mid-send. */
const waitsForRetry = and(eq(mailOutbox.status, "pending"), isNotNull(mailOutbox.lastError));

/** How long a message may wait before the curator hears of it (the inbox's "waiting over an hour"). */
const longWaitSeconds = 3600;

/**
 * The outbox's counts: per status, what waits for another try, and what has waited longer than `longWaitSeconds`
 * since it was written (the Mail screen, the dashboard's card and the inbox read these).
 */
export async function outboxCounts(db: Db) {
  const rows = await db
    .select({
      status: mailOutbox.status,
      count: sql<number>`count(*)::int`,
      retrying: sql<number>`(count(*) filter (where ${waitsForRetry}))::int`,
      waitingLong: sql<number>`(count(*) filter (where ${mailOutbox.createdAt} < now() - make_interval(secs => ${longWaitSeconds})))::int`,
    })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  const pending = rows.find((r) => r.status === "pending");
  const total = (status: string) => rows.find((r) => r.status === status)?.count ?? 0;
  return {
    pending: total("pending"),
    sent: total("sent"),
    failed: total("failed"),
    retrying: pending?.retrying ?? 0,
    waitingLong: pending?.waitingLong ?? 0,
  };
}

/**
 * The outbox for the admin: one page of `outboxPageSize` messages, failed first, then what waits, then what went,
 * the newest first in each; narrowed by status, kind and a part of the recipient. With the counts per status and
 * what waits for another try (the soonest first: its tries so far, why the last one failed, and when the next is).
 */
export async function listOutbox(db: Db, query: OutboxQuery = { page: 1 }) {
  const filter = and(
    query.status ? eq(mailOutbox.status, query.status) : undefined,
    query.kind ? eq(mailOutbox.kind, query.kind) : undefined,
    query.recipient ? containsText(mailOutbox.recipient, query.recipient) : undefined,
  );
  const [messages, [matching], counts, retrying] = await Promise.all([
    db
      .select({
        id: mailOutbox.id,
        kind: mailOutbox.kind,
        recipient: mailOutbox.recipient,
        language: mailOutbox.language,
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        nextAttemptAt: mailOutbox.nextAttemptAt,
        lastError: mailOutbox.lastError,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(filter)
      .orderBy(
        sql`case ${mailOutbox.status} when 'failed' then 0 when 'pending' then 1 else 2 end`,
        desc(mailOutbox.id),
      )
      .limit(outboxPageSize)
      .offset((query.page - 1) * outboxPageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(filter),
    outboxCounts(db),
    db
      .select({
        id: mailOutbox.id,
        kind: mailOutbox.kind,
        recipient: mailOutbox.recipient,
        subject: mailOutbox.subject,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        nextAttemptAt: mailOutbox.nextAttemptAt,
        sendingNow: sql<boolean>`coalesce(${mailOutbox.lockedUntil} > now(), false)`,
      })
      .from(mailOutbox)
      .where(waitsForRetry)
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(20),
  ]);
  const { retrying: retryingCount, ...byStatus } = counts;
  const total = matching?.n ?? 0;
  return {
    counts: byStatus,
    messages,
    page: pageOf(query.page, outboxPageSize, total),
    retrying: {
      count: retryingCount,
      maxAttempts,
      messages: retrying.map((m) => ({ ...m, lastError: m.lastError! })),
    },
  };
}

/** One message as it was rendered (the admin shows it). */
export async function getOutboxMessage(db: Db, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new NotFoundError("Message not found");
  return row;
}
