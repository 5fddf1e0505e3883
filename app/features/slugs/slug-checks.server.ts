import { productIsLive, categoryIsLive } from "#db/predicates";
import { and, eq, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { categories, categoryTranslations, headerMenuItems, products, productTranslations } from "#db/schema";
import { reservedSlugs } from "~/i18n/routes";
import { fallbackLanguage, type Language } from "~/i18n/languages";
import { freeSlug } from "./free-slug";
import { recordSlugRedirect, type SlugEntity } from "./slug-redirects.server";

const slugOwners = {
  product: { table: products, translations: productTranslations, owner: "product_id" },
  category: { table: categories, translations: categoryTranslations, owner: "category_id" },
} as const;

/**
 * The product or category row answers to `slug` in some language: its own (Portuguese) slug or one
 * of its translations' slugs. The one "slug in any language" lookup of the storefront and the forms.
 */
export function answersToSlug(entity: SlugEntity, slug: string): SQL {
  const { table, translations, owner } = slugOwners[entity];
  // Qualified by hand: in a one-table select drizzle may write bare column names, which the subquery would capture.
  return or(
    eq(table.slug, slug),
    sql`exists (select 1 from ${translations} t where t.${sql.raw(owner)} = ${table}.id and t.slug = ${slug})`,
  )!;
}

/** A free Portuguese slug for a product (see freeSlug): unique among products not in the trash. */
export const freeProductSlug = (db: Db, input: { slug: string; name: string }, exceptId?: number) =>
  freeSlug({
    asked: input.slug,
    name: input.name,
    fallback: "produto",
    maxLength: 180,
    problem: async (slug) => {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.slug, slug), productIsLive, exceptId ? ne(products.id, exceptId) : undefined));
      return row ? "This slug is already used by another product" : null;
    },
  });

/**
 * Why `slug` cannot be product `id`'s slug in `language`: another product uses it there, or answers
 * to it there through the fallback (a product without a translation in `language` uses its English
 * slug, else its original one). Null when free.
 */
export async function productSlugProblem(db: Db, id: number, language: Language, slug: string) {
  // Qualified by hand: in a one-table select drizzle writes bare column names, which a subquery would capture.
  const outerId = sql`${products}.id`;
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        productIsLive,
        ne(products.id, id),
        sql`(exists (select 1 from ${productTranslations} t where t.product_id = ${outerId}
               and t.language_code = ${language} and t.slug = ${slug})
             or (not exists (select 1 from ${productTranslations} t where t.product_id = ${outerId}
                   and t.language_code = ${language})
                 and coalesce((select t.slug from ${productTranslations} t where t.product_id = ${outerId}
                   and t.language_code = ${fallbackLanguage}), ${products}.slug) = ${slug}))`,
      ),
    )
    .limit(1);
  return row ? "Another product already answers to this slug in this language" : null;
}

/**
 * Why `slug` cannot be the canonical slug of category `exceptId` (or of a new one): a static
 * page's slug, or a slug another live category answers to in any language. Null when free.
 */
export async function categorySlugProblem(db: Db, slug: string, exceptId?: number) {
  if (reservedSlugs.has(slug)) return "This slug is reserved for a page of the site";
  const other = exceptId === undefined ? undefined : ne(categories.id, exceptId);
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(categoryIsLive, other, answersToSlug("category", slug)))
    .limit(1);
  return row ? "This slug is already used" : null;
}

/** A free canonical slug for a category (see freeSlug). */
export const freeCategorySlug = (db: Db, input: { slug: string; name: string }, exceptId?: number) =>
  freeSlug({
    asked: input.slug,
    name: input.name,
    fallback: "categoria",
    maxLength: 110,
    problem: (slug) => categorySlugProblem(db, slug, exceptId),
  });

/** The slug a translation gets: the one asked for (checked), the current one, or one made from the name. */
export function translationSlug(
  db: Db,
  entity: SlugEntity,
  id: number,
  language: Language,
  asked: string,
  name: string,
) {
  return freeSlug({
    asked,
    name,
    fallback: entity,
    maxLength: entity === "product" ? 180 : 110,
    problem: (slug) =>
      entity === "product" ? productSlugProblem(db, id, language, slug) : categorySlugProblem(db, slug, id),
  });
}

/**
 * Keeps `oldSlug` answering for category `id` (the newest owner of an old slug wins), and moves
 * header-menu links, which name categories by slug, to the new one.
 */
export async function keepOldSlug(db: Db, id: number, oldSlug: string, newSlug: string) {
  await db
    .update(headerMenuItems)
    .set({ target: `category:${newSlug}` })
    .where(eq(headerMenuItems.target, `category:${oldSlug}`));
  await recordSlugRedirect(db, "category", id, "pt", oldSlug);
}
