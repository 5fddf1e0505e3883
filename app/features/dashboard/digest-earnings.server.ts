import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { affiliateOrders, products } from "#db/schema";

/**
 * A period's orders and commission for the digest, per product (orders no product matched under the network's own
 * title), by the order's time: orders that earn (estimated or settled) and their commission in euro cents by state.
 * Refunded and invalid orders earn nothing and count no order (decision 0023).
 */
export async function periodEarnings(db: Db, [start, end]: readonly [Date, Date]) {
  const cents = (state: string) =>
    sql<number>`coalesce(round(sum(${affiliateOrders.commissionEur}) filter (where ${affiliateOrders.commissionState} = ${state}) * 100), 0)::int`;
  const unmatchedTitle = sql<
    string | null
  >`case when ${affiliateOrders.productId} is null then ${affiliateOrders.productTitle} end`;
  const rows = await db
    .select({
      productId: affiliateOrders.productId,
      name: sql<string>`coalesce(${products.name}, ${unmatchedTitle}, '')`,
      orders: sql<number>`(count(*) filter (where ${affiliateOrders.commissionState} in ('estimated', 'settled')))::int`,
      estimated: cents("estimated"),
      settled: cents("settled"),
    })
    .from(affiliateOrders)
    .leftJoin(products, eq(products.id, affiliateOrders.productId))
    .where(and(gte(affiliateOrders.orderedAt, start), lt(affiliateOrders.orderedAt, end)))
    .groupBy(affiliateOrders.productId, products.name, unmatchedTitle);
  const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    orders: sum((row) => row.orders),
    estimated: euros(sum((row) => row.estimated)),
    settled: euros(sum((row) => row.settled)),
    /** Products by commission earned, most first (those that earned nothing left out). */
    earners: rows
      .map((row) => ({ name: row.name, orders: row.orders, cents: row.estimated + row.settled }))
      .filter((row) => row.cents > 0)
      .sort((a, b) => b.cents - a.cents || a.name.localeCompare(b.name, "pt"))
      .map(({ cents: earned, ...row }) => ({ ...row, commission: euros(earned) })),
  };
}

/** Cents as euros with two decimals. */
const euros = (cents: number) => (cents / 100).toFixed(2);
