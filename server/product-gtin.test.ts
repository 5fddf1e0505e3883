import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "#db/schema";
import { createProduct } from "#db/seed/factories";
import { adminJsonClient } from "#tests/helpers/admin";
import { setupAppWithPages } from "#tests/helpers/pages";

/**
 * Issue 34 point 3's field end to end: the barcode (GTIN) is typed by the curator (or filled by the marketplace
 * sync: admin-marketplace.test.ts), checked, stored, and told to search engines in the product's JSON-LD.
 */
const { t, page } = setupAppWithPages();
const send = adminJsonClient(t);
const stored = async (id: number) =>
  (await t.database.db.select({ gtin: products.gtin }).from(products).where(eq(products.id, id)))[0]!.gtin;

describe("a product's barcode", () => {
  it("is saved as its digits when its check digit is right, refused with a message when not, removed when emptied", async () => {
    const created = await send<{ id: number }>("POST", "/api/admin/products", {
      name: "Intercomunicador com código de barras",
      type: "intercom",
      price: "89.90",
      gtin: "4 006381 333931",
    });
    expect(created.status).toBe(201);
    const { id } = created.body;
    const read = await send<{ gtin: string | null; updatedAt: string }>("GET", `/api/admin/products/${id}`);
    expect(read.body.gtin).toBe("4006381333931");

    const base = { name: "Intercomunicador com código de barras", type: "intercom", price: "89.90" };
    const refused = await send<{ fields: Record<string, string> }>("PUT", `/api/admin/products/${id}`, {
      ...base,
      gtin: "4006381333932",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.gtin).toMatch(/Not a barcode/);
    expect(await stored(id)).toBe("4006381333931");

    expect((await send("PUT", `/api/admin/products/${id}`, { ...base, gtin: "" })).status).toBe(200);
    expect(await stored(id)).toBeNull();
  });

  it("is in the product page's JSON-LD, and a product without one names none", async () => {
    const translations = (slug: string) => ({ en: { name: slug, slug } });
    const withCode = await createProduct(t.database.db, {
      name: "Câmara com código",
      translations: translations("camera-with-barcode"),
    });
    await t.database.db.update(products).set({ gtin: "4006381333931" }).where(eq(products.id, withCode.id));
    await createProduct(t.database.db, { name: "Câmara sem código", translations: translations("camera-no-barcode") });
    const jsonLd = async (path: string) => {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      return JSON.parse(html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s)![1]!) as unknown;
    };
    const nodes = (ld: unknown) =>
      (Array.isArray(ld) ? ld : [ld]).flatMap((node: { "@graph"?: unknown[] }) => node["@graph"] ?? [node]) as {
        "@type": string;
        gtin?: string;
      }[];
    const product = async (path: string) => nodes(await jsonLd(path)).find((node) => node["@type"] === "Product");
    expect((await product("/en/product/camera-with-barcode"))?.gtin).toBe("4006381333931");
    const without = await product("/en/product/camera-no-barcode");
    expect(without).toBeDefined();
    expect(without).not.toHaveProperty("gtin");
  });
});
