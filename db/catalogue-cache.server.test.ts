import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "#db/client.server";
import { likes, products, visorRequests } from "#db/schema";
import { createProduct } from "#db/seed/factories";
import { createTestDatabase } from "#tests/helpers/database";
import { setupTestApp } from "#tests/helpers/test-app";
import {
  cachedRead,
  catalogueCacheLimits,
  catalogueCacheSize,
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

describe("catalogue cache bounds", () => {
  const defaults = { ...catalogueCacheLimits };
  afterEach(() => Object.assign(catalogueCacheLimits, defaults));

  it("keeps the entries every page reads through a crawl of more keys than it holds, within its bounds", async () => {
    const { db } = t.database;
    Object.assign(catalogueCacheLimits, { maxEntries: 50, maxBytes: 200_000 });
    let hotLoads = 0;
    const crawled = new Map<number, number>();
    for (let i = 0; i < 500; i++) {
      await cachedRead(db, "menu", async () => ++hotLoads);
      // A product page's worth of text: 1,000 characters.
      await cachedRead(db, `product:${i}`, async () => (crawled.set(i, (crawled.get(i) ?? 0) + 1), "x".repeat(1000)));
      const size = catalogueCacheSize(db);
      expect(size.entries).toBeLessThanOrEqual(50);
      expect(size.bytes).toBeLessThanOrEqual(200_000);
    }
    expect(hotLoads).toBe(1);
    // The most recent products are still there; the first ones were pushed out and load again.
    await cachedRead(db, "product:499", async () => "reloaded");
    await cachedRead(db, "product:0", async () => (crawled.set(0, 2), "reloaded"));
    expect([crawled.get(499), crawled.get(0)]).toEqual([1, 2]);
  });

  it("bounds by approximate size: big values push out old ones", async () => {
    const { db } = t.database;
    Object.assign(catalogueCacheLimits, { maxEntries: 1000, maxBytes: 100_000 });
    for (let i = 0; i < 20; i++) await cachedRead(db, `big:${i}`, async () => ({ text: "y".repeat(20_000) }));
    await new Promise((resolve) => setImmediate(resolve));
    const size = catalogueCacheSize(db);
    expect(size.bytes).toBeLessThanOrEqual(100_000);
    expect(size.entries).toBeLessThanOrEqual(3);
  });

  it("reloads an entry older than its maximum age", async () => {
    const { db } = t.database;
    Object.assign(catalogueCacheLimits, { maxAgeMs: 50 });
    let loads = 0;
    await cachedRead(db, "aging", async () => ++loads);
    expect(await cachedRead(db, "aging", async () => ++loads)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await cachedRead(db, "aging", async () => ++loads)).toBe(2);
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
