import { productIsLive } from "#db/predicates";
import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { products } from "#db/schema";
import { recordPrice } from "~/features/prices/index.server";
import { queuePriceAlerts } from "./price-notices.server";
import { queueStockNotices } from "./stock-notices.server";

export interface ShopPrice {
  price: string;
  originalPrice: string | null;
  available: boolean;
}

/**
 * A price read from the product's shop (the marketplace sync): saved and dated as checked, recorded in the price
 * history, and, on a published product, the riders waiting for it told in the same transaction. A product that
 * comes back keeps the stock it had, or none tracked; one that is gone is out of stock.
 */
export async function applyShopPrice(
  db: Db,
  productId: number,
  change: ShopPrice,
  { source, origin }: { source: "marketplace" | "shop"; origin?: string },
) {
  const now = new Date();
  const [row] = await db
    .select({ stock: products.stock, status: products.status })
    .from(products)
    .where(and(eq(products.id, productId), productIsLive));
  if (!row) return false;
  const stock = change.available ? (row.stock === 0 ? null : row.stock) : 0;
  await db
    .update(products)
    .set({ price: change.price, originalPrice: change.originalPrice, stock, priceConfirmedAt: now, updatedAt: now })
    .where(eq(products.id, productId));
  await recordPrice(db, productId, { price: change.price, available: change.available, source });
  if (origin && row.status === "published") {
    await queueStockNotices(db, productId, origin);
    await queuePriceAlerts(db, productId, origin);
  }
  return true;
}
