import { count, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import {
  brandAssets,
  brands,
  categories,
  categoryTranslations,
  helmetModels,
  languages,
  products,
  productShipping,
  productSync,
  slugRedirects,
} from "#db/schema";
import { languageCatalogue, translatedLanguages } from "~/i18n/languages";
import { storeMedia } from "~/features/media/index.server";
import { ensureDefaultHeaderMenu } from "~/features/navigation/index.server";
import { systemTagFlags } from "~/features/catalog";
import { slugify } from "~/features/slugs";
import { createProduct, ensureTag } from "./factories";
import { buildSeedCategories, retiredModelCategories } from "./categories";
import { helmetBrands } from "./data/helmet-brands";
import { products as seedProducts } from "./data/products";
import { specValueTranslations } from "./data/spec-values";
import type { SeedProduct, TranslatedLanguage } from "./types";
import { brandAssetIllustration, productIllustration, visorShape } from "./illustrations";
import { demoPriceCheckedAt, demoPriceStory, demoShipping, demoSyncRow } from "./price-story";
import { isAliExpressShopUrl } from "~/features/marketplace";

/** Tags that mirror the product flags; the admin cannot delete them. */
export const systemTags = Object.keys(systemTagFlags);

/** Brand assets in id order: the storefront links ids 2 (hero) and 5 (founder). */
export const brandAssetNames = ["logo", "hero", "logo-mark", "og-default", "founder"] as const;

const gearBrands = ["Insta360", "DJI", "Ejeas"];

/** Data every installation needs, demo or not. Safe to run on every start. */
export async function ensureReferenceData(db: Db) {
  await db
    .insert(languages)
    .values(
      languageCatalogue.map(({ code, name, nativeName, flagEmoji }, sortOrder) => ({
        code,
        name,
        nativeName,
        flagEmoji,
        sortOrder,
      })),
    )
    .onConflictDoNothing();
  for (const name of systemTags) await ensureTag(db, name, true);
  await ensureDefaultHeaderMenu(db);
}

/** Fills an empty catalogue with the demo data; returns false (and writes nothing) if there is any. */
export async function seedDemoCatalogue(db: Db): Promise<boolean> {
  const [productRows] = await db.select({ n: count() }).from(products);
  const [categoryRows] = await db.select({ n: count() }).from(categories);
  if (productRows!.n > 0 || categoryRows!.n > 0) return false;

  await db.transaction(async (db) => {
    await seedBrandAssets(db);
    const { brandIds, modelIds } = await seedBrands(db);
    const categoryIds = await seedCategories(db, brandIds, modelIds);
    // One earlier name, as a real catalogue has: old links to /{lang}/viseiras move to the visors page.
    await db.insert(slugRedirects).values({
      entityType: "category",
      entityId: categoryIds.get("visors")!,
      languageCode: "pt",
      oldSlug: "viseiras",
    });
    // Retired models (a visor's code listed as a helmet): their finder, API and page addresses lead to the model.
    for (const retired of retiredModelCategories()) {
      await db.insert(slugRedirects).values([
        {
          entityType: "helmet-model" as const,
          entityId: modelIds.get(`${retired.brand}|${retired.now}`)!,
          languageCode: "pt",
          oldSlug: slugify(retired.model),
        },
        ...Object.entries(retired.slugs).map(([languageCode, text]) => ({
          entityType: "category" as const,
          entityId: categoryIds.get(retired.target)!,
          languageCode,
          oldSlug: text.slug,
        })),
      ]);
    }
    for (const [index, p] of seedProducts.entries()) {
      const variants = p.isFeatured || p.isPremium ? [0, 1, 2] : [0, 1];
      const { translations, illustration, brand, categorySlug, tags, fits, visor, ...fields } = p;
      const checkedAt = demoPriceCheckedAt(index);
      const product = await createProduct(db, {
        ...fields,
        ...demoPriceStory(fields, index),
        priceConfirmedAt: checkedAt,
        brandId: brandIds.get(brand) ?? null,
        categoryId: categoryIds.get(categorySlug) ?? null,
        translations: translateSpecifications(translations, p.specifications),
        fits: (fits ?? []).map((fit) => seedFit(brand, fit, modelIds)),
        ...(visor ? { visor: seedVisorFacts(visor) } : {}),
        tagNames: tags,
        sortOrder: index,
        // A visor is drawn in its helmet model's proportions (the model is its category).
        imageSvgs: variants.map((variant) =>
          productIllustration(p.type, { ...illustration, variant, visorShape: visorShape(categorySlug) }),
        ),
      });
      const fromAliExpress = isAliExpressShopUrl(fields.aliexpressUrl);
      if (fromAliExpress) {
        await db
          .insert(productShipping)
          .values(demoShipping(index).map((row) => ({ ...row, productId: product.id, checkedAt })));
      }
      const sync = demoSyncRow(fields, index, fromAliExpress);
      if (sync)
        await db.insert(productSync).values({ ...sync, productId: product.id, previousPrice: fields.price, checkedAt });
    }
  });
  return true;
}

async function seedBrandAssets(db: Db) {
  for (const [index, name] of brandAssetNames.entries()) {
    const { svg } = brandAssetIllustration(name);
    const stored = await storeMedia(db, new TextEncoder().encode(svg), "image/svg+xml");
    await db.insert(brandAssets).values({ id: index + 1, name, mediaId: stored.id });
  }
  await resetSequence(db, "brand_assets");
}

/** Each translation gets the specification values that are words in its language. */
function translateSpecifications(translations: SeedProduct["translations"], specifications: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(translations).map(([language, text]) => [
      language,
      {
        ...text,
        specifications: Object.fromEntries(
          Object.entries(specifications).flatMap(([key, value]) => {
            const translated = specValueTranslations[value]?.[language as TranslatedLanguage];
            return translated ? [[key, translated]] : [];
          }),
        ),
      },
    ]),
  ) as Record<
    TranslatedLanguage,
    SeedProduct["translations"][TranslatedLanguage] & { specifications: Record<string, string> }
  >;
}

