import { productIsVisible } from "#db/predicates";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { products } from "#db/schema";
import { createProduct } from "#db/seed/factories";
import { adminJsonClient } from "#tests/helpers/admin";
import { clickThrough, lastClick as lastClickOf } from "#tests/helpers/affiliate";
import { checkEveryLink, setupLocalShop } from "#tests/helpers/link-health";
import { setupTestApp } from "#tests/helpers/test-app";
import { productFormValues, productRequest } from "~/features/catalog/components/product-form-values";
import type { AdminProduct } from "~/features/catalog/product-admin.server";
import type { Backup } from "~/features/admin/backup.server";

/**
 * Issue 31 item 5, a second shop: a product's fallback link, checked by link health like its main link, takes the
 * clicks of /go while the main link is broken (a local shop answering 404, checked twice) or the product is out of
 * stock at its main shop; both failing is today's behaviour.
 */
const alive = new Set(["/item/ok", "/fallback/ok"]);
const shop = setupLocalShop((path) => (alive.has(path) ? 200 : undefined));
const t = setupTestApp({ outgoing: { allowLoopback: true }, linkCheck: { timeoutMs: 2000 } });
const send = adminJsonClient(t);

beforeAll(async () => {
  // Every published product points at the stand-in shop: no check reaches the internet.
  await t.database.db
    .update(products)
    .set({ aliexpressUrl: `${shop.base}/item/ok` })
    .where(productIsVisible);
});

const go = (id: number, lang = "pt") => clickThrough(t.request, id, lang);
const lastClick = (productId: number) => lastClickOf(t.database.db, productId);

const itemOf = async (productId: number) =>
  (await checkEveryLink(send)).items.find((item) => item.productId === productId)!;

describe("the second shop in the admin", () => {
  it("is saved with the product, and refused with a message when it is no web link or is the main link", async () => {
    const { id } = await createProduct(t.database.db, { aliexpressUrl: "https://s.click.aliexpress.com/e/_main" });
    const saved = (await send<AdminProduct>("GET", `/api/admin/products/${id}`)).body;
    expect(saved.fallbackUrl).toBeNull();
    const put = (fallbackUrl: unknown) =>
      send<{ error: string; fields: Record<string, string> }>("PUT", `/api/admin/products/${id}`, {
        ...productRequest(productFormValues(saved)),
        fallbackUrl,
      });
    const refused: [unknown, string][] = [
      ["ftp://shop.example/x", "Use a full https:// link for the second shop, or leave it empty"],
      ["javascript:alert(1)", "Use a full https:// link for the second shop, or leave it empty"],
      [
        "https://s.click.aliexpress.com/e/_main",
        "The second shop's link is the main link: give another shop, or leave it empty",
      ],
      [`https://store.dji.com/${"x".repeat(2000)}`, "The second shop's link is too long"],
      [42, "The second shop's link must be text"],
    ];
    for (const [value, message] of refused) {
      const res = await put(value);
      expect(res.status, String(value)).toBe(400);
      expect(res.body.fields.fallbackUrl).toBe(message);
    }
    const [row] = await t.database.db
      .select({ fallbackUrl: products.fallbackUrl })
      .from(products)
      .where(eq(products.id, id));
    expect(row!.fallbackUrl).toBeNull();

    expect((await put(" https://store.dji.com/product/osmo-360 ")).status).toBe(200);
    expect((await send<AdminProduct>("GET", `/api/admin/products/${id}`)).body.fallbackUrl).toBe(
      "https://store.dji.com/product/osmo-360",
    );
    // A backup holds it, as every column of the schema.
    const backup = (await send<Backup>("GET", "/api/admin/backup")).body.tables.products!;
    const backedUp = backup.rows.find((values) => values[backup.columns.indexOf("id")] === id)!;
    expect(backedUp[backup.columns.indexOf("fallback_url")]).toBe("https://store.dji.com/product/osmo-360");
    // Emptied, it is gone.
    expect((await put("")).status).toBe(200);
    expect((await send<AdminProduct>("GET", `/api/admin/products/${id}`)).body.fallbackUrl).toBeNull();
  });
});

