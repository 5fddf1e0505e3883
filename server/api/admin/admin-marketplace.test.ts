import { asc, count, desc, eq } from "drizzle-orm";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { priceHistory, products, productShipping } from "#db/schema";
import { createProduct } from "#db/seed/factories";
import { adminJsonClient } from "#tests/helpers/admin";
import { setupAliExpressGateway, type GatewayProduct } from "#tests/helpers/aliexpress-gateway";
import { setupTestApp } from "#tests/helpers/test-app";
import { whenSynced } from "~/features/marketplace/marketplace-sync.server";

const keys = { appKey: "512345", appSecret: "gateway-secret-7c1e" };
const { stand, client } = setupAliExpressGateway(keys);

// An empty catalogue: the demo's shops are not reachable from here, and each test plants what it syncs.
const t = setupTestApp({
  seed: false,
  outgoing: { allowLoopback: true },
  marketplace: client,
});
const send = adminJsonClient(t);

const visor = (overrides: Partial<GatewayProduct> = {}): GatewayProduct => ({
  title: "Viseira fumada para AGV K6 anti-risco",
  salePrice: "27.90",
  originalPrice: "39.90",
  pictures: ["k6-front", "k6-side"],
  skus: [
    {
      skuId: "12000036001",
      color: "Fumada",
      price: "39.90",
      salePrice: "27.90",
      shipping: {
        PT: { fee: "0.00", minDays: 7, maxDays: 12 },
        ES: { fee: "0.00", minDays: 6, maxDays: 11 },
        FR: { fee: "1.99", minDays: 8, maxDays: 14 },
        IT: { fee: "1.99", minDays: 9, maxDays: 15 },
        DE: { fee: "2.49", minDays: 8, maxDays: 13 },
      },
    },
    {
      skuId: "12000036002",
      color: "Transparente",
      price: "34.90",
      salePrice: "24.90",
      shipping: { PT: { fee: "0.00", minDays: 7, maxDays: 12 } },
    },
  ],
  ...overrides,
});

const productCount = async () => (await t.database.db.select({ n: count() }).from(products))[0]!.n;
const syncNow = async () => {
  const started = await send("POST", "/api/admin/marketplace/sync");
  expect(started.status).toBe(202);
  await whenSynced(t.database.db);
  return (
    await send<{ items: { productId: number; status: string; detail: string }[] }>("GET", "/api/admin/marketplace/sync")
  ).body;
};
const itemOf = (progress: { items: { productId: number }[] }, productId: number) =>
  progress.items.find((item) => item.productId === productId) as Record<string, unknown>;