function seedFit(brand: string, fit: NonNullable<SeedProduct["fits"]>[number], modelIds: Map<string, number>) {
  const model = typeof fit === "string" ? fit : fit.model;
  const helmetModelId = modelIds.get(`${brand}|${model}`);
  if (!helmetModelId) throw new Error(`Demo data: ${brand} has no helmet model "${model}"`);
  if (typeof fit === "string") return { helmetModelId };
  const { pt, ...noteTranslations } = fit.note;
  return { helmetModelId, note: pt, noteTranslations };
}

function seedVisorFacts({ original, pinlockInsert, ...facts }: NonNullable<SeedProduct["visor"]>) {
  return {
    ...facts,
    makerKind: original ? ("original" as const) : ("aftermarket" as const),
    pinlockReady: Boolean(pinlockInsert),
    pinlockInsert: pinlockInsert ?? null,
  };
}

async function seedBrands(db: Db) {
  const ids = new Map<string, number>();
  const modelIds = new Map<string, number>();
  for (const [index, helmet] of helmetBrands.entries()) {
    const [brand] = await db
      .insert(brands)
      .values({ name: helmet.name, slug: helmet.slug, kind: "helmet", sortOrder: index })
      .returning({ id: brands.id });
    ids.set(helmet.name, brand!.id);
    const models = await db
      .insert(helmetModels)
      .values(
        helmet.models.map((model, order) => ({
          brandId: brand!.id,
          name: model,
          slug: slugify(model),
          isPopular: helmet.popular?.includes(model) ?? false,
          sortOrder: order,
        })),
      )
      .returning({ id: helmetModels.id, name: helmetModels.name });
    for (const model of models) modelIds.set(`${helmet.name}|${model.name}`, model.id);
  }
  for (const [index, name] of gearBrands.entries()) {
    const [brand] = await db
      .insert(brands)
      .values({ name, slug: slugify(name), kind: "gear", sortOrder: 100 + index })
      .returning({ id: brands.id });
    ids.set(name, brand!.id);
  }
  return { brandIds: ids, modelIds };
}

async function seedCategories(db: Db, brandIds: Map<string, number>, modelIds: Map<string, number>) {
  const tree = buildSeedCategories();
  await db.insert(categories).values(
    tree.map((c) => ({
      id: c.id,
      parentId: c.parentId,
      slug: c.slug,
      name: c.text.pt.name,
      description: c.text.pt.description,
      sortOrder: c.sortOrder,
      helmetBrandId: c.helmet && !c.helmet.model ? brandIds.get(c.helmet.brand) : null,
      helmetModelId: c.helmet?.model ? modelIds.get(`${c.helmet.brand}|${c.helmet.model}`) : null,
    })),
  );
  await db.insert(categoryTranslations).values(
    tree.flatMap((c) =>
      translatedLanguages.map((languageCode) => ({
        categoryId: c.id,
        languageCode,
        ...c.text[languageCode],
      })),
    ),
  );
  await resetSequence(db, "categories");
  return new Map(tree.map((c) => [c.slug, c.id]));
}

/** After inserting explicit ids, move the serial past them. */
async function resetSequence(db: Db, table: "categories" | "brand_assets") {
  await db.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`));
}
