import { asc, eq, sql } from "drizzle-orm";
import { cachedRead } from "#db/catalogue-cache.server";
import type { Db } from "#db/client.server";
import { productShipping } from "#db/schema";
import { preparedRead } from "#db/prepared-read.server";
import type { DeliveryRow } from "./delivery";
import { priceHistoryOf } from "./price-history.server";

/** A product's shipping rows (cost and days to each country, from its last sync); none for a shop without them. */
function productDelivery(db: Db, productId: number): Promise<DeliveryRow[]> {
  return deliveryOfProduct(db).execute({ productId });
}
const deliveryOfProduct = preparedRead((db) =>
  db
    .select({
      country: productShipping.country,
      fee: productShipping.fee,
      minDays: productShipping.minDays,
      maxDays: productShipping.maxDays,
      checkedAt: productShipping.checkedAt,
    })
    .from(productShipping)
    .where(eq(productShipping.productId, sql.placeholder("productId")))
    .orderBy(asc(productShipping.country))
    .prepare("delivery_of_product"),
);

/**
 * What the product page shows of a product's prices: the last 90 days of its history and its delivery rows. Kept with
 * the catalogue (a write to either table bumps its version), so a page rendered with warm caches asks the database
 * nothing; the chart reads the days from the time of the render.
 */
export const productPriceFacts = (db: Db, productId: number) =>
  cachedRead(db, `price-facts:${productId}`, async () => {
    const [history, delivery] = await Promise.all([priceHistoryOf(db, productId), productDelivery(db, productId)]);
    return { history, delivery };
  });