const productRow = async (id: number) => (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!;

describe("import from an AliExpress address", () => {
  it("makes a draft from the API: title, prices, tracked link, pictures, variants; a second import says so", async () => {
    stand.gateway.products.set("1005006123456789", visor());
    const res = await send<{ product: Record<string, unknown>; skus: { skuId: string; name: string }[] }>(
      "POST",
      "/api/admin/marketplace/import",
      { url: "https://pt.aliexpress.com/item/1005006123456789.html?spm=a2g0o.detail&gatewayAdapt=glo2por" },
    );
    expect(res.status).toBe(201);
    expect(res.body.product).toMatchObject({
      name: "Viseira fumada para AGV K6 anti-risco",
      status: "draft",
      type: "visor",
      price: "27.90",
      originalPrice: "39.90",
    });
    expect(res.body.product.aliexpressUrl).toMatch(/^https:\/\/s\.click\.aliexpress\.com\/e\/_zg-pt_/);
    expect(res.body.product.images).toHaveLength(2);
    expect(res.body.skus.map((s) => s.name)).toEqual(["Fumada", "Transparente"]);
    const id = res.body.product.id as number;
    expect((await productRow(id)).marketplaceProductId).toBe("1005006123456789");

    const again = await send("POST", "/api/admin/marketplace/import", { url: "1005006123456789" });
    expect(again).toEqual({
      status: 409,
      body: { error: "This AliExpress product was imported already", productId: id },
    });

    // The curator picks the variant: its price and delivery to the five countries are read at once.
    const chosen = await send("PUT", `/api/admin/marketplace/products/${id}/variant`, { skuId: "12000036001" });
    expect(chosen.status).toBe(200);
    const shipping = await t.database.db
      .select({ country: productShipping.country, fee: productShipping.fee, maxDays: productShipping.maxDays })
      .from(productShipping)
      .where(eq(productShipping.productId, id))
      .orderBy(asc(productShipping.country));
    expect(shipping).toEqual([
      { country: "DE", fee: "2.49", maxDays: 13 },
      { country: "ES", fee: "0.00", maxDays: 11 },
      { country: "FR", fee: "1.99", maxDays: 14 },
      { country: "IT", fee: "1.99", maxDays: 15 },
      { country: "PT", fee: "0.00", maxDays: 12 },
    ]);
    expect((await send("PUT", `/api/admin/marketplace/products/${id}/variant`, { skuId: "999" })).status).toBe(400);
  });

  it("refuses what is not an AliExpress product, and writes nothing when the marketplace refuses", async () => {
    const before = await productCount();
    for (const url of [
      "https://evil.example/item/1005006123456789.html",
      "hello",
      "https://s.click.aliexpress.com/e/_abc",
    ]) {
      const res = await send<{ fields: Record<string, string> }>("POST", "/api/admin/marketplace/import", { url });
      expect(res.status).toBe(400);
      expect(res.body.fields.url).toMatch(/not the address of an AliExpress product/);
    }
    expect((await send("POST", "/api/admin/marketplace/import", { url: "1005000000000404" })).status).toBe(404);
    stand.gateway.products.set("1005007000000001", visor());
    stand.gateway.failNext("invalid-parameter");
    const refused = await send<{ error: string }>("POST", "/api/admin/marketplace/import", { url: "1005007000000001" });
    expect(refused.status).toBe(502);
    expect(refused.body.error).toContain("isv.invalid-parameter");
    stand.gateway.failNext("http-500", 3);
    const away = await send<{ error: string }>("POST", "/api/admin/marketplace/import", { url: "1005007000000001" });
    expect(away).toEqual({ status: 503, body: { error: "AliExpress answered HTTP 500" } });
    expect(await productCount()).toBe(before);
  });
});

describe("sync", () => {
  it("applies small changes, holds big ones for one click, marks what is gone unavailable, and dates every check", async () => {
    const db = t.database.db;
    stand.gateway.products.set("1005008000000001", visor({ salePrice: "30.00", originalPrice: "30.00" }));
    const product = await createProduct(db, {
      price: "30.00",
      priceSince: { daysAgo: 45 },
      aliexpressUrl: "https://s.click.aliexpress.com/e/_tracked",
      marketplaceProductId: "1005008000000001",
    });

    // 10 % cheaper: under the 15 % threshold, applied, recorded, dated.
    stand.gateway.products.set("1005008000000001", visor({ salePrice: "27.00", originalPrice: "30.00" }));
    let progress = await syncNow();
    expect(itemOf(progress, product.id)).toMatchObject({ status: "changed", price: "27.00", previousPrice: "30.00" });
    const row = await productRow(product.id);
    expect(row).toMatchObject({ price: "27.00", priorPrice: "30.00" });
    expect(row.priceConfirmedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);

    // 40 % dearer: waits; the storefront keeps 27.00 until "Apply".
    stand.gateway.products.set("1005008000000001", visor({ salePrice: "37.80", originalPrice: "37.80" }));
    progress = await syncNow();
    expect(itemOf(progress, product.id)).toMatchObject({ status: "review", pending: { price: "37.80" } });
    expect((await productRow(product.id)).price).toBe("27.00");
    expect((await send("POST", `/api/admin/marketplace/sync/${product.id}/apply`)).status).toBe(200);
    expect((await productRow(product.id)).price).toBe("37.80");
    expect((await send("POST", `/api/admin/marketplace/sync/${product.id}/apply`)).status).toBe(404);

    // Gone from the API: unavailable (stock 0), recorded as such.
    stand.gateway.products.delete("1005008000000001");
    progress = await syncNow();
    expect(itemOf(progress, product.id)).toMatchObject({ status: "unavailable" });
    expect((await productRow(product.id)).stock).toBe(0);
    const history = await db
      .select({ price: priceHistory.price, available: priceHistory.available, source: priceHistory.source })
      .from(priceHistory)
      .where(eq(priceHistory.productId, product.id))
      .orderBy(asc(priceHistory.recordedAt), asc(priceHistory.id));
    expect(history).toEqual([
      { price: "30.00", available: true, source: "seed" },
      { price: "27.00", available: true, source: "marketplace" },
      { price: "37.80", available: true, source: "marketplace" },
      { price: "37.80", available: false, source: "marketplace" },
    ]);
    // Back: available again at once.
    stand.gateway.products.set("1005008000000001", visor({ salePrice: "37.80", originalPrice: "37.80" }));
    await syncNow();
    expect((await productRow(product.id)).stock).toBeNull();
  });

  it("follows the threshold the curator sets, and a dismissed change keeps the storefront's price", async () => {
    const db = t.database.db;
    stand.gateway.products.set("1005008000000002", visor({ salePrice: "50.00" }));
    const product = await createProduct(db, { price: "50.00", marketplaceProductId: "1005008000000002" });
    expect((await send("PUT", "/api/admin/marketplace/settings", { reviewThresholdPercent: 5 })).status).toBe(200);
    expect((await send("PUT", "/api/admin/marketplace/settings", { reviewThresholdPercent: 0 })).status).toBe(400);
    stand.gateway.products.set("1005008000000002", visor({ salePrice: "46.00" }));
    expect(itemOf(await syncNow(), product.id)).toMatchObject({ status: "review" });
    expect((await send("POST", `/api/admin/marketplace/sync/${product.id}/dismiss`)).status).toBe(200);
    expect((await productRow(product.id)).price).toBe("50.00");
    await send("PUT", "/api/admin/marketplace/settings", { reviewThresholdPercent: 15 });
  });

  it("runs once: a second start while one runs answers its progress; a failing API is shown per product", async () => {
    const db = t.database.db;
    const product = await createProduct(db, { price: "20.00", marketplaceProductId: "1005008000000003" });
    stand.gateway.products.set("1005008000000003", visor({ salePrice: "20.00" }));
    stand.gateway.failNext("hang", 3);
    const first = await send<{ running: boolean }>("POST", "/api/admin/marketplace/sync");
    expect(first.status).toBe(202);
    const second = await send<{ started: boolean; running: boolean; total: number }>(
      "POST",
      "/api/admin/marketplace/sync",
    );
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ started: false, running: true });
    await whenSynced(db);
    const progress = (
      await send<{ running: boolean; items: { productId: number; status: string; detail: string }[] }>(
        "GET",
        "/api/admin/marketplace/sync",
      )
    ).body;
    expect(progress.running).toBe(false);
    const failed = progress.items.find((item) => item.status === "failed");
    expect(failed?.detail).toBe("AliExpress did not answer: The address did not answer in time");
    expect(itemOf(progress, product.id)).toBeDefined();
  });
});

