import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productLinks, products, settings } from "#db/schema";
import { createProduct } from "#db/seed/factories";
import { adminJsonClient } from "#tests/helpers/admin";
import { clickThrough, lastClick as lastClickOf } from "#tests/helpers/affiliate";
import { setupAliExpressGateway, type GatewayProduct } from "#tests/helpers/aliexpress-gateway";
import { setupTestApp } from "#tests/helpers/test-app";
import { trackingIdsKey } from "~/features/affiliate/tracking-ids";
import { whenSynced } from "~/features/marketplace/marketplace-sync.server";
import type { ProductLinksSummary } from "~/features/marketplace/marketplace.schema";

/**
 * Issue 31 item 1, attribution: the tracking id of each language (marketplace screen), AliExpress promotion links made
 * per language by the stand-in gateway (signatures checked), /go following the click's language, Awin's clickref.
 */
const keys = { appKey: "523456", appSecret: "tracking-secret-5d2a" };
const { stand, client } = setupAliExpressGateway(keys);
// An empty catalogue: the demo's shops are not reachable from here, and each test plants what it needs.
const t = setupTestApp({ seed: false, outgoing: { allowLoopback: true }, marketplace: client });
const send = adminJsonClient(t);

const itemId = "1005006543210987";
const itemUrl = `https://www.aliexpress.com/item/${itemId}.html`;
const generated = () => stand.gateway.calls("aliexpress.affiliate.link.generate");
const saveIds = (ids: unknown) =>
  send<
    ProductLinksSummary & { made: { made: number; current: number; failed: number }; fields: Record<string, string> }
  >("PUT", "/api/admin/marketplace/tracking-ids", ids);

const go = async (id: number, lang: string) => {
  const { status, location } = await clickThrough(t.request, id, lang);
  expect(status).toBe(302);
  return location;
};
const lastClick = (productId: number) => lastClickOf(t.database.db, productId);
const syncNow = async () => {
  expect((await send("POST", "/api/admin/marketplace/sync")).status).toBe(202);
  await whenSynced(t.database.db);
};

const gatewayProduct: GatewayProduct = {
  title: "Câmara de ação 4K para capacete",
  salePrice: "89.90",
  originalPrice: "99.90",
  pictures: ["camera"],
  skus: [
    {
      skuId: "12000077001",
      color: "Preto",
      price: "99.90",
      salePrice: "89.90",
      shipping: { PT: { fee: "0.00", minDays: 7, maxDays: 12 } },
    },
  ],
};

let camera: number;

