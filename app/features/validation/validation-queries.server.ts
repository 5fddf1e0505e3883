/** The validation center's queries (validation-center.server.ts): one set-based read per check, live rows only. */
import { productIsLive, productIsVisible, categoryIsLive } from "#db/predicates";
import { and, asc, eq, gt, inArray, isNull, like, ne, or, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { readInIdSlices } from "#db/id-slices.server";
import {
  brandAssets,
  brands,
  categories,
  helmetModels,
  productFits,
  categoryTranslations,
  headerMenuItems,
  languages,
  media,
  productImages,
  products,
  productTranslations,
} from "#db/schema";
import { productTranslationPair, textWithFallback } from "~/features/catalog/index.server";
import { categoryTranslationIsStale, liveSourceHashes, staleAgainst } from "~/features/translations/index.server";
import { defaultLanguage, supportedLanguages, type Language } from "~/i18n/languages";
import { nextTurn, quietTurn, readAll } from "~/lib/in-turns";

export const validationLimits = {
  /** Originals above this are heavy to store and to resize. */
  imageBytes: 1.5 * 1024 * 1024,
  /** Items listed per check; `count` is always the full number. */
  itemsPerCheck: 200,
};

/** Enabled languages of the storefront, joined to each row; and the same without the original. */
export const enabledLanguage = and(eq(languages.enabled, true), inArray(languages.code, [...supportedLanguages]));
const enabledTranslationLanguage = and(enabledLanguage, ne(languages.code, defaultLanguage));
export const languageCode = sql<Language>`${languages.code}`;

/** Published products with what the product checks need. */
export function findPublishedProducts(db: Db) {
  return db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      link: products.aliexpressUrl,
      hasImage: sql<boolean>`(count(${productImages.id}) > 0)`,
    })
    .from(products)
    .leftJoin(productImages, eq(productImages.productId, products.id))
    .where(productIsVisible)
    .groupBy(products.id)
    .orderBy(asc(products.id));
}

/** Published products × enabled languages whose translation is missing or has an empty name or slug. */
export function findIncompleteProductTranslations(db: Db) {
  const tr = productTranslations;
  const emptyName = sql<boolean>`(trim(${tr.name}) = '')`;
  const emptySlug = sql<boolean>`(trim(${tr.slug}) = '')`;
  return db
    .select({
      id: products.id,
      name: products.name,
      language: languageCode,
      translationId: tr.id,
      emptyName,
      emptySlug,
    })
    .from(products)
    .innerJoin(languages, enabledTranslationLanguage)
    .leftJoin(tr, and(eq(tr.productId, products.id), eq(tr.languageCode, languages.code)))
    .where(and(productIsVisible, or(isNull(tr.id), emptyName, emptySlug)))
    .orderBy(asc(products.id), asc(languages.sortOrder));
}

/** Live categories × enabled languages without a translation. */
export function findMissingCategoryTranslations(db: Db) {
  const tr = categoryTranslations;
  return db
    .select({ id: categories.id, name: categories.name, language: languageCode })
    .from(categories)
    .innerJoin(languages, enabledTranslationLanguage)
    .leftJoin(tr, and(eq(tr.categoryId, categories.id), eq(tr.languageCode, languages.code)))
    .where(and(categoryIsLive, isNull(tr.id)))
    .orderBy(asc(categories.id), asc(languages.sortOrder));
}

/**
 * Live products sharing an effective slug in an enabled language (the fallback of getProductSlugs:
 * language → English → Portuguese). `own` is false when the slug is borrowed from a fallback.
 */
export function findProductSlugClashes(db: Db) {
  const { current, fallback: english, onCurrent, onFallback } = productTranslationPair(languages.code);
  const isOriginal = sql`${languages.code} = ${defaultLanguage}`;
  const effective = db.$with("effective_product_slugs").as(
    db
      .select({
        id: sql<number>`${products.id}`.as("product_id"),
        name: sql<string>`${products.name}`.as("product_name"),
        language: sql<Language>`${languages.code}`.as("language"),
        slug: sql<string>`case when ${isOriginal} then ${products.slug}
          else ${textWithFallback(current.slug, english.slug, products.slug)} end`.as("slug"),
        own: sql<boolean>`(${isOriginal} or ${current.slug} is not null)`.as("own"),
      })
      .from(products)
      .innerJoin(languages, enabledLanguage)
      .leftJoin(current, onCurrent)
      .leftJoin(english, onFallback)
      .where(productIsLive),
  );
  const clashes = db.$with("product_slug_clashes").as(
    db
      .select({
        language: sql<Language>`${effective.language}`.as("clash_language"),
        slug: sql<string>`${effective.slug}`.as("clash_slug"),
      })
      .from(effective)
      .groupBy(effective.language, effective.slug)
      .having(sql`count(*) > 1`),
  );
  return db
    .with(effective, clashes)
    .select({
      id: effective.id,
      name: effective.name,
      language: effective.language,
      slug: effective.slug,
      own: effective.own,
    })
    .from(effective)
    .innerJoin(clashes, and(eq(clashes.language, effective.language), eq(clashes.slug, effective.slug)))
    .orderBy(asc(effective.language), asc(effective.slug), asc(effective.id));
}

