import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { priceHistory, products } from "#db/schema";
import { preparedRead } from "#db/prepared-read.server";
import { cents, honestPriorPrice } from "./price-history";

type PriceSource = (typeof priceHistory.$inferInsert)["source"];

export interface RecordedPrice {
  price: string;
  available: boolean;
  source: PriceSource;
  /** When it applied (the demo seed writes a past history); now unless said. */
  at?: Date;
}

/**
 * Records a product's price and availability when either changed since its last row, and keeps the product's honest
 * prior price (`products.prior_price`) in step. Call it in the transaction that changes the product. Answers the
 * price and availability before, or null when nothing changed.
 */
export async function recordPrice(db: Db, productId: number, next: RecordedPrice) {
  const [last] = await db
    .select({ price: priceHistory.price, available: priceHistory.available })
    .from(priceHistory)
    .where(eq(priceHistory.productId, productId))
    .orderBy(desc(priceHistory.recordedAt), desc(priceHistory.id))
    .limit(1);
  if (last && cents(last.price) === cents(next.price) && last.available === next.available) return null;
  await db.insert(priceHistory).values({
    productId,
    price: next.price,
    available: next.available,
    source: next.source,
    recordedAt: next.at ?? new Date(),
  });
  const history = await db
    .select({ price: priceHistory.price, available: priceHistory.available, recordedAt: priceHistory.recordedAt })
    .from(priceHistory)
    .where(eq(priceHistory.productId, productId))
    .orderBy(asc(priceHistory.recordedAt), asc(priceHistory.id));
  await db
    .update(products)
    .set({ priorPrice: honestPriorPrice(history) })
    .where(eq(products.id, productId));
  return { before: last ?? null };
}

const priceFields = {
  price: priceHistory.price,
  available: priceHistory.available,
  recordedAt: priceHistory.recordedAt,
};
const [productPlaceholder, sincePlaceholder] = [sql.placeholder("productId"), sql.placeholder("since")];
/** The last price recorded before `since`: the one in force when the period starts. */
const priceInForce = preparedRead((db) =>
  db
    .select(priceFields)
    .from(priceHistory)
    .where(and(eq(priceHistory.productId, productPlaceholder), lt(priceHistory.recordedAt, sincePlaceholder)))
    .orderBy(desc(priceHistory.recordedAt), desc(priceHistory.id))
    .limit(1)
    .prepare("price_in_force"),
);
const pricesSince = preparedRead((db) =>
  db
    .select(priceFields)
    .from(priceHistory)
    .where(and(eq(priceHistory.productId, productPlaceholder), gte(priceHistory.recordedAt, sincePlaceholder)))
    .orderBy(asc(priceHistory.recordedAt), asc(priceHistory.id))
    .prepare("prices_since"),
);

/**
 * A product's recorded prices since `days` ago, oldest first, and the one in force then (the chart starts with it);
 * null: every row (the public API).
 */
export async function priceHistoryOf(db: Db, productId: number, days: number | null = 90) {
  const since = new Date(days === null ? 0 : Date.now() - days * 86_400_000);
  const [[inForce], recent] = await Promise.all([
    priceInForce(db).execute({ productId, since }),
    pricesSince(db).execute({ productId, since }),
  ]);
  return inForce ? [inForce, ...recent] : recent;
}
