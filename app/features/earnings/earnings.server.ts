import { and, gte, lt, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { affiliateOrders } from "#db/schema";
import { fromCents } from "./money";

/**
 * The period's orders by day (UTC, of the order), product and language (of the tracking id): how many earn (estimated
 * or settled) and the commission in euro cents by state. Refunded and invalid orders earn nothing and count no order.
 */
export async function periodOrders(db: Db, start: Date, end: Date) {
  const day = sql<string>`to_char(${affiliateOrders.orderedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const sumOf = (state: string) =>
    sql<number>`coalesce(round(sum(${affiliateOrders.commissionEur}) filter (where ${affiliateOrders.commissionState} = ${state}) * 100), 0)::int`;
  const rows = await db
    .select({
      day,
      productId: affiliateOrders.productId,
      language: affiliateOrders.languageCode,
      orders: sql<number>`(count(*) filter (where ${affiliateOrders.commissionState} in ('estimated', 'settled')))::int`,
      estimated: sumOf("estimated"),
      settled: sumOf("settled"),
      refunded: sumOf("refunded"),
    })
    .from(affiliateOrders)
    .where(and(gte(affiliateOrders.orderedAt, start), lt(affiliateOrders.orderedAt, end)))
    .groupBy(day, affiliateOrders.productId, affiliateOrders.languageCode);
  return rows.map((row) => ({ ...row, language: row.language ?? "unknown", earned: row.estimated + row.settled }));
}
export type OrderRow = Awaited<ReturnType<typeof periodOrders>>[number];

/** The commission of some order rows as the API tells it: euros with two decimals, by state. */
export function commissionTotals(rows: readonly OrderRow[]) {
  const sum = (pick: (row: OrderRow) => number) => fromCents(rows.reduce((total, row) => total + pick(row), 0));
  return {
    estimated: sum((row) => row.estimated),
    settled: sum((row) => row.settled),
    refunded: sum((row) => row.refunded),
  };
}
