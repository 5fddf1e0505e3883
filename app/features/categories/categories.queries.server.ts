import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "#db/client.server";
import {
  brands,
  categories,
  categoryTranslations,
  helmetModels,
  productFits,
  products,
  slugRedirects,
} from "#db/schema";
import type { Language } from "~/i18n/languages";
import { productIsVisible } from "~/features/catalog/catalog.queries.server";

const categoryIsLive = isNull(categories.deletedAt);

/** Every live category with its text in `language` and in English. */
export async function findCategoryRows(db: Db, language: Language) {
  const current = alias(categoryTranslations, "current_tr");
  const english = alias(categoryTranslations, "english_tr");
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      slug: categories.slug,
      name: categories.name,
      description: categories.description,
      imageUrl: categories.imageUrl,
      sortOrder: categories.sortOrder,
      helmetBrandId: categories.helmetBrandId,
      helmetModelId: categories.helmetModelId,
      current: { name: current.name, description: current.description, slug: current.slug },
      english: { name: english.name, description: english.description, slug: english.slug },
    })
    .from(categories)
    .leftJoin(current, and(eq(current.categoryId, categories.id), eq(current.languageCode, language)))
    .leftJoin(english, and(eq(english.categoryId, categories.id), eq(english.languageCode, "en")))
    .where(categoryIsLive)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}

export type CategoryRow = Awaited<ReturnType<typeof findCategoryRows>>[number];

/** What category membership needs of every visible product, and no more. */
export function findVisibleProductKinds(db: Db) {
  return db
    .select({
      type: products.type,
      brand: brands.name,
      categoryId: products.categoryId,
      fits: sql<{ brandId: number; modelId: number }[]>`coalesce((
        select json_agg(json_build_object('brandId', m.brand_id, 'modelId', m.id))
        from ${productFits} f join ${helmetModels} m on m.id = f.helmet_model_id
        where f.product_id = ${products.id}), '[]'::json)`,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(productIsVisible);
}

/** Id of the live category whose slug, in any language, is `slug`. */
export async function findCategoryIdBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        categoryIsLive,
        or(
          eq(categories.slug, slug),
          sql`exists (select 1 from ${categoryTranslations} t where t.category_id = ${categories.id} and t.slug = ${slug})`,
        ),
      ),
    )
    .limit(1);
  return row?.id;
}

/** Id of the live category that used to answer to `slug`. */
export async function findCategoryIdByOldSlug(db: Db, slug: string) {
  const [row] = await db
    .select({ id: categories.id })
    .from(slugRedirects)
    .innerJoin(categories, eq(categories.id, slugRedirects.entityId))
    .where(and(categoryIsLive, eq(slugRedirects.entityType, "category"), eq(slugRedirects.oldSlug, slug)))
    .orderBy(sql`${slugRedirects.createdAt} desc`)
    .limit(1);
  return row?.id;
}

export async function findTranslationsOfCategory(db: Db, categoryId: number) {
  return db
    .select({
      languageCode: categoryTranslations.languageCode,
      name: categoryTranslations.name,
      description: categoryTranslations.description,
      slug: categoryTranslations.slug,
      translationSource: categoryTranslations.translationSource,
    })
    .from(categoryTranslations)
    .innerJoin(categories, eq(categories.id, categoryTranslations.categoryId))
    .where(and(categoryIsLive, eq(categoryTranslations.categoryId, categoryId)))
    .orderBy(asc(categoryTranslations.languageCode));
}

export async function categoryExists(db: Db, categoryId: number) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(categoryIsLive, eq(categories.id, categoryId)));
  return Boolean(row);
}
