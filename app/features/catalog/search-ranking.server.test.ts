import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Database } from "#db/client.server";
import { products, productSearch, productTranslations } from "#db/schema";
import { createProduct } from "#db/seed/factories";
import { ensureReferenceData } from "#db/seed/seed.server";
import { createTestDatabase } from "#tests/helpers/database";
import { pageStorefrontProducts, prepareSearch, searchStorefrontProducts } from "./catalog.service.server";

/**
 * A search ranks and pages its matches on product_search alone (drizzle/0015_search_ranking.sql): the
 * stored folded names, visibility and list order must follow every change of the product, through the
 * triggers, or the ranking would silently go stale.
 */
let database: Database;
const db = () => database.db;

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureReferenceData(database.db);
});
afterAll(() => database?.close());

const stored = async (id: number) =>
  (
    await db()
      .select({
        name: productSearch.name,
        translatedNames: productSearch.translatedNames,
        visible: productSearch.visible,
        sortOrder: productSearch.sortOrder,
      })
      .from(productSearch)
      .where(eq(productSearch.productId, id))
  )[0];

const found = async (text: string, language: "pt" | "en" = "pt") =>
  (await searchStorefrontProducts(db(), language, text)).map((p) => p.id);

describe("what a search ranks by follows the product", () => {
  it("keeps each language's folded name through renames and translation changes", async () => {
    const product = await createProduct(db(), {
      name: "Viseira Crômio-7 Fumê",
      translations: { en: { name: "Chrome-7 Smoke Visor", slug: "chrome-7-smoke-visor" } },
    });
    expect(await stored(product.id)).toMatchObject({
      name: "viseiracromio7fume",
      translatedNames: { en: "chrome7smokevisor" },
    });

    await db().update(products).set({ name: "Viseira Órbita 9" }).where(eq(products.id, product.id));
    await db()
      .update(productTranslations)
      .set({ name: "Orbit 9 Visor" })
      .where(eq(productTranslations.productId, product.id));
    await db().insert(productTranslations).values({
      productId: product.id,
      languageCode: "fr",
      name: "Visière Orbite-9",
      slug: "visiere-orbite-9",
    });
    expect(await stored(product.id)).toMatchObject({
      name: "viseiraorbita9",
      translatedNames: { en: "orbit9visor", fr: "visiereorbite9" },
    });

    await db()
      .delete(productTranslations)
      .where(and(eq(productTranslations.productId, product.id), eq(productTranslations.languageCode, "en")));
    expect((await stored(product.id))?.translatedNames).toEqual({ fr: "visiereorbite9" });
  });

  it("keeps visibility and list order through publishing, trashing and moving", async () => {
    const product = await createProduct(db(), { name: "Câmara Zirkon", status: "draft", sortOrder: 5 });
    expect(await stored(product.id)).toMatchObject({ visible: false, sortOrder: 5 });
    expect(await found("zirkon")).toEqual([]);

    await db().update(products).set({ status: "published", sortOrder: 2 }).where(eq(products.id, product.id));
    expect(await stored(product.id)).toMatchObject({ visible: true, sortOrder: 2 });
    expect(await found("zirkon")).toEqual([product.id]);

    await db().update(products).set({ deletedAt: new Date() }).where(eq(products.id, product.id));
    expect(await stored(product.id)).toMatchObject({ visible: false });
    expect(await found("zirkon")).toEqual([]);
  });
});

describe("ranking", () => {
  // Both hold "quasar" in their documents; only one in its name, and which one depends on the language.
  let inPortuguese: number;
  let inEnglish: number;
  let late: number;
  beforeAll(async () => {
    inEnglish = (
      await createProduct(db(), {
        name: "Intercomunicador Nebula",
        description: "Compatível com o capacete Quasar.",
        sortOrder: 1,
        translations: { en: { name: "Quasar Nebula intercom", slug: "quasar-nebula-intercom" } },
      })
    ).id;
    inPortuguese = (
      await createProduct(db(), {
        name: "Viseira Quasar-X",
        sortOrder: 2,
        translations: { en: { name: "Smoke visor X", slug: "smoke-visor-x", description: "For the Quasar helmet." } },
      })
    ).id;
    late = (await createProduct(db(), { name: "Quasar Pinlock", sortOrder: 3 })).id;
  });

  it("puts products whose name in the page's language holds the first word first, then the list order", async () => {
    expect(await found("quasar", "pt")).toEqual([inPortuguese, late, inEnglish]);
    // In English, a product without an English name ranks by its original name (`late`).
    expect(await found("quasar", "en")).toEqual([inEnglish, late, inPortuguese]);
  });

  it("ranks by the names after renames, and by the list order after a move", async () => {
    await db().update(products).set({ name: "Viseira fumada X" }).where(eq(products.id, inPortuguese));
    expect(await found("quasar", "pt")).toEqual([late, inEnglish, inPortuguese]);
    await db().update(products).set({ sortOrder: 0 }).where(eq(products.id, inPortuguese));
    expect(await found("quasar", "pt")).toEqual([late, inPortuguese, inEnglish]);
    await db()
      .update(productTranslations)
      .set({ name: "Nebula intercom" })
      .where(eq(productTranslations.productId, inEnglish));
    expect(await found("quasar", "en")).toEqual([late, inPortuguese, inEnglish]);
  });

  it("pages and counts the same matches as the API", async () => {
    const all = await found("quasar", "en");
    const search = await prepareSearch(db(), "quasar");
    const page = await pageStorefrontProducts(db(), "en", { search }, "", 2);
    expect(page.total).toBe(all.length);
    expect(page.products.map((p) => p.id)).toEqual(all.slice(0, 2));
    const second = await searchStorefrontProducts(db(), "en", "quasar", { limit: 2, offset: 2 });
    expect(second.map((p) => p.id)).toEqual(all.slice(2));
  });
});
