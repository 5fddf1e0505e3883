import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { priceHistory, products } from "#db/schema";
import { createProduct } from "#db/seed/factories";
import { adminJsonClient } from "#tests/helpers/admin";
import { setupTestApp } from "#tests/helpers/test-app";
import { priceHistoryOf, recordPrice } from "./price-history.server";

const t = setupTestApp();
const send = adminJsonClient(t);

const historyOf = (productId: number) =>
  t.database.db
    .select({ price: priceHistory.price, available: priceHistory.available, source: priceHistory.source })
    .from(priceHistory)
    .where(eq(priceHistory.productId, productId))
    .orderBy(asc(priceHistory.recordedAt), asc(priceHistory.id));

const priorOf = async (productId: number) =>
  (await t.database.db.select({ prior: products.priorPrice }).from(products).where(eq(products.id, productId)))[0]!
    .prior;

describe("price history", () => {
  it("records a row per change of price or availability, and keeps the honest prior price", async () => {
    const db = t.database.db;
    const product = await createProduct(db, { price: "39.90", priceSince: { daysAgo: 45 } });
    expect(await historyOf(product.id)).toEqual([{ price: "39.90", available: true, source: "seed" }]);

    expect(await recordPrice(db, product.id, { price: "39.90", available: true, source: "marketplace" })).toBeNull();
    expect(await recordPrice(db, product.id, { price: "33.90", available: true, source: "marketplace" })).toEqual({
      before: { price: "39.90", available: true },
    });
    expect(await priorOf(product.id)).toBe("39.90");
    await recordPrice(db, product.id, { price: "33.90", available: false, source: "marketplace" });
    await recordPrice(db, product.id, { price: "36.90", available: true, source: "marketplace" });
    // The new price began today: the 30 days before it hold 39.90 and 33.90, so 33.90 is the prior price... below
    // 36.90, so none is shown.
    expect(await priorOf(product.id)).toBeNull();
    expect((await historyOf(product.id)).map((r) => `${r.price}/${r.available}`)).toEqual([
      "39.90/true",
      "33.90/true",
      "33.90/false",
      "36.90/true",
    ]);
    const api = await priceHistoryOf(db, product.id);
    expect(api).toHaveLength(4);
  });

  it("records the curator's saves: the form and the list's quick edit", async () => {
    const db = t.database.db;
    const product = await createProduct(db, { price: "50.00", priceSince: { daysAgo: 40 } });
    const res = await send("PUT", `/api/admin/products/${product.id}/pricing`, {
      price: "45.00",
      originalPrice: "60.00",
      stock: null,
    });
    expect(res.status).toBe(200);
    expect((await historyOf(product.id)).map((r) => `${r.price}/${r.source}`)).toEqual(["50.00/seed", "45.00/curator"]);
    // The typed 60.00 was never the price: the storefront's prior price is the 30-day low, 50.00.
    expect(await priorOf(product.id)).toBe("50.00");
  });
});
