import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products, visorRequests } from "#db/schema";
import { createProduct } from "#db/seed/factories";
import { setupTestApp } from "#tests/helpers/test-app";
import { cachedRead, readCatalogueVersion } from "./catalogue-cache.server";

const t = setupTestApp({ seed: false });

describe("catalogue cache", () => {
  it("loads once while the catalogue is unchanged, again after any catalogue write", async () => {
    const { db } = t.database;
    let loads = 0;
    const read = () => cachedRead(db, "test-key", async () => ++loads);
    expect([await read(), await read(), await read()]).toEqual([1, 1, 1]);

    const product = await createProduct(db);
    expect(await read()).toBe(2);
    await db.update(products).set({ price: "1.00" }).where(eq(products.id, product.id));
    expect(await read()).toBe(3);
    expect(await read()).toBe(3);
  });

  it("ignores writes to tables the storefront does not read", async () => {
    const { db } = t.database;
    const before = await readCatalogueVersion(db);
    await db
      .insert(visorRequests)
      .values({ email: "a@b.pt", helmetBrand: "AGV", helmetModel: "K6", sourceType: "test" });
    expect(await readCatalogueVersion(db)).toBe(before);
  });

  it("shares one load between concurrent readers and forgets failures", async () => {
    const { db } = t.database;
    let loads = 0;
    const slow = () => cachedRead(db, "concurrent", async () => (await new Promise((r) => setTimeout(r, 20)), ++loads));
    expect(await Promise.all([slow(), slow(), slow()])).toEqual([1, 1, 1]);
    await expect(cachedRead(db, "failing", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await cachedRead(db, "failing", async () => "recovered")).toBe("recovered");
  });
});