describe("/go while the main link fails", () => {
  it("goes to the second shop once link health calls the main link broken, and counts the click as the fallback's", async () => {
    const main = `${shop.base}/item/sold-out-listing`;
    const fallback = `${shop.base}/fallback/ok`;
    const { id } = await createProduct(t.database.db, { aliexpressUrl: main, fallbackUrl: fallback });

    // A first 404 is not yet "broken": the main link keeps its clicks.
    const first = await itemOf(id);
    expect(first).toMatchObject({ status: "unknown", httpStatus: 404 });
    expect(first.fallback).toMatchObject({ url: fallback, status: "ok", httpStatus: 200 });
    expect(await go(id)).toEqual({ status: 302, location: main });
    expect(await lastClick(id)).toMatchObject({ destination: "main", affiliateUrl: main });

    // The second agrees: broken, and the second shop gets the click.
    expect(await itemOf(id)).toMatchObject({ status: "broken", fallback: { status: "ok" } });
    expect(shop.requests.filter((path) => path === "/item/sold-out-listing").length).toBeGreaterThanOrEqual(2);
    expect(await go(id, "en")).toEqual({ status: 302, location: fallback });
    expect(await lastClick(id)).toMatchObject({
      destination: "fallback",
      affiliateUrl: fallback,
      languageCode: "en",
    });
    // The spec's tracking call answers the same destination.
    const tracked = await t.getJson<{ affiliateUrl: string }>("/api/affiliate/track", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ productId: id }),
    });
    expect(tracked.body.affiliateUrl).toBe(fallback);
    expect(await lastClick(id)).toMatchObject({ destination: "fallback" });
  });

  it("when the second shop fails too, does as today: the dead main link, or the link-unavailable notice", async () => {
    const main = `${shop.base}/item/gone-twice`;
    const fallback = `${shop.base}/fallback/gone-too`;
    const { id } = await createProduct(t.database.db, { aliexpressUrl: main, fallbackUrl: fallback });
    await itemOf(id);
    expect(await itemOf(id)).toMatchObject({ status: "broken", fallback: { status: "broken", httpStatus: 404 } });

    expect(await go(id)).toEqual({ status: 302, location: main });
    expect(await lastClick(id)).toMatchObject({ destination: "main" });

    expect((await send("PUT", "/api/admin/link-health/settings", { unavailableWhenBroken: true })).status).toBe(200);
    try {
      const before = await lastClick(id);
      expect(await go(id)).toEqual({ status: 404, location: null });
      expect((await lastClick(id))!.id).toBe(before!.id);
    } finally {
      await send("PUT", "/api/admin/link-health/settings", { unavailableWhenBroken: false });
    }
  });

  it("goes to the second shop while the product is out of stock at its main shop, and back when it is in stock", async () => {
    const main = `${shop.base}/item/ok`;
    const fallback = "https://store.dji.com/product/osmo-360";
    const { id } = await createProduct(t.database.db, { aliexpressUrl: main, fallbackUrl: fallback });
    const pricing = (stock: number | null) =>
      send("PUT", `/api/admin/products/${id}/pricing`, { price: "29.90", originalPrice: null, stock });

    expect((await pricing(0)).status).toBe(200);
    expect(await go(id)).toEqual({ status: 302, location: fallback });
    expect(await lastClick(id)).toMatchObject({ destination: "fallback", affiliateUrl: fallback });

    expect((await pricing(3)).status).toBe(200);
    expect(await go(id)).toEqual({ status: 302, location: main });
  });

  it("goes to the second shop of a product with no main link, and never to an address from the request", async () => {
    const fallback = `${shop.base}/fallback/ok`;
    const { id } = await createProduct(t.database.db, { aliexpressUrl: "#", fallbackUrl: fallback });
    expect(await go(id)).toEqual({ status: 302, location: fallback });
    const res = await t.request(`/go/${id}?lang=pt&url=https://evil.example/&to=https://evil.example/`);
    expect(res.headers.get("location")).toBe(fallback);
  });
});
