import { and, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { affiliateClicks } from "#db/schema";

/** Out-clicks per product since `since` (known bots are never recorded), for the products asked; none: no row. */
export async function clicksByProduct(db: Db, productIds: readonly number[], since: Date) {
  if (!productIds.length) return new Map<number, number>();
  const rows = await db
    .select({ productId: affiliateClicks.productId, clicks: sql<number>`count(*)::int` })
    .from(affiliateClicks)
    .where(and(inArray(affiliateClicks.productId, [...productIds]), gte(affiliateClicks.clickedAt, since)))
    .groupBy(affiliateClicks.productId);
  return new Map(rows.map((r) => [r.productId!, r.clicks]));
}
