import { productIsVisible, categoryIsLive } from "#db/predicates";
import { and, asc, eq, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { executeRows, type Db } from "#db/client.server";
import { categories, categoryTranslations, helmetModels, productFits, products, slugRedirects } from "#db/schema";
import { fallbackLanguage, type Language } from "~/i18n/languages";
import { answersToSlug } from "~/features/slugs/index.server";
import { inList } from "~/features/catalog/index.server";
import { brandIdsWithSlug, type MembershipRule } from "./category-membership";

/**
 * A category's text in `language` (`current`) and in the fallback language (`fallback`), each with the
 * condition that left-joins it to `categories` (the fallback current → en → original, `pickTranslation`).
 */
export function categoryTranslationPair(language: Language) {
  const current = alias(categoryTranslations, "current_tr");
  const fallback = alias(categoryTranslations, "english_tr");
  return {
    current,
    fallback,
    onCurrent: and(eq(current.categoryId, categories.id), eq(current.languageCode, language)),
    onFallback: and(eq(fallback.categoryId, categories.id), eq(fallback.languageCode, fallbackLanguage)),
  };
}

/** Every live category with its text in `language` and in English. */
export async function findCategoryRows(db: Db, language: Language) {
  const { current, fallback: english, onCurrent, onFallback } = categoryTranslationPair(language);
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
    .leftJoin(current, onCurrent)
    .leftJoin(english, onFallback)
    .where(categoryIsLive)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}

export type CategoryRow = Awaited<ReturnType<typeof findCategoryRows>>[number];

/** Visible products that fit a helmet model, or any model of a helmet brand (ids from fitment). */
export function fitsHelmet(fits: { modelId: number } | { brandId: number }) {
  const which = "modelId" in fits ? eq(helmetModels.id, fits.modelId) : eq(helmetModels.brandId, fits.brandId);
  return sql`${products.id} in (select ${productFits.productId} from ${productFits}
    join ${helmetModels} on ${helmetModels.id} = ${productFits.helmetModelId} where ${which})`;
}

/** A category's membership rule (category-membership.ts) as a condition on `products`. */
export function membershipCondition(rule: MembershipRule, allBrands: readonly { id: number; name: string }[]): SQL {
  const filed = inList(products.categoryId, rule.categoryIds);
  if (rule.fits) return or(filed, and(eq(products.type, "visor"), fitsHelmet(rule.fits)))!;
  if (!rule.types) return filed;
  const typed = inList(products.type, rule.types);
  const gathered = rule.brandSlug === undefined ? typed : and(typed, brandSlugCondition(allBrands, rule.brandSlug));
  return or(filed, gathered)!;
}

/** Products of the brand(s) whose name gives `slug`. */
export function brandSlugCondition(allBrands: readonly { id: number; name: string }[], slug: string) {
  return inList(products.brandId, brandIdsWithSlug(allBrands, slug));
}

/** Visible products per rule, in one pass over the products. */
export async function countVisibleMembers(db: Db, conditions: readonly SQL[]) {
  if (!conditions.length) return [];
  const rows = await executeRows<{ counts: number[] }>(
    db,
    sql`select array[${sql.join(
      conditions.map((c) => sql`count(*) filter (where ${c})::int`),
      sql`, `,
    )}] as counts from ${products} where ${productIsVisible}`,
  );
  return rows[0]!.counts;
}

/** Id of the live category whose slug, in any language, is `slug`. */
export async function findCategoryIdBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(categoryIsLive, answersToSlug("category", slug)))
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
