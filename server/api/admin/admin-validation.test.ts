import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  brandAssets,
  categoryTranslations,
  headerMenuItems,
  languages,
  media,
  productImages,
  products,
  productTranslations,
  categories,
  helmetModels,
} from "#db/schema";
import { createBrand, createCategory, createHelmetModel, createProduct } from "#db/seed/factories";
import { adminCookie } from "#tests/helpers/admin";
import { setupTestApp } from "#tests/helpers/test-app";
import { formatPrice } from "~/i18n/format";
import {
  runValidationChecks,
  validationCheckKeys,
  validationLimits,
  type ValidationCheckKey,
  type ValidationItem,
  type ValidationReport,
} from "~/features/validation/validation-center.server";

const t = setupTestApp();
const db = () => t.database.db;

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>';
const translated = ["en", "es", "fr", "it", "de"] as const;
/** A translation in each language (or the ones given), with slugs unique to `slug`. */
const translations = (slug: string, only: readonly (typeof translated)[number][] = translated) =>
  Object.fromEntries(only.map((l) => [l, { name: `${slug} ${l}`, slug: `${slug}-${l}` }]));
/** A published product with a picture and every translation, so only the defect a test adds shows. */
const cleanProduct = (slug: string, input: Parameters<typeof createProduct>[1] = {}) =>
  createProduct(db(), { slug, translations: translations(slug), imageSvgs: [svg], ...input });

const report = () => runValidationChecks(db(), { itemLimit: Number.POSITIVE_INFINITY });
/** The items of one check about one entity. */
const itemsOf = (r: ValidationReport, key: ValidationCheckKey, entityType: string, entityId: number) =>
  r.checks.find((c) => c.key === key)!.items.filter((i) => i.entityType === entityType && i.entityId === entityId);
const productItems = async (key: ValidationCheckKey, id: number) => itemsOf(await report(), key, "product", id);
const edit = (id: number) => `/admin/products/${id}/edit`;
const translationFix = (entity: string, id: number, language: string) =>
  `/admin/dashboard/product-translations?entity=${entity}&id=${id}&language=${language}`;

