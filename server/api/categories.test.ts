import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { categories, slugRedirects } from "#db/schema";
import { products as seedProducts } from "#db/seed/data/products";
import { setupTestApp } from "#tests/helpers/test-app";
import type { CategoryTranslationDto, StorefrontCategory } from "~/features/categories/categories.schema";

const t = setupTestApp();
const getCategories = (path: string) => t.getJson<StorefrontCategory[]>(path);

describe("GET /api/categories", () => {
  it("lists the whole tree with the documented fields", async () => {
    const { status, body } = await getCategories("/api/categories");
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(80);
    for (const c of body) {
      expect(Object.keys(c)).toEqual(
        expect.arrayContaining([
          "id",
          "slug",
          "name",
          "name_en",
          "nameEn",
          "description",
          "description_en",
          "imageUrl",
          "productCount",
          "parentId",
        ]),
      );
    }
    expect(
      body
        .filter((c) => c.parentId === null)
        .map((c) => c.slug)
        .sort(),
    ).toEqual(["accessories", "cameras", "intercoms", "visors"]);
  });

  it("has LS2's visor parent at id 30, with children named after the models", async () => {
    const { body } = await getCategories("/api/categories");
    expect(body.find((c) => c.id === 30)).toMatchObject({ slug: "visors-ls2" });
    const children = body.filter((c) => c.parentId === 30);
    expect(children.length).toBeGreaterThanOrEqual(4);
    for (const child of children) expect(child.name).toMatch(/^Viseiras para capacetes LS2 \S+/);
  });

  it("counts visible products honestly, including subcategories", async () => {
    const { body } = await getCategories("/api/categories");
    const visors = body.find((c) => c.slug === "visors")!;
    expect(visors.productCount).toBe(seedProducts.filter((p) => p.categorySlug.startsWith("visors-")).length);
    const k6 = body.find((c) => c.slug === "visors-agv-k6")!;
    expect(k6.productCount).toBe(seedProducts.filter((p) => p.categorySlug === "visors-agv-k6").length);
  });

  it("localizes names and slugs with ?lang", async () => {
    const { body } = await getCategories("/api/categories?lang=es");
    const k6 = body.find((c) => c.id === body.find((x) => x.nameEn === "Visors for AGV K6 helmets")!.id)!;
    expect(k6).toMatchObject({ name: "Viseras para cascos AGV K6", slug: "viseras-agv-k6", isTranslated: true });
    expect((await t.request("/api/categories?lang=zz")).status).toBe(400);
  });
});

describe("GET /api/categories/slug/{slug}", () => {
  it("answers a category by slug, in any language", async () => {
    const { status, body } = await t.getJson<StorefrontCategory>("/api/categories/slug/visors-agv-k6");
    expect(status).toBe(200);
    expect(body).toMatchObject({ slug: "visors-agv-k6", name: "Viseiras para capacetes AGV K6" });
    const { body: german } = await t.getJson<StorefrontCategory>("/api/categories/slug/visiere-agv-k6?lang=de");
    expect(german.id).toBe(body.id);
  });

  it("answers a renamed category with redirect and its new slug", async () => {
    const { db } = t.database;
    const [row] = await db.select().from(categories).where(eq(categories.slug, "accessories-mounts"));
    await db.update(categories).set({ slug: "accessories-camera-mounts" }).where(eq(categories.id, row!.id));
    await db
      .insert(slugRedirects)
      .values({ entityType: "category", entityId: row!.id, languageCode: "pt", oldSlug: "accessories-mounts" });
    const { status, body } = await t.getJson<{ redirect: boolean; newSlug: string; category: StorefrontCategory }>(
      "/api/categories/slug/accessories-mounts",
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ redirect: true, newSlug: "accessories-camera-mounts", category: { id: row!.id } });
  });

  it("answers 404 with a message for an unknown slug, 400 for a malformed one", async () => {
    const { status, body } = await t.getJson("/api/categories/slug/unknown-category");
    expect([status, body]).toEqual([404, { error: "Category not found" }]);
    expect((await t.request("/api/categories/slug/%3Cscript%3E")).status).toBe(400);
  });
});

describe("GET /api/categories/{id}/translations", () => {
  it("lists the five translations", async () => {
    const { status, body } = await t.getJson<CategoryTranslationDto[]>("/api/categories/30/translations");
    expect(status).toBe(200);
    expect(body.map((tr) => tr.languageCode)).toEqual(["de", "en", "es", "fr", "it"]);
    expect(body.find((tr) => tr.languageCode === "en")).toMatchObject({ name: "LS2 visors", slug: "visors-ls2" });
  });

  it("answers 404 and 400", async () => {
    expect((await t.request("/api/categories/99999/translations")).status).toBe(404);
    expect((await t.request("/api/categories/abc/translations")).status).toBe(400);
  });
});
