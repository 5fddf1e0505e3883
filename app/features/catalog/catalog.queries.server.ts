import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "#db/client.server";
import {
  brands,
  categories,
  media,
  productImages,
  products,
  productTags,
  productTranslations,
  slugRedirects,
  tags,
} from "#db/schema";
import type { Language } from "~/i18n/languages";
import type { ProductListFlag } from "./catalog.schema";

/** What a visitor may see: published and not in the trash. */
export const productIsVisible = and(eq(products.status, "published"), isNull(products.deletedAt));

const flagColumns = {
  featured: products.isFeatured,
  new: products.isNew,
  recommended: products.isRecommended,
  "zeros-picks": products.isZerosPick,
} satisfies Record<ProductListFlag, unknown>;

export interface ProductRowFilter {
  ids?: number[];
  flag?: ProductListFlag;
  /** Every word must appear in a name, description or brand, in any language. */
  searchWords?: string[];
  limit?: number;
}

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, "\\$&")}%`;

/** Visible products with their text in `language` and in English, in one round trip. */
export async function findVisibleProductRows(db: Db, language: Language, filter: ProductRowFilter = {}) {
  const current = alias(productTranslations, "current_tr");
  const english = alias(productTranslations, "english_tr");
  const conditions: (SQL | undefined)[] = [productIsVisible];
  if (filter.ids) conditions.push(inArray(products.id, filter.ids.length ? filter.ids : [-1]));
  if (filter.flag) conditions.push(eq(flagColumns[filter.flag], true));
  for (const word of filter.searchWords ?? []) {
    const pattern = likePattern(word);
    conditions.push(
      or(
        ilike(products.name, pattern),
        ilike(products.description, pattern),
        ilike(brands.name, pattern),
        sql`exists (select 1 from ${productTranslations} t where t.product_id = ${products.id}
              and (t.name ilike ${pattern} or t.description ilike ${pattern}))`,
      ),
    );
  }
  const nameMatch = filter.searchWords?.length
    ? sql`(coalesce(${current.name}, ${products.name}) ilike ${likePattern(filter.searchWords[0]!)})`
    : undefined;

  const query = db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      description: products.description,
      buttonText: products.buttonText,
      type: products.type,
      price: products.price,
      originalPrice: products.originalPrice,
      stock: products.stock,
      aliexpressUrl: products.aliexpressUrl,
      rating: products.rating,
      specifications: products.specifications,
      isOfficial: products.isOfficial,
      isFeatured: products.isFeatured,
      isNew: products.isNew,
      isRecommended: products.isRecommended,
      isZerosPick: products.isZerosPick,
      isLimitedEdition: products.isLimitedEdition,
      isPremium: products.isPremium,
      isBestSeller: products.isBestSeller,
      createdAt: products.createdAt,
      priceConfirmedAt: products.priceConfirmedAt,
      categoryId: products.categoryId,
      category: categories.slug,
      brand: brands.name,
      current: {
        name: current.name,
        description: current.description,
        buttonText: current.buttonText,
        slug: current.slug,
        specifications: current.specifications,
      },
      english: {
        name: english.name,
        description: english.description,
        buttonText: english.buttonText,
        slug: english.slug,
        specifications: english.specifications,
      },
      likeCount: sql<number>`(select count(*)::int from likes l where l.product_id = ${products.id})`,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(current, and(eq(current.productId, products.id), eq(current.languageCode, language)))
    .leftJoin(english, and(eq(english.productId, products.id), eq(english.languageCode, "en")))
    .where(and(...conditions))
    .orderBy(...(nameMatch ? [desc(nameMatch)] : []), asc(products.sortOrder), asc(products.id));
  return filter.limit ? query.limit(filter.limit) : query;
}

export type ProductRow = Awaited<ReturnType<typeof findVisibleProductRows>>[number];

export async function findImagesOfProducts(db: Db, productIds: number[]) {
  if (!productIds.length) return [];
  return db
    .select({
      id: productImages.id,
      productId: productImages.productId,
      alt: productImages.alt,
      hash: media.hash,
      mimeType: media.mimeType,
      width: media.width,
      height: media.height,
    })
    .from(productImages)
    .innerJoin(media, eq(media.id, productImages.mediaId))
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.sortOrder), asc(productImages.id));
}

export async function findImageDataOfProduct(db: Db, productId: number) {
  return db
    .select({ id: productImages.id, data: media.data })
    .from(productImages)
    .innerJoin(media, eq(media.id, productImages.mediaId))
    .where(eq(productImages.productId, productId));
}

export async function findTagsOfProducts(db: Db, productIds: number[]) {
  if (!productIds.length) return [];
  return db
    .select({ productId: productTags.productId, name: tags.name })
    .from(productTags)
    .innerJoin(tags, eq(tags.id, productTags.tagId))
    .where(inArray(productTags.productId, productIds))
    .orderBy(asc(tags.name));
}

/** Id of the visible product whose slug in `language` is `slug` (Portuguese: the original slug). */
export async function findVisibleProductIdBySlug(db: Db, language: Language, slug: string) {
  const [row] =
    language === "pt"
      ? await db
          .select({ id: products.id })
          .from(products)
          .where(and(productIsVisible, eq(products.slug, slug)))
      : await db
          .select({ id: products.id })
          .from(productTranslations)
          .innerJoin(products, eq(products.id, productTranslations.productId))
          .where(
            and(productIsVisible, eq(productTranslations.languageCode, language), eq(productTranslations.slug, slug)),
          );
  return row?.id;
}

/** Id of a visible product that answers to `slug` in another language or under an old slug. */
export async function findVisibleProductIdByAnySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        productIsVisible,
        or(
          eq(products.slug, slug),
          sql`exists (select 1 from ${productTranslations} t where t.product_id = ${products.id} and t.slug = ${slug})`,
          sql`exists (select 1 from ${slugRedirects} r where r.entity_type = 'product'
                and r.entity_id = ${products.id} and r.old_slug = ${slug})`,
        ),
      ),
    )
    .limit(1);
  return row?.id;
}

export async function findTranslationsOfProduct(db: Db, productId: number) {
  return db
    .select({
      languageCode: productTranslations.languageCode,
      name: productTranslations.name,
      description: productTranslations.description,
      buttonText: productTranslations.buttonText,
      slug: productTranslations.slug,
      translationSource: productTranslations.translationSource,
      aiConfidence: productTranslations.aiConfidence,
    })
    .from(productTranslations)
    .where(eq(productTranslations.productId, productId))
    .orderBy(asc(productTranslations.languageCode));
}

export async function productIsVisibleById(db: Db, productId: number) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(productIsVisible, eq(products.id, productId)));
  return Boolean(row);
}