describe("the barcode", () => {
  it("comes with an import when AliExpress has a valid one; sync fills an empty one and keeps the curator's", async () => {
    stand.gateway.products.set("1005006123450001", visor({ eanCode: "4006381333931" }));
    const imported = await send<{ product: { id: number; gtin: string | null } }>(
      "POST",
      "/api/admin/marketplace/import",
      { url: "1005006123450001" },
    );
    expect(imported.status).toBe(201);
    expect(imported.body.product.gtin).toBe("4006381333931");

    // Typed ones: one with no barcode, one the curator gave; AliExpress knows one for the chosen tint only.
    const tinted = visor({
      eanCode: "not given",
      skus: visor().skus.map((sku, i) => (i === 0 ? { ...sku, eanCode: "96385074" } : sku)),
    });
    stand.gateway.products.set("1005006123450002", tinted);
    stand.gateway.products.set("1005006123450003", tinted);
    const empty = await createProduct(t.database.db, {
      aliexpressUrl: "https://www.aliexpress.com/item/1005006123450002.html",
    });
    const given = await createProduct(t.database.db, {
      aliexpressUrl: "https://www.aliexpress.com/item/1005006123450003.html",
    });
    for (const product of [empty, given])
      await t.database.db
        .update(products)
        .set({ marketplaceSkuId: "12000036001", gtin: product === given ? "036000291452" : null })
        .where(eq(products.id, product.id));
    await syncNow();
    expect((await productRow(empty.id)).gtin).toBe("96385074");
    expect((await productRow(given.id)).gtin).toBe("036000291452");
  });
});

