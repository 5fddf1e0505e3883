import { and, count, desc, eq, gte, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { containsText } from "#db/predicates";
import type { Db } from "#db/client.server";
import { newsletterSubscribers } from "#db/schema";
import { toCsv } from "~/lib/csv";
import { withdrawNewsletterMail } from "~/features/mail/index.server";
import { suppress, unsubscribeUrl } from "./newsletter.server";
import { NotFoundError } from "~/lib/errors";
import { pageOf } from "~/lib/form-schemas";
import { subscriberPageSize, type SubscriberQuery, type subscriberStatuses } from "./newsletter-admin.schema";

type SubscriberStatus = (typeof subscriberStatuses)[number];

/** "Recent" in the statistics: the last 30 days. */
export const recentDays = 30;

export interface SubscriberRow {
  id: number;
  email: string;
  locale: string;
  pageUrl: string | null;
  source: string;
  subscribedAt: string;
  isActive: boolean;
  /** Active (confirmed), Pending (waiting for the confirmation button) or Inactive (left). */
  status: "Active" | "Pending" | "Inactive";
}

const subscriberColumns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  locale: newsletterSubscribers.locale,
  pageUrl: newsletterSubscribers.pageUrl,
  source: newsletterSubscribers.source,
  subscribedAt: newsletterSubscribers.subscribedAt,
  isActive: newsletterSubscribers.isActive,
  pending: sql<boolean>`${newsletterSubscribers.confirmToken} is not null`,
};

/** Every subscriber, newest first (what the admin's table and export show; never the unsubscribe token). */
export async function listSubscribers(db: Db): Promise<SubscriberRow[]> {
  return selectSubscribers(db);
}

const statusIs: Record<SubscriberStatus, SQL> = {
  active: eq(newsletterSubscribers.isActive, true),
  pending: and(eq(newsletterSubscribers.isActive, false), isNotNull(newsletterSubscribers.confirmToken))!,
  inactive: and(eq(newsletterSubscribers.isActive, false), isNull(newsletterSubscribers.confirmToken))!,
};

/** One page of the subscribers `query` picks (by status and part of the address), newest first. */
export async function subscriberPage(db: Db, query: SubscriberQuery) {
  const where = and(
    query.status ? statusIs[query.status] : undefined,
    query.search ? containsText(newsletterSubscribers.email, query.search) : undefined,
  );
  const [subscribers, [matching]] = await Promise.all([
    selectSubscribers(db, where, {
      limit: subscriberPageSize,
      offset: (query.page - 1) * subscriberPageSize,
    }),
    db.select({ n: count() }).from(newsletterSubscribers).where(where),
  ]);
  return { subscribers, page: pageOf(query.page, subscriberPageSize, matching?.n ?? 0) };
}

async function selectSubscribers(db: Db, where?: SQL, slice?: { limit: number; offset: number }) {
  const query = db
    .select(subscriberColumns)
    .from(newsletterSubscribers)
    .where(where)
    .orderBy(desc(newsletterSubscribers.subscribedAt), desc(newsletterSubscribers.id))
    .$dynamic();
  const rows = await (slice ? query.limit(slice.limit).offset(slice.offset) : query);
  return rows.map(({ pending, ...r }): SubscriberRow => ({
    ...r,
    subscribedAt: r.subscribedAt.toISOString(),
    status: r.isActive ? "Active" : pending ? "Pending" : "Inactive",
  }));
}

export async function subscriberStats(db: Db, now = new Date()) {
  const since = new Date(now.getTime() - recentDays * 24 * 60 * 60 * 1000);
  const [[total], [active], [recent]] = await Promise.all([
    db.select({ n: count() }).from(newsletterSubscribers),
    db.select({ n: count() }).from(newsletterSubscribers).where(eq(newsletterSubscribers.isActive, true)),
    db.select({ n: count() }).from(newsletterSubscribers).where(gte(newsletterSubscribers.subscribedAt, since)),
  ]);
  return { total: total!.n, active: active!.n, recent: recent!.n, recentDays };
}

/**
 * Removes a subscriber for good (the privacy policy's right to deletion); a hash of the address is
 * kept so that a backup restore never brings it back as active.
 */
export async function deleteSubscriber(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id))
      .returning({ email: newsletterSubscribers.email });
    if (!deleted) throw new NotFoundError("Subscriber not found");
    await suppress(tx, deleted.email, "deleted");
    // Erasure: the messages that hold the address go too.
    await withdrawNewsletterMail(tx, deleted.email, { everything: true });
  });
}

/** The subscribers as CSV, each with its own unsubscribe link (for mail sent from another tool). */
export async function subscribersCsv(db: Db, origin: string) {
  const [rows, tokens] = await Promise.all([
    listSubscribers(db),
    db
      .select({ id: newsletterSubscribers.id, token: newsletterSubscribers.unsubscribeToken })
      .from(newsletterSubscribers),
  ]);
  const tokenOf = new Map(tokens.map((t) => [t.id, t.token]));
  return toCsv(
    ["email", "status", "locale", "source", "page", "subscribed_at", "unsubscribe_link"],
    rows.map((r) => [
      r.email,
      r.status,
      r.locale,
      r.source,
      r.pageUrl,
      r.subscribedAt,
      unsubscribeUrl(origin, r.locale, tokenOf.get(r.id)!),
    ]),
  );
}
