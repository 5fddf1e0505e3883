import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { brands, products, productSearch, productTranslations } from "#db/schema";
import { createProduct } from "#db/seed/factories";
import { setupAppWithPages } from "#tests/helpers/pages";
import type { StorefrontProduct } from "~/features/catalog/catalog.schema";
import { pagePath } from "~/i18n/routes";

const { t, page } = setupAppWithPages();

const search = async (q: string, lang = "en") => {
  const { status, body } = await t.getJson<StorefrontProduct[]>(
    `/api/products/search?lang=${lang}&q=${encodeURIComponent(q)}`,
  );
  expect(status).toBe(200);
  return body.map((p) => p.slug).sort();
};

describe("search ignores spacing, hyphens, accents and case, and tolerates one typo (issue 18 item 10)", () => {
  it.each([
    ["rpha70", "rpha 70"],
    ["RPHA-70", "rpha 70"],
    ["FF-800", "ff800"],
    ["ff 800", "ff800"],
    ["SHOEI", "shoei"],
    ["shoie", "shoei"],
    ["shoie nxr2", "shoei NXR2"],
    ["visiere fumee", "visière fumée"],
    ["VISIÈRE", "visiere"],
  ])("%s finds what %s finds", async (typed, reference) => {
    const expected = await search(reference);
    expect(expected.length).toBeGreaterThan(0);
    expect(await search(typed)).toEqual(expected);
  });

  it("the search page lists the same products", async () => {
    const expected = await search("rpha 70");
    const res = await page(`${pagePath("en", "products")}?search=rpha70`);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const slug of expected) expect(html).toContain(slug);
  });

  it("does not correct a short word, nor one with nothing near", async () => {
    // "ls2" is one typo from "ls3", but in a three-letter model name that is another product.
    expect(await search("ls2")).not.toEqual([]);
    expect(await search("ls3")).toEqual([]);
    expect(await search("zzzzqq")).toEqual([]);
  });

  it("corrects a word that only a draft or deleted product holds as typed", async () => {
    const expected = await search("shoei");
    await createProduct(t.database.db, { name: "Viseira Shoie rascunho", status: "draft" });
    await createProduct(t.database.db, { name: "Viseira Shoie apagada", deletedAt: new Date() });
    expect(await search("shoie")).toEqual(expected);
  });

  it("follows renames, new translations, brand renames and deletions", async () => {
    const db = t.database.db;
    const [brand] = await db
      .insert(brands)
      .values({ name: "Quixotic Helmets", slug: "quixotic-helmets", kind: "helmet" })
      .returning();
    const product = await createProduct(db, {
      name: "Viseira Zéphyr-9 clara",
      slug: "viseira-zephyr-9-clara",
      brandId: brand!.id,
      status: "published",
    });
    expect(await search("zephyr9")).toEqual([product.slug]);
    expect(await search("quixotik")).toEqual([product.slug]);

    await db.insert(productTranslations).values({
      productId: product.id,
      languageCode: "de",
      name: "Visier Glühwürmchen",
      slug: "visier-gluehwuermchen",
    });
    expect(await search("gluhwurmchen")).toEqual([product.slug]);

    await db.update(brands).set({ name: "Rocinante" }).where(eq(brands.id, brand!.id));
    expect(await search("rocinante")).toEqual([product.slug]);
    expect(await search("quixotic")).toEqual([]);

    await db
      .update(products)
      .set({ name: "Viseira Dulcinea", description: "Clara." })
      .where(eq(products.id, product.id));
    expect(await search("zephyr9")).toEqual([]);
    expect(await search("dulcinea")).toEqual([product.slug]);

    await db.delete(products).where(eq(products.id, product.id));
    expect(await db.select().from(productSearch).where(eq(productSearch.productId, product.id))).toEqual([]);
  });
});