describe("a product typed by hand", () => {
  it("is linked to its AliExpress product by address, then synced like an imported one", async () => {
    const db = t.database.db;
    const typed = await createProduct(db, {
      price: "41.90",
      aliexpressUrl: "https://s.click.aliexpress.com/e/_handmade",
    });
    let progress = await syncNow();
    expect(itemOf(progress, typed.id)).toMatchObject({
      status: "failed",
      detail: "No AliExpress product number: paste its address to sync it",
    });
    stand.gateway.products.set("1005009000000001", visor({ salePrice: "39.90" }));
    const bad = await send("PUT", `/api/admin/marketplace/products/${typed.id}/link`, { url: "https://example.com/x" });
    expect(bad.status).toBe(400);
    const taken = await send("PUT", `/api/admin/marketplace/products/${typed.id}/link`, { url: "1005006123456789" });
    expect(taken.status).toBe(409);
    const linked = await send("PUT", `/api/admin/marketplace/products/${typed.id}/link`, {
      url: "https://www.aliexpress.com/item/1005009000000001.html",
    });
    expect(linked.status).toBe(200);
    const row = await productRow(typed.id);
    expect(row).toMatchObject({ marketplaceProductId: "1005009000000001", price: "39.90" });
    progress = (
      await send<{ items: { productId: number; status: string; detail: string }[] }>(
        "GET",
        "/api/admin/marketplace/sync",
      )
    ).body;
    expect(itemOf(progress, typed.id)).toMatchObject({ status: "changed", price: "39.90", previousPrice: "41.90" });
  });
});

describe("shops that are not AliExpress", () => {
  it("reads an official store's price from its page's schema.org Offer, and says when a page has none", async () => {
    let storePrice = "379.00";
    const store = createServer((req, res) => {
      const markup =
        req.url === "/product/osmo"
          ? `<script type="application/ld+json">${JSON.stringify({
              "@context": "https://schema.org",
              "@type": "Product",
              name: "Osmo Action",
              offers: {
                "@type": "Offer",
                price: storePrice,
                priceCurrency: "EUR",
                availability: "https://schema.org/InStock",
              },
            })}</script>`
          : "";
      res.writeHead(200, { "Content-Type": "text/html" }).end(`<!doctype html><title>Store</title>${markup}<p>Hi</p>`);
    });
    await new Promise<void>((resolve) => store.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(store.address() as AddressInfo).port}`;
    try {
      const db = t.database.db;
      const marked = await createProduct(db, { price: "399.00", aliexpressUrl: `${origin}/product/osmo` });
      const bare = await createProduct(db, { price: "99.00", aliexpressUrl: `${origin}/product/plain` });
      const progress = await syncNow();
      expect(itemOf(progress, marked.id)).toMatchObject({
        status: "changed",
        price: "379.00",
        previousPrice: "399.00",
      });
      expect(itemOf(progress, bare.id)).toMatchObject({ status: "no-markup", detail: "No price markup on this page" });
      expect((await productRow(marked.id)).price).toBe("379.00");
      expect((await productRow(bare.id)).price).toBe("99.00");
      const [last] = await db
        .select({ source: priceHistory.source })
        .from(priceHistory)
        .where(eq(priceHistory.productId, marked.id))
        .orderBy(desc(priceHistory.id))
        .limit(1);
      expect(last!.source).toBe("shop");
      storePrice = "349.00";
      await syncNow();
      expect((await productRow(marked.id)).price).toBe("349.00");
    } finally {
      await new Promise<void>((resolve) => store.close(() => resolve()));
    }
  });
});
