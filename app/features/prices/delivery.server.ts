import { asc, eq } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { productShipping } from "#db/schema";
import type { DeliveryRow } from "./delivery";

/** A product's shipping rows (cost and days to each country, from its last sync); none for a shop without them. */
export function productDelivery(db: Db, productId: number): Promise<DeliveryRow[]> {
  return db
    .select({
      country: productShipping.country,
      fee: productShipping.fee,
      minDays: productShipping.minDays,
      maxDays: productShipping.maxDays,
      checkedAt: productShipping.checkedAt,
    })
    .from(productShipping)
    .where(eq(productShipping.productId, productId))
    .orderBy(asc(productShipping.country));
}
