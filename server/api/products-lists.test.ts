import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { brands } from "#db/schema";
import { products as seedProducts } from "#db/seed/data/products";
import { createProduct } from "#db/seed/factories";
import { setupTestApp } from "#tests/helpers/test-app";
import type { StorefrontProduct } from "~/features/catalog/catalog.schema";
import type { StorefrontCategory } from "~/features/categories/categories.schema";

// The public product lists: all products, pages, flags, search and categories. One product is in
// products-single.test.ts.
const t = setupTestApp();

/** The documented fields of spec §3 (plus our own); every product answer carries all of them. */
const productFields = [
  "id",
  "name",
  "slug",
  "nameEn",
  "description",
  "buttonText",
  "price",
  "originalPrice",
  "stock",
  "imageUrl",
  "coverImageUrl",
  "images",
  "brand",
  "category",
  "tags",
  "aliexpressUrl",
  "rating",
  "isOfficial",
  "isFeatured",
  "isNew",
  "isRecommended",
  "isZerosPick",
  "isLimitedEdition",
  "isPremium",
  "isBestSeller",
  "type",
  "likeCount",
];

const getProducts = (path: string) => t.getJson<StorefrontProduct[]>(path);

describe("GET /api/products", () => {
  it("lists every published demo product with the documented fields", async () => {
    const { status, body, res } = await getProducts("/api/products");
    expect(status).toBe(200);
    expect(body).toHaveLength(seedProducts.length);
    for (const product of body) expect(Object.keys(product)).toEqual(expect.arrayContaining(productFields));
    const first = body[0]!;
    expect(first.price).toMatch(/^\d+\.\d{2}$/);
    expect(first.images.length).toBeGreaterThanOrEqual(2);
    expect(first.imageUrl).toBe(first.images[0]!.url);
    expect(res.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    expect(res.headers.get("etag")).toBeTruthy();
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await t.request("/api/products");
    const again = await t.request("/api/products", { headers: { "If-None-Match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("localizes text with ?lang and falls back to English, then to the original", async () => {
    const { body: english } = await getProducts("/api/products?lang=en");
    const sample = seedProducts[0]!;
    const found = english.find((p) => p.slug === sample.translations.en.slug)!;
    expect(found.name).toBe(sample.translations.en.name);
    expect(found.translationStatus).toBe("translated");
    expect(found.nameEn).toBe(sample.translations.en.name);

    const onlyPortuguese = await createProduct(t.database.db, { name: "Só em português", slug: "so-em-portugues" });
    const withEnglish = await createProduct(t.database.db, {
      name: "Com inglês",
      translations: { en: { name: "With English", slug: "with-english" } },
    });
    const { body: german } = await getProducts("/api/products?lang=de");
    const pt = german.find((p) => p.id === onlyPortuguese.id)!;
    const en = german.find((p) => p.id === withEnglish.id)!;
    expect([pt.name, pt.translationStatus]).toEqual(["Só em português", "original"]);
    expect([en.name, en.slug, en.translationStatus]).toEqual(["With English", "with-english", "fallback"]);
  });

  it("rejects an unsupported language with 400 and a message", async () => {
    const { status, body } = await t.getJson<{ error: string }>("/api/products?lang=xx");
    expect(status).toBe(400);
    expect(body.error).toMatch(/Unsupported language/);
  });

  it("never shows drafts or deleted products, anywhere", async () => {
    const draft = await createProduct(t.database.db, { name: "Rascunho secreto", status: "draft", isFeatured: true });
    const trashed = await createProduct(t.database.db, {
      name: "Apagado secreto",
      deletedAt: new Date(),
      isFeatured: true,
    });
    for (const path of ["/api/products", "/api/products/featured", "/api/products/search?q=secreto"]) {
      const { body } = await getProducts(path);
      expect(body.map((p) => p.id)).not.toContain(draft.id);
      expect(body.map((p) => p.id)).not.toContain(trashed.id);
    }
    for (const product of [draft, trashed]) {
      expect((await t.request(`/api/products/${product.id}`)).status).toBe(404);
      expect((await t.request(`/api/products/by-localized-slug/pt/${product.slug}`)).status).toBe(404);
      expect((await t.request(`/api/products/${product.id}/translations`)).status).toBe(404);
      expect((await t.request(`/api/products/${product.id}/images`)).status).toBe(404);
    }
  });
});

describe("paged product lists", () => {
  it("answer a page at a time, at most 200 products, and say where the next page begins", async () => {
    const all = (await getProducts("/api/products")).body;
    expect(all.length).toBeGreaterThan(10);
    const first = await t.request("/api/products?limit=10");
    const page1 = (await first.json()) as StorefrontProduct[];
    expect(page1.map((p) => p.id)).toEqual(all.slice(0, 10).map((p) => p.id));
    expect(first.headers.get("link")).toBe('</api/products?limit=10&offset=10>; rel="next"');
    const second = (await getProducts("/api/products?limit=10&offset=10")).body;
    expect(second.map((p) => p.id)).toEqual(all.slice(10, 20).map((p) => p.id));
    const last = await t.request(`/api/products?limit=10&offset=${all.length - 3}`);
    expect(((await last.json()) as unknown[]).length).toBe(3);
    expect(last.headers.get("link")).toBeNull();
    const featured = (await getProducts("/api/products/featured")).body;
    expect((await getProducts("/api/products/featured?limit=1")).body.map((p) => p.id)).toEqual([featured[0]!.id]);
    for (const bad of ["limit=201", "limit=0", "offset=-1", "limit=abc", "offset=1.5"]) {
      const { status, body } = await t.getJson<{ error: string }>(`/api/products?${bad}`);
      expect(status, bad).toBe(400);
      expect(body.error).toMatch(/limit|offset/);
    }
  });
});

describe("flag lists", () => {
  it.each([
    ["featured", "isFeatured"],
    ["new", "isNew"],
    ["recommended", "isRecommended"],
    ["zeros-picks", "isZerosPick"],
  ] as const)("/api/products/%s lists exactly the products with %s", async (path, flag) => {
    const { status, body } = await getProducts(`/api/products/${path}`);
    expect(status).toBe(200);
    const expected = seedProducts
      .filter((p) => p[flag])
      .map((p) => p.slug)
      .sort();
    expect(body.map((p) => p.slug).sort()).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });
});

describe("GET /api/products/search", () => {
  it("finds products by words of their name in any language", async () => {
    const sample = seedProducts.find((p) => p.type === "camera")!;
    const { status, body } = await getProducts(
      `/api/products/search?q=${encodeURIComponent(sample.translations.de.name)}`,
    );
    expect(status).toBe(200);
    expect(body.map((p) => p.slug)).toContain(sample.slug);
  });

  it("requires every word to match", async () => {
    const { body } = await getProducts("/api/products/search?q=AGV%20K6");
    expect(body.length).toBeGreaterThan(0);
    for (const p of body) expect(`${p.name} ${p.description} ${p.brand}`).toMatch(/agv/i);
  });

  it("treats % and _ literally", async () => {
    const texts = (p: (typeof seedProducts)[number]) =>
      [
        p.name,
        p.description,
        p.brand,
        ...Object.values(p.translations).flatMap((tr) => [tr.name, tr.description]),
      ].join(" ");
    for (const symbol of ["%", "_"]) {
      const { status, body } = await getProducts(`/api/products/search?q=${encodeURIComponent(symbol)}`);
      expect(status).toBe(200);
      const expected = seedProducts.filter((p) => texts(p).includes(symbol)).map((p) => p.slug);
      expect(body.map((p) => p.slug).sort()).toEqual(expected.sort());
      expect(body.length).toBeLessThan(seedProducts.length);
    }
  });

  it("is paged like the lists (limit ≤ 200, offset, Link rel=next)", async () => {
    const all = (await getProducts("/api/products/search?q=viseira")).body;
    expect(all.length).toBeGreaterThan(3);
    const first = await t.request("/api/products/search?q=viseira&limit=2");
    expect(first.headers.get("link")).toBe('</api/products/search?q=viseira&limit=2&offset=2>; rel="next"');
    const second = (await getProducts("/api/products/search?q=viseira&limit=2&offset=2")).body;
    expect([...((await first.json()) as typeof all), ...second].map((p) => p.id)).toEqual(
      all.slice(0, 4).map((p) => p.id),
    );
    expect((await t.request("/api/products/search?q=viseira&limit=201")).status).toBe(400);
  });

  it.each([
    "/api/products/search",
    "/api/products/search?q=",
    "/api/products/search?q=%20%20",
    `/api/products/search?q=${"x".repeat(101)}`,
  ])("%s answers 400", async (path) => {
    const { status, body } = await t.getJson<{ error: string }>(path);
    expect(status).toBe(400);
    expect(body.error).toMatch(/Search text/);
  });
});

describe("GET /api/products/category/{slug}", () => {
  it("lists a model category's products", async () => {
    const { status, body } = await getProducts("/api/products/category/visors-agv-k6");
    expect(status).toBe(200);
    const expected = seedProducts.filter((p) => p.categorySlug === "visors-agv-k6");
    expect(body.map((p) => p.slug).sort()).toEqual(expected.map((p) => p.slug).sort());
    expect(body.every((p) => p.category === "visors-agv-k6")).toBe(true);
  });

  it("includes the whole subtree of a parent category", async () => {
    const { body } = await getProducts("/api/products/category/visors");
    expect(body).toHaveLength(
      seedProducts.filter((p) => p.type === "visor" && p.categorySlug.startsWith("visors-")).length,
    );
  });

  it("gathers an Ejeas intercom filed under the intercoms root into intercoms-ejeas, and counts it", async () => {
    const { db } = t.database;
    const category = async (slug: string) => (await t.getJson<StorefrontCategory>(`/api/categories/slug/${slug}`)).body;
    const [root, ejeas] = [await category("intercoms"), await category("intercoms-ejeas")];
    const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.name, "Ejeas"));
    const misfiled = await createProduct(db, { type: "intercom", brandId: brand!.id, categoryId: root.id });

    const { body } = await getProducts("/api/products/category/intercoms-ejeas");
    expect(body.map((p) => p.id)).toContain(misfiled.id);
    expect((await category("intercoms-ejeas")).productCount).toBe(ejeas.productCount + 1);
    expect((await category("intercoms")).productCount).toBe(root.productCount + 1);
    expect((await getProducts("/api/products/category/cameras")).body.map((p) => p.id)).not.toContain(misfiled.id);
  });

  it("accepts a category's slug in another language", async () => {
    const { status, body } = await getProducts("/api/products/category/viseras-agv-k6?lang=es");
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
  });

  it("answers 404 for an unknown category and 400 for a malformed slug", async () => {
    expect((await t.getJson<{ error: string }>("/api/products/category/no-such-thing")).body).toEqual({
      error: "Category not found",
    });
    expect((await t.request("/api/products/category/no-such-thing")).status).toBe(404);
    expect((await t.request("/api/products/category/bad%20slug!")).status).toBe(400);
  });
});
