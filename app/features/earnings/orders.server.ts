import { and, gte, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { affiliateOrders, products } from "#db/schema";
import { getTrackingIds, languageOfTrackingId } from "~/features/affiliate/index.server";
import type { CommissionState } from "./money";
import { toEuros } from "./money";

/** One sale as a network reported it, before it is joined to a product and a language. */
export interface ReportedOrder {
  network: string;
  transactionId: string;
  orderId: string | null;
  externalProductId: string | null;
  productTitle: string;
  productUrl: string | null;
  trackingId: string | null;
  status: string;
  commissionState: CommissionState;
  /** Two-decimal strings in `currency`. */
  amount: string | null;
  commission: string;
  currency: string;
  shipToCountry: string | null;
  orderedAt: Date;
  settledAt: Date | null;
}

/** A shop address as compared: host without "www." and path without a trailing slash, lower case. */
export function addressKey(url: string | null | undefined) {
  if (!url) return null;
  try {
    const { hostname, pathname } = new URL(url);
    return `${hostname.replace(/^www\./, "")}${pathname.replace(/\/+$/, "")}`.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The products a network's orders can name: by marketplace product id, and by the address of their main or
 * fallback shop link (a trashed product still earns for the orders its old links brought).
 */
async function productMatcher(db: Db) {
  const rows = await db
    .select({
      id: products.id,
      marketplaceId: products.marketplaceProductId,
      main: products.aliexpressUrl,
      fallback: products.fallbackUrl,
    })
    .from(products)
    .orderBy(sql`${products.deletedAt} is not null`, products.id);
  const byId = new Map<string, number>();
  const byAddress = new Map<string, number>();
  for (const row of rows) {
    if (row.marketplaceId && !byId.has(row.marketplaceId)) byId.set(row.marketplaceId, row.id);
    const itemId = /\/item\/(\d+)\.html/.exec(row.main)?.[1];
    if (itemId && !byId.has(itemId)) byId.set(itemId, row.id);
    for (const url of [row.main, row.fallback]) {
      const key = addressKey(url);
      if (key && !byAddress.has(key)) byAddress.set(key, row.id);
    }
  }
  return (order: ReportedOrder) =>
    (order.externalProductId && byId.get(order.externalProductId)) ||
    byAddress.get(addressKey(order.productUrl) ?? "") ||
    null;
}

/**
 * Keeps each order once (by network and transaction id): new ones are added, known ones take the later report's
 * status and amounts. Returns how many were added and how many changed.
 */
export async function saveOrders(db: Db, orders: ReportedOrder[]) {
  if (!orders.length) return { added: 0, updated: 0 };
  const [productOf, trackingIds] = await Promise.all([productMatcher(db), getTrackingIds(db)]);
  let added = 0;
  let updated = 0;
  await db.transaction(async (t) => {
    for (const order of orders) {
      const values = {
        ...order,
        productId: productOf(order),
        languageCode: languageOfTrackingId(trackingIds, order.trackingId),
        commissionEur: toEuros(order.commission, order.currency),
      };
      const [row] = await t
        .insert(affiliateOrders)
        .values(values)
        .onConflictDoUpdate({
          target: [affiliateOrders.network, affiliateOrders.transactionId],
          set: { ...values, updatedAt: new Date() },
          // Unchanged reports leave the row (and its updatedAt) alone.
          setWhere: or(
            sql`(${affiliateOrders.status}, ${affiliateOrders.commissionState}, ${affiliateOrders.commission}, ${affiliateOrders.amount}) is distinct from (${values.status}, ${values.commissionState}, ${values.commission}::numeric, ${values.amount}::numeric)`,
            // A product added since matches an order that matched none.
            values.productId === null ? undefined : isNull(affiliateOrders.productId),
          ),
        })
        .returning({ inserted: sql<boolean>`xmax = 0` });
      if (row?.inserted) added++;
      else if (row) updated++;
    }
  });
  return { added, updated };
}

/** Orders no product matched, newest first: listed on the earnings screen, never dropped. */
export function unmatchedOrders(db: Db, [start, end]: readonly [Date, Date], limit = 50) {
  return db
    .select({
      network: affiliateOrders.network,
      transactionId: affiliateOrders.transactionId,
      productTitle: affiliateOrders.productTitle,
      productUrl: affiliateOrders.productUrl,
      commissionState: affiliateOrders.commissionState,
      commissionEur: affiliateOrders.commissionEur,
      orderedAt: affiliateOrders.orderedAt,
    })
    .from(affiliateOrders)
    .where(
      and(isNull(affiliateOrders.productId), gte(affiliateOrders.orderedAt, start), lt(affiliateOrders.orderedAt, end)),
    )
    .orderBy(sql`${affiliateOrders.orderedAt} desc`)
    .limit(limit);
}
