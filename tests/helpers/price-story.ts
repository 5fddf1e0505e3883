import type { Db } from "#db/client.server";
import { createProduct, type ProductInput } from "#db/seed/factories";

/**
 * A product whose price moved: 34.90 → 31.90, not buyable for a while, 33.90, 27.90 (the 30-day low), now 29.90
 * since 5 days (120, 60, 45, 36, 20 and 5 days ago).
 */
export const storyProduct = (db: Db, input: ProductInput = {}) =>
  createProduct(db, {
    price: "29.90",
    priceHistory: [
      { price: "34.90", daysAgo: 120 },
      { price: "31.90", daysAgo: 60 },
      { price: "31.90", daysAgo: 45, available: false },
      { price: "33.90", daysAgo: 36 },
      { price: "27.90", daysAgo: 20 },
    ],
    priceSince: { daysAgo: 5 },
    ...input,
  });
