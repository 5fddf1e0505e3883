import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#db/client.server";
import { likes, products, visorRequests } from "#db/schema";
import { createProduct } from "#db/seed/factories";
import { createTestDatabase } from "#tests/helpers/database";
import { setupTestApp } from "#tests/helpers/test-app";
import {
  cachedRead,
  catalogueVersionQueries,
  readCatalogueVersion,
  watchCatalogueVersion,
} from "./catalogue-cache.server";

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

  it("counts a like as no catalogue change", async () => {
    const { db } = t.database;
    const product = await createProduct(db);
    const before = await readCatalogueVersion(db);
    await db.insert(likes).values({ productId: product.id, visitorId: "visitor-1" });
    expect(await readCatalogueVersion(db)).toBe(before);
  });
});

describe("catalogue version while listening", () => {
  it("answers from memory while nothing changes, and hears of a write at its commit", async () => {
    const database = await createTestDatabase();
    const stop = await watchCatalogueVersion(database);
    try {
      const { db } = database;
      const first = await readCatalogueVersion(db);
      const queries = catalogueVersionQueries();
      for (let i = 0; i < 20; i++) expect(await readCatalogueVersion(db)).toBe(first);
      // A page-cache hit reads the version: none of those reads touched the database.
      expect(catalogueVersionQueries()).toBe(queries);

      await createProduct(db);
      await expect.poll(() => readCatalogueVersion(db), { timeout: 3000 }).toBeGreaterThan(first);
    } finally {
      await stop();
      await database.close();
    }
  });

  it("hears of another instance's write (PostgreSQL: another connection)", async () => {
    const first = await createTestDatabase();
    // The embedded database has one connection: there, "another instance" is the same one.
    const second = first.url ? await openDatabase({ url: first.url }) : first;
    const stop = await watchCatalogueVersion(first);
    try {
      const before = await readCatalogueVersion(first.db);
      let loads = 0;
      const read = () => cachedRead(first.db, "other-instance", async () => ++loads);
      expect(await read()).toBe(1);
      await createProduct(second.db);
      await expect.poll(() => readCatalogueVersion(first.db), { timeout: 3000 }).toBeGreaterThan(before);
      expect(await read()).toBe(2);
    } finally {
      await stop();
      if (second !== first) await second.close();
      await first.close();
    }
  });
});