describe("the tracking ids", () => {
  it("refuses bad input with a 400 and a message, and writes nothing", async () => {
    camera = (
      await createProduct(t.database.db, {
        aliexpressUrl: "https://s.click.aliexpress.com/e/_mainlink",
        marketplaceProductId: itemId,
      })
    ).id;
    const refused: [unknown, string, string][] = [
      [{ it: "zg it" }, "it", "Use 1 to 50 letters, digits, _ or -"],
      [{ de: "x".repeat(51) }, "de", "Use 1 to 50 letters, digits, _ or -"],
      [{ it: "" }, "it", "Use 1 to 50 letters, digits, _ or -"],
      [{ it: 7 }, "it", ""],
      [{ it: "zg-same", de: "zg-same" }, "form", "Give each language its own id"],
      [{ nl: "zg-nl" }, "form", ""],
    ];
    for (const [body, field, message] of refused) {
      const res = await saveIds(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields[field], JSON.stringify(body)).toBeTruthy();
      if (message) expect(res.body.fields[field]).toBe(message);
    }
    expect((await send("PUT", "/api/admin/marketplace/tracking-ids", ["zg-it"])).status).toBe(400);
    const stored = await t.database.db.select().from(settings).where(eq(settings.key, trackingIdsKey));
    expect(stored).toEqual([]);
    expect(await t.database.db.select().from(productLinks)).toEqual([]);
    expect(generated()).toEqual([]);
    expect((await send<ProductLinksSummary>("GET", "/api/admin/marketplace/tracking-ids")).body.trackingIds).toEqual(
      {},
    );
  });

  it("makes each language's AliExpress link with its id, and a click in Italian follows the Italian one", async () => {
    const saved = await saveIds({ it: " zg-it ", de: "zg-de" });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      trackingIds: { it: "zg-it", de: "zg-de" },
      aliexpressProducts: 1,
      links: { it: 1, de: 1 },
      made: { made: 2, failed: 0 },
    });
    expect(
      generated()
        .map((call) => call.params.tracking_id)
        .sort(),
    ).toEqual(["zg-de", "zg-it"]);
    for (const call of generated()) {
      expect(call.signatureValid).toBe(true);
      expect(call.params).toMatchObject({ promotion_link_type: "0", source_values: itemUrl });
    }

    const italian = `https://s.click.aliexpress.com/e/_zg-it_210987`;
    expect(await go(camera, "it")).toBe(italian);
    expect(await lastClick(camera)).toMatchObject({ languageCode: "it", destination: "main", affiliateUrl: italian });
    expect(await go(camera, "de")).toBe("https://s.click.aliexpress.com/e/_zg-de_210987");
    // No id of its own: the main link.
    expect(await go(camera, "en")).toBe("https://s.click.aliexpress.com/e/_mainlink");

    // Saved again unchanged, nothing is asked again.
    const again = await saveIds({ it: "zg-it", de: "zg-de" });
    expect(again.body.made).toMatchObject({ made: 0, current: 2 });
    expect(generated()).toHaveLength(2);
  });

  it("makes a link again when the main link or the language's id changes, and never follows a stale one", async () => {
    await t.database.db
      .update(products)
      .set({ aliexpressUrl: "https://s.click.aliexpress.com/e/_newmain" })
      .where(eq(products.id, camera));
    // Made from the old main link: not followed any more.
    expect(await go(camera, "it")).toBe("https://s.click.aliexpress.com/e/_newmain");

    // The marketplace sync makes it again.
    stand.gateway.setProduct(itemId, gatewayProduct);
    const before = generated().length;
    await syncNow();
    expect(generated().length).toBe(before + 2);
    expect(await go(camera, "it")).toBe("https://s.click.aliexpress.com/e/_zg-it_210987");
    const [row] = await t.database.db.select().from(productLinks).where(eq(productLinks.languageCode, "it"));
    expect(row).toMatchObject({ sourceUrl: "https://s.click.aliexpress.com/e/_newmain", trackingId: "zg-it" });

    // A new Italian id: only Italian is made again; a language removed loses its links.
    const changed = await saveIds({ it: "zg-it2" });
    expect(changed.body.made).toMatchObject({ made: 1 });
    expect(generated().at(-1)!.params.tracking_id).toBe("zg-it2");
    expect(await go(camera, "it")).toBe("https://s.click.aliexpress.com/e/_zg-it2_210987");
    expect(await go(camera, "de")).toBe("https://s.click.aliexpress.com/e/_newmain");
    const left = await t.database.db.select({ language: productLinks.languageCode }).from(productLinks);
    expect(left).toEqual([{ language: "it" }]);
  });
});

describe("a product unavailable at its main shop", () => {
  it("goes to its second shop once the marketplace sync says so, counted as the fallback's", async () => {
    const fallback = "https://store.dji.com/product/osmo-360";
    const { id } = await createProduct(t.database.db, {
      aliexpressUrl: "https://s.click.aliexpress.com/e/_delisted",
      marketplaceProductId: "1005000000000404",
      fallbackUrl: fallback,
    });
    expect(await go(id, "pt")).toBe("https://s.click.aliexpress.com/e/_delisted");
    // AliExpress returns no such product any more: the sync calls it unavailable.
    await syncNow();
    const sync = await send<{ items: { productId: number; status: string }[] }>("GET", "/api/admin/marketplace/sync");
    expect(sync.body.items.find((item) => item.productId === id)?.status).toBe("unavailable");
    expect(await go(id, "it")).toBe(fallback);
    expect(await lastClick(id)).toMatchObject({ destination: "fallback", affiliateUrl: fallback, languageCode: "it" });
  });
});

describe("Awin links", () => {
  const awin = "https://www.awin1.com/cread.php?awinmid=7327&awinaffid=999&ued=https%3A%2F%2Fstore.dji.com%2Fp%2Fosmo";

  it("carry the click's language's clickref, main or second shop, and make no AliExpress call", async () => {
    const calls = generated().length;
    const main = (await createProduct(t.database.db, { aliexpressUrl: awin })).id;
    const second = (
      await createProduct(t.database.db, {
        stock: 0,
        aliexpressUrl: "https://s.click.aliexpress.com/e/_sold-out",
        fallbackUrl: awin,
      })
    ).id;
    expect(await go(main, "it")).toBe(`${awin}&clickref=zg-it2`);
    expect(await lastClick(main)).toMatchObject({ affiliateUrl: `${awin}&clickref=zg-it2`, destination: "main" });
    expect(await go(main, "en")).toBe(awin);
    expect(await go(second, "it")).toBe(`${awin}&clickref=zg-it2`);
    expect(await lastClick(second)).toMatchObject({ destination: "fallback" });
    expect((await saveIds({ it: "zg-it2" })).body.made).toMatchObject({ made: 0, failed: 0 });
    expect(generated()).toHaveLength(calls);
  });
});
