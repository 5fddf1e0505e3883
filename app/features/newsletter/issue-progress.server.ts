import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { mailOutbox } from "#db/schema";
/**
 * An issue's delivery: what went, what waits, what failed, and of what waits, what waits for another try after an
 * error (when the next is, and the latest error). The shape the editor's panels read (issue-view.ts).
 */
export const noProgress = () => ({
  counts: { sent: 0, waiting: 0, failed: 0 },
  retry: { waiting: 0, nextAt: null as string | null, lastError: null as string | null },
});
export type IssueProgress = ReturnType<typeof noProgress>;

/**
 * The outbox's progress of each sent issue: what went, what waits, what failed, and of what waits, what
 * waits for another try after an error (when the next one is, and the latest error).
 */
export async function issueProgress(db: Db, ids: number[]) {
  const progress = new Map(ids.map((id) => [id, noProgress()]));
  if (!ids.length) return progress;
  const retrying = sql`${mailOutbox.status} = 'pending' and ${mailOutbox.lastError} is not null`;
  const rows = await db
    .select({
      issueId: mailOutbox.newsletterIssueId,
      status: mailOutbox.status,
      n: sql<number>`count(*)::int`,
      retrying: sql<number>`(count(*) filter (where ${retrying}))::int`,
      nextAt: sql`min(${mailOutbox.nextAttemptAt}) filter (where ${retrying})`.mapWith(mailOutbox.nextAttemptAt),
      lastError: sql<
        string | null
      >`(array_agg(${mailOutbox.lastError} order by ${mailOutbox.nextAttemptAt} desc) filter (where ${retrying}))[1]`,
    })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, "newsletter-issue"), inArray(mailOutbox.newsletterIssueId, ids)))
    .groupBy(mailOutbox.newsletterIssueId, mailOutbox.status);
  for (const row of rows) {
    const issue = progress.get(row.issueId!)!;
    issue.counts[row.status === "pending" ? "waiting" : row.status] += row.n;
    if (row.retrying) {
      issue.retry = { waiting: row.retrying, nextAt: row.nextAt?.toISOString() ?? null, lastError: row.lastError };
    }
  }
  return progress;
}