/** Published visors that fit no helmet model. */
export function findVisorsWithoutFit(db: Db) {
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(
      and(
        productIsVisible,
        eq(products.type, "visor"),
        sql`not exists (select 1 from ${productFits} f where f.product_id = ${products.id})`,
      ),
    )
    .orderBy(asc(products.id));
}

/** Models the menus offer (not retired, their brand has a live visor page) that no published visor fits. */
export function findMenuModelsWithoutVisor(db: Db) {
  return db
    .select({
      id: helmetModels.id,
      name: sql<string>`${brands.name} || ' ' || ${helmetModels.name}`,
      brandSlug: brands.slug,
    })
    .from(helmetModels)
    .innerJoin(brands, eq(brands.id, helmetModels.brandId))
    .where(
      and(
        isNull(helmetModels.retiredAt),
        sql`exists (select 1 from ${categories} c where c.helmet_brand_id = ${brands.id} and c.deleted_at is null)`,
        sql`not exists (select 1 from ${productFits} f join ${products} v on v.id = f.product_id
          where f.helmet_model_id = ${helmetModels.id} and v.type = 'visor' and v.status = 'published'
            and v.deleted_at is null)`,
      ),
    )
    .orderBy(asc(brands.sortOrder), asc(brands.name), asc(helmetModels.sortOrder), asc(helmetModels.id));
}

/** Enabled header menu items that open a category, by its canonical slug. */
export function findCategoryMenuItems(db: Db) {
  return db
    .select({ id: headerMenuItems.id, label: headerMenuItems.label, target: headerMenuItems.target })
    .from(headerMenuItems)
    .where(and(eq(headerMenuItems.enabled, true), like(headerMenuItems.target, "category:%")))
    .orderBy(asc(headerMenuItems.id));
}

const mediaBytes = sql<number>`octet_length(${media.data})`.mapWith(Number);

/** Oversized originals on live products and on brand assets. */
export function findOversizedImages(db: Db, { oneAtATime = false } = {}) {
  const tooBig = gt(mediaBytes, validationLimits.imageBytes);
  return readAll(
    [
      () =>
        db
          .selectDistinct({ id: products.id, name: products.name, hash: media.hash, bytes: mediaBytes })
          .from(productImages)
          .innerJoin(products, eq(products.id, productImages.productId))
          .innerJoin(media, eq(media.id, productImages.mediaId))
          .where(and(productIsLive, tooBig))
          .orderBy(asc(products.id), asc(media.hash)),
      () =>
        db
          .select({ id: brandAssets.id, name: brandAssets.name, bytes: mediaBytes })
          .from(brandAssets)
          .innerJoin(media, eq(media.id, brandAssets.mediaId))
          .where(tooBig)
          .orderBy(asc(brandAssets.id)),
    ],
    { oneAtATime },
  );
}

/** Translations of live products and categories, in enabled languages, that are stale or need review. */
export function findTranslationsToReview(db: Db, { oneAtATime = false } = {}) {
  return readAll(
    [
      () =>
        // Every product's translations, a slice of products at a time (one statement took 0.6 s at 10,000).
        readInIdSlices(
          db,
          products.id,
          (slice) => {
            // Each live product hashed once (its translations are many): `liveSourceHashes` keeps only live ones.
            const owner = liveSourceHashes(db, "product", slice(products.id));
            const stale = staleAgainst(productTranslations.sourceHash, owner);
            return db
              .select({
                id: products.id,
                name: products.name,
                language: languageCode,
                stale,
                needsReview: productTranslations.needsReview,
              })
              .from(productTranslations)
              .innerJoin(owner, eq(owner.id, productTranslations.productId))
              .innerJoin(products, eq(products.id, productTranslations.productId))
              .innerJoin(
                languages,
                and(eq(languages.code, productTranslations.languageCode), enabledTranslationLanguage),
              )
              .where(and(slice(productTranslations.productId), or(stale, eq(productTranslations.needsReview, true))))
              .orderBy(asc(products.id), asc(languages.sortOrder));
          },
          { pause: oneAtATime ? quietTurn : nextTurn },
        ),
      () =>
        db
          .select({
            id: categories.id,
            name: categories.name,
            language: languageCode,
            stale: categoryTranslationIsStale,
            needsReview: categoryTranslations.needsReview,
          })
          .from(categoryTranslations)
          .innerJoin(categories, eq(categories.id, categoryTranslations.categoryId))
          .innerJoin(languages, and(eq(languages.code, categoryTranslations.languageCode), enabledTranslationLanguage))
          .where(and(categoryIsLive, or(categoryTranslationIsStale, eq(categoryTranslations.needsReview, true))))
          .orderBy(asc(categories.id), asc(languages.sortOrder)),
    ],
    { oneAtATime },
  );
}
