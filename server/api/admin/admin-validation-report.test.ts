import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  brandAssets,
  categories,
  categoryTranslations,
  headerMenuItems,
  helmetModels,
  languages,
  media,
  productImages,
} from "#db/schema";
import { createBrand, createCategory, createHelmetModel } from "#db/seed/factories";
import { adminCookie } from "#tests/helpers/admin";
import {
  runValidationChecks,
  validationCheckKeys,
  validationLimits,
  type ValidationItem,
  type ValidationReport,
} from "~/features/validation/validation-center.server";
import { edit, itemsOf, setupValidationTests, translationFix, translations } from "./admin-validation.test-setup";

// The validation center's report as a whole and its checks beyond single products: categories, languages,
// the header menu, picture sizes, helmet models, and its API.
const { t, db, cleanProduct, report, productItems } = setupValidationTests();

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