describe("validation center", () => {
  it("lists every check, with counts, capped items and an ISO time", async () => {
    const full = await runValidationChecks(db());
    expect(full.checks.map((c) => c.key)).toEqual(validationCheckKeys);
    expect(new Date(full.checkedAt).toISOString()).toBe(full.checkedAt);
    for (const check of full.checks) {
      expect(["high", "medium", "low"]).toContain(check.severity);
      expect(check.items.length).toBe(Math.min(check.count, validationLimits.itemsPerCheck));
    }
    const capped = await runValidationChecks(db(), { itemLimit: 1 });
    capped.checks.forEach((check, i) => {
      expect(check.count).toBe(full.checks[i]!.count);
      expect(check.items).toEqual(full.checks[i]!.items.slice(0, 1));
    });
  });

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

  it("flags categories sharing an address, or taking a page's address", async () => {
    const owner = await createCategory(db(), { slug: "cat-colisao-a", translations: translations("cat-colisao-a") });
    await db()
      .update(categoryTranslations)
      .set({ slug: "cat-comum" })
      .where(and(eq(categoryTranslations.categoryId, owner.id), eq(categoryTranslations.languageCode, "it")));
    const borrower = await createCategory(db(), {
      name: "Categoria emprestada",
      slug: "cat-colisao-b",
      translations: { ...translations("cat-colisao-b", ["es", "fr", "de"]), en: { name: "Clash", slug: "cat-comum" } },
    });
    const page = await createCategory(db(), {
      name: "Categoria página",
      slug: "cat-pagina",
      translations: {
        ...translations("cat-pagina", ["en", "es", "it", "de"]),
        fr: { name: "À propos", slug: "a-propos" },
      },
    });

    const r = await report();
    expect(itemsOf(r, "duplicate-slug", "category", borrower.id)).toEqual([
      {
        label: "Categoria emprestada",
        detail: expect.stringMatching(
          /^\/it\/cat-comum is also the address of “.+” \(#\d+\); this one borrows a fallback slug$/,
        ),
        fixUrl: `/admin/dashboard/categories#category-${borrower.id}`,
        entityType: "category",
        entityId: borrower.id,
        language: "it",
      },
    ]);
    expect(itemsOf(r, "duplicate-slug", "category", owner.id)).toEqual([]);
    expect(itemsOf(r, "duplicate-slug", "category", page.id)).toEqual([
      {
        label: "Categoria página",
        detail: "/fr/a-propos is the address of the about page",
        fixUrl: `/admin/dashboard/categories#category-${page.id}`,
        entityType: "category",
        entityId: page.id,
        language: "fr",
      },
    ]);

    await db()
      .insert(categoryTranslations)
      .values({ categoryId: borrower.id, languageCode: "it", name: "B", slug: "cat-colisao-b-it" });
    await db()
      .update(categoryTranslations)
      .set({ slug: "cat-pagina-fr" })
      .where(and(eq(categoryTranslations.categoryId, page.id), eq(categoryTranslations.languageCode, "fr")));
    const fixed = await report();
    expect(itemsOf(fixed, "duplicate-slug", "category", borrower.id)).toEqual([]);
    expect(itemsOf(fixed, "duplicate-slug", "category", page.id)).toEqual([]);
  });

  it("flags a category without a translation in an enabled language", async () => {
    const category = await createCategory(db(), {
      name: "Sem alemão",
      slug: "sem-alemao",
      translations: translations("sem-alemao", ["en", "es", "fr", "it"]),
    });
    expect(itemsOf(await report(), "category-translation", "category", category.id)).toEqual([
      {
        label: "Sem alemão",
        detail: "No German translation",
        fixUrl: translationFix("category", category.id, "de"),
        entityType: "category",
        entityId: category.id,
        language: "de",
      },
    ]);
    await db()
      .insert(categoryTranslations)
      .values({ categoryId: category.id, languageCode: "de", name: "Ohne", slug: "sem-alemao-de" });
    expect(itemsOf(await report(), "category-translation", "category", category.id)).toEqual([]);
  });

  it("ignores disabled languages", async () => {
    const product = await cleanProduct("sem-italiano", {
      translations: translations("sem-italiano", ["en", "es", "fr", "de"]),
    });
    expect((await productItems("product-translation", product.id)).map((i) => i.language)).toEqual(["it"]);
    await db().update(languages).set({ enabled: false }).where(eq(languages.code, "it"));
    try {
      const r = await report();
      expect(itemsOf(r, "product-translation", "product", product.id)).toEqual([]);
      expect(r.checks.flatMap((c) => c.items).some((i) => i.language === "it")).toBe(false);
    } finally {
      await db().update(languages).set({ enabled: true }).where(eq(languages.code, "it"));
    }
    expect(await productItems("product-translation", product.id)).toHaveLength(1);
  });

  it("flags header menu items opening an empty or missing category", async () => {
    const empty = await createCategory(db(), { slug: "menu-vazia", translations: translations("menu-vazia") });
    const trashed = await createCategory(db(), { slug: "menu-lixo", deletedAt: new Date() });
    const [emptyItem, trashedItem, disabledItem] = await db()
      .insert(headerMenuItems)
      .values([
        { label: "Vazia", target: `category:${empty.slug}`, sortOrder: 90 },
        { label: "Lixo", target: `category:${trashed.slug}`, sortOrder: 91 },
        { label: "Desligada", target: `category:${empty.slug}`, sortOrder: 92, enabled: false },
      ])
      .returning({ id: headerMenuItems.id });
    const menuItems = async (id: number) => itemsOf(await report(), "menu-empty-category", "menu-item", id);

    expect(await menuItems(emptyItem!.id)).toEqual([
      {
        label: "Vazia",
        detail: expect.stringContaining("has no visible products"),
        fixUrl: "/admin/dashboard/header-menu",
        entityType: "menu-item",
        entityId: emptyItem!.id,
      },
    ]);
    expect(await menuItems(trashedItem!.id)).toEqual([
      {
        label: "Lixo",
        detail: 'Category "menu-lixo" does not exist or is in the trash',
        fixUrl: "/admin/dashboard/header-menu",
        entityType: "menu-item",
        entityId: trashedItem!.id,
      },
    ]);
    expect(await menuItems(disabledItem!.id)).toEqual([]);

    // A draft does not count; a published product does.
    await cleanProduct("menu-rascunho", { categoryId: empty.id, status: "draft" });
    expect(await menuItems(emptyItem!.id)).toHaveLength(1);
    await cleanProduct("menu-produto", { categoryId: empty.id });
    expect(await menuItems(emptyItem!.id)).toEqual([]);
    await db().update(categories).set({ deletedAt: null }).where(eq(categories.id, trashed.id));
    await cleanProduct("menu-produto-2", { categoryId: trashed.id });
    expect(await menuItems(trashedItem!.id)).toEqual([]);
  });

  it("flags oversized originals on products and brand assets", async () => {
    const bytes = Math.ceil(validationLimits.imageBytes) + 100 * 1024;
    const [big] = await db()
      .insert(media)
      .values({ hash: randomBytes(16).toString("hex"), mimeType: "image/png", data: new Uint8Array(bytes) })
      .returning({ id: media.id, hash: media.hash });
    const product = await cleanProduct("imagem-grande");
    await db().insert(productImages).values({ productId: product.id, mediaId: big!.id, sortOrder: 1 });
    const [asset] = await db()
      .insert(brandAssets)
      .values({ name: "big-banner", mediaId: big!.id })
      .returning({ id: brandAssets.id });

    const r = await report();
    expect(itemsOf(r, "image-size", "product", product.id)).toEqual([
      {
        label: product.name,
        detail: `Picture ${big!.hash.slice(0, 8)} is 1.6 MB`,
        fixUrl: edit(product.id),
        entityType: "product",
        entityId: product.id,
      },
    ]);
    expect(itemsOf(r, "image-size", "brand-asset", asset!.id)).toEqual([
      {
        label: "big-banner",
        detail: "Brand asset picture is 1.6 MB",
        fixUrl: "/admin/dashboard/brand-assets",
        entityType: "brand-asset",
        entityId: asset!.id,
      },
    ]);

    await db()
      .update(media)
      .set({ data: new Uint8Array(1000) })
      .where(eq(media.id, big!.id));
    const fixed = await report();
    expect(itemsOf(fixed, "image-size", "product", product.id)).toEqual([]);
    expect(itemsOf(fixed, "image-size", "brand-asset", asset!.id)).toEqual([]);
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

  it("flags a helmet model of the menus that no published visor fits, not a retired one or one off the menus", async () => {
    const brand = await createBrand(db(), { name: "Marca Do Menu", kind: "helmet" });
    await createCategory(db(), { slug: "visors-marca-do-menu", helmetBrandId: brand.id });
    const offMenuBrand = await createBrand(db(), { name: "Marca Fora", kind: "helmet" });
    const empty = await createHelmetModel(db(), { brandId: brand.id, name: "Vazio" });
    const retired = await createHelmetModel(db(), { brandId: brand.id, name: "Reformado" });
    await db().update(helmetModels).set({ retiredAt: new Date() }).where(eq(helmetModels.id, retired.id));
    const offMenu = await createHelmetModel(db(), { brandId: offMenuBrand.id, name: "Fora" });
    const served = await createHelmetModel(db(), { brandId: brand.id, name: "Servido" });
    await cleanProduct("viseira-do-servido", { type: "visor", fits: [{ helmetModelId: served.id }] });
    // A draft visor or a fitting accessory does not count.
    await cleanProduct("viseira-rascunho-vazio", {
      type: "visor",
      status: "draft",
      fits: [{ helmetModelId: empty.id }],
    });
    await cleanProduct("pinlock-do-vazio", { type: "accessory", fits: [{ helmetModelId: empty.id }] });

    const r = await report();
    const flagged = (id: number) => itemsOf(r, "helmet-model-without-visor", "helmet-model", id);
    expect(flagged(empty.id)).toEqual([
      {
        label: "Marca Do Menu Vazio",
        detail: "No published visor fits it: add a fit to a visor, or retire the model",
        fixUrl: `/admin/dashboard/helmet-models#brand-${brand.slug}`,
        entityType: "helmet-model",
        entityId: empty.id,
      },
    ]);
    expect([retired.id, offMenu.id, served.id].flatMap(flagged)).toEqual([]);
  });

  it("answers GET /api/admin/validation to a logged-in curator only", async () => {
    expect((await t.request("/api/admin/validation")).status).toBe(401);
    const { status, body } = await t.getJson<ValidationReport>("/api/admin/validation", {
      headers: { Cookie: await adminCookie(t.request) },
    });
    expect(status).toBe(200);
    expect(body.checks.map((c) => c.key)).toEqual(validationCheckKeys);
    for (const check of body.checks) {
      expect(check.items.every((i: ValidationItem) => i.fixUrl.startsWith("/admin/"))).toBe(true);
      expect(check.count).toBeGreaterThanOrEqual(check.items.length);
    }
  });
});
