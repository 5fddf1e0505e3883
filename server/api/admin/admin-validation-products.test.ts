import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { categories, media, productImages, products, productTranslations } from "#db/schema";
import { createBrand, createCategory, createHelmetModel } from "#db/seed/factories";
import { formatPrice } from "~/i18n/format";
import {
  edit,
  itemsOf,
  setupValidationTests,
  translated,
  translationFix,
  translations,
} from "./admin-validation.test-setup";

// The validation center's checks of products: price, pictures, shop links, translations, addresses, visor fits.
const { db, cleanProduct, report, productItems } = setupValidationTests();

describe("validation center", () => {
  it("flags published products at 0 €, not drafts or trashed ones", async () => {
    const product = await cleanProduct("preco-zero", { price: "0" });
    const draft = await cleanProduct("preco-zero-rascunho", { price: "0", status: "draft" });
    const trashed = await cleanProduct("preco-zero-lixo", { price: "0", deletedAt: new Date() });
    expect(await productItems("product-price", product.id)).toEqual([
      {
        label: product.name,
        detail: `Price is ${formatPrice(0)}`,
        fixUrl: edit(product.id),
        entityType: "product",
        entityId: product.id,
      },
    ]);
    const r = await report();
    expect(itemsOf(r, "product-price", "product", draft.id)).toEqual([]);
    expect(itemsOf(r, "product-price", "product", trashed.id)).toEqual([]);
    // Everything else about these products is in order.
    for (const check of r.checks.filter((c) => c.key !== "product-price")) {
      expect(itemsOf(r, check.key, "product", product.id)).toEqual([]);
    }

    await db().update(products).set({ price: "19.90" }).where(eq(products.id, product.id));
    expect(await productItems("product-price", product.id)).toEqual([]);
  });

  it("flags published products without pictures", async () => {
    const product = await cleanProduct("sem-imagem", { imageSvgs: [] });
    expect(await productItems("product-image", product.id)).toMatchObject([
      { label: product.name, fixUrl: edit(product.id), entityType: "product", entityId: product.id },
    ]);
    const [picture] = await db().select({ id: media.id }).from(media).limit(1);
    await db().insert(productImages).values({ productId: product.id, mediaId: picture!.id });
    expect(await productItems("product-image", product.id)).toEqual([]);
  });

  it("flags missing and malformed shop links", async () => {
    const none = await cleanProduct("sem-link", { aliexpressUrl: "#" });
    const empty = await cleanProduct("link-vazio", { aliexpressUrl: " " });
    const bad = await cleanProduct("link-mau", { aliexpressUrl: "htp:/bad url" });
    const spaced = await cleanProduct("link-espacos", { aliexpressUrl: "https://example.com/a b" });
    const relative = await cleanProduct("link-relativo", { aliexpressUrl: "/go/1" });
    expect(await productItems("product-affiliate-link", none.id)).toEqual([
      { label: none.name, detail: "No shop link yet", fixUrl: edit(none.id), entityType: "product", entityId: none.id },
    ]);
    expect((await productItems("product-affiliate-link", empty.id))[0]?.detail).toBe("No shop link yet");
    expect(await productItems("product-affiliate-link", bad.id)).toEqual([
      {
        label: bad.name,
        detail: 'Malformed shop link: "htp:/bad url"',
        fixUrl: edit(bad.id),
        entityType: "product",
        entityId: bad.id,
      },
    ]);
    expect(await productItems("product-affiliate-link", spaced.id)).toHaveLength(1);
    expect(await productItems("product-affiliate-link", relative.id)).toHaveLength(1);

    for (const [i, product] of [none, empty, bad, spaced, relative].entries()) {
      const link = i % 2 ? `http://shop.example/${i}` : `https://s.click.aliexpress.com/e/_fixed${i}`;
      await db().update(products).set({ aliexpressUrl: link }).where(eq(products.id, product.id));
      expect(await productItems("product-affiliate-link", product.id)).toEqual([]);
    }
  });

  it("flags a missing translation and one with an empty slug, one item per language", async () => {
    const missing = await cleanProduct("sem-frances", {
      translations: translations("sem-frances", ["en", "es", "it", "de"]),
    });
    const emptySlug = await cleanProduct("slug-vazio");
    await db()
      .update(productTranslations)
      .set({ slug: "" })
      .where(and(eq(productTranslations.productId, emptySlug.id), eq(productTranslations.languageCode, "de")));

    expect(await productItems("product-translation", missing.id)).toEqual([
      {
        label: missing.name,
        detail: "No French translation",
        fixUrl: translationFix("product", missing.id, "fr"),
        entityType: "product",
        entityId: missing.id,
        language: "fr",
      },
    ]);
    expect(await productItems("product-translation", emptySlug.id)).toEqual([
      {
        label: emptySlug.name,
        detail: "German translation has an empty slug",
        fixUrl: translationFix("product", emptySlug.id, "de"),
        entityType: "product",
        entityId: emptySlug.id,
        language: "de",
      },
    ]);

    await db()
      .insert(productTranslations)
      .values({ productId: missing.id, languageCode: "fr", name: "Sans", slug: "sans-fr" });
    await db()
      .update(productTranslations)
      .set({ slug: "slug-vazio-de" })
      .where(and(eq(productTranslations.productId, emptySlug.id), eq(productTranslations.languageCode, "de")));
    expect(await productItems("product-translation", missing.id)).toEqual([]);
    expect(await productItems("product-translation", emptySlug.id)).toEqual([]);
  });

  it("flags two products answering at the same address through the slug fallback", async () => {
    const owner = await cleanProduct("colisao-a");
    await db()
      .update(productTranslations)
      .set({ slug: "colisao-comum" })
      .where(and(eq(productTranslations.productId, owner.id), eq(productTranslations.languageCode, "es")));
    // No Spanish translation: in Spanish it falls back to its English slug, the other's Spanish one.
    const borrower = await cleanProduct("colisao-b", {
      translations: { ...translations("colisao-b", ["fr", "it", "de"]), en: { name: "Clash", slug: "colisao-comum" } },
    });

    const r = await report();
    expect(itemsOf(r, "duplicate-slug", "product", borrower.id)).toEqual([
      {
        label: borrower.name,
        detail: `/es/producto/colisao-comum is also the address of “${owner.name}” (#${owner.id}); this one borrows a fallback slug`,
        fixUrl: edit(borrower.id),
        entityType: "product",
        entityId: borrower.id,
        language: "es",
      },
    ]);
    // One item per collision, not one per product.
    expect(itemsOf(r, "duplicate-slug", "product", owner.id)).toEqual([]);

    await db()
      .insert(productTranslations)
      .values({ productId: borrower.id, languageCode: "es", name: "Choque", slug: "colisao-b-es" });
    expect(await productItems("duplicate-slug", borrower.id)).toEqual([]);
  });

  it("flags stale translations and translations marked for review", async () => {
    const product = await cleanProduct("traducao-velha");
    await db().update(products).set({ name: "Nome novo" }).where(eq(products.id, product.id));
    const stale = await productItems("stale-translation", product.id);
    expect(stale.map((i) => i.language)).toEqual([...translated]);
    expect(stale.find((i) => i.language === "en")).toEqual({
      label: "Nome novo",
      detail: "English: the original changed since it was written",
      fixUrl: translationFix("product", product.id, "en"),
      entityType: "product",
      entityId: product.id,
      language: "en",
    });
    // Saving a translation again brings it up to date.
    for (const l of translated) {
      await db()
        .update(productTranslations)
        .set({ name: `Nome novo ${l}` })
        .where(and(eq(productTranslations.productId, product.id), eq(productTranslations.languageCode, l)));
    }
    expect(await productItems("stale-translation", product.id)).toEqual([]);

    await db()
      .update(productTranslations)
      .set({ needsReview: true })
      .where(and(eq(productTranslations.productId, product.id), eq(productTranslations.languageCode, "es")));
    expect(await productItems("stale-translation", product.id)).toEqual([
      {
        label: "Nome novo",
        detail: "Spanish: needs review",
        fixUrl: translationFix("product", product.id, "es"),
        entityType: "product",
        entityId: product.id,
        language: "es",
      },
    ]);
    await db()
      .update(productTranslations)
      .set({ needsReview: false })
      .where(eq(productTranslations.productId, product.id));
    expect(await productItems("stale-translation", product.id)).toEqual([]);

    const category = await createCategory(db(), {
      slug: "categoria-velha",
      translations: translations("categoria-velha"),
    });
    await db().update(categories).set({ description: "Nova descrição" }).where(eq(categories.id, category.id));
    const categoryItems = itemsOf(await report(), "stale-translation", "category", category.id);
    expect(categoryItems.map((i) => i.fixUrl)).toEqual(
      translated.map((l) => translationFix("category", category.id, l)),
    );
  });

  it("flags a published visor that fits no helmet, until it has a fit", async () => {
    const brand = await createBrand(db(), { name: "Capacete Sem Viseira", kind: "helmet" });
    const model = await createHelmetModel(db(), { brandId: brand.id, name: "Solo" });
    const loose = await cleanProduct("viseira-solta", { type: "visor" });
    const draft = await cleanProduct("viseira-solta-rascunho", { type: "visor", status: "draft" });
    const fitted = await cleanProduct("viseira-com-fit", { type: "visor", fits: [{ helmetModelId: model.id }] });
    expect(await productItems("visor-without-fit", loose.id)).toEqual([
      {
        label: loose.name,
        detail: "Fits no helmet model",
        fixUrl: edit(loose.id),
        entityType: "product",
        entityId: loose.id,
      },
    ]);
    const r = await report();
    expect(itemsOf(r, "visor-without-fit", "product", draft.id)).toEqual([]);
    expect(itemsOf(r, "visor-without-fit", "product", fitted.id)).toEqual([]);
  });
});
