import { productIsVisible } from "#db/predicates";
import { and, asc, eq, or, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { products, productTranslations, slugRedirects } from "#db/schema";
import { preparedRead } from "#db/prepared-read.server";
import type { Language } from "~/i18n/languages";
import { answersToSlug } from "~/features/slugs/index.server";

/** A product by its slugs, and its translations: the lookups of a product page's address. */

/** Id of the visible product whose slug in `language` is `slug` (Portuguese: the original slug). */
export async function findVisibleProductIdBySlug(db: Db, language: Language, slug: string) {
  const [row] =
    language === "pt"
      ? await visibleProductIdBySlug(db).execute({ slug })
      : await visibleProductIdByTranslatedSlug(db).execute({ language, slug });
  return row?.id;
}
const visibleProductIdBySlug = preparedRead((db) =>
  db
    .select({ id: products.id })
    .from(products)
    .where(and(productIsVisible, eq(products.slug, sql.placeholder("slug"))))
    .prepare("visible_product_id_by_slug"),
);
const visibleProductIdByTranslatedSlug = preparedRead((db) =>
  db
    .select({ id: products.id })
    .from(productTranslations)
    .innerJoin(products, eq(products.id, productTranslations.productId))
    .where(
      and(
        productIsVisible,
        eq(productTranslations.languageCode, sql.placeholder("language")),
        eq(productTranslations.slug, sql.placeholder("slug")),
      ),
    )
    .prepare("visible_product_id_by_translated_slug"),
);

/** Id of a visible product that answers to `slug` in another language or under an old slug. */
export async function findVisibleProductIdByAnySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        productIsVisible,
        or(
          answersToSlug("product", slug),
          sql`exists (select 1 from ${slugRedirects} r where r.entity_type = 'product'
                and r.entity_id = ${products.id} and r.old_slug = ${slug})`,
        ),
      ),
    )
    .limit(1);
  return row?.id;
}

export async function findTranslationsOfProduct(db: Db, productId: number) {
  return translationsOfProduct(db).execute({ productId });
}
const translationsOfProduct = preparedRead((db) =>
  db
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
    .where(eq(productTranslations.productId, sql.placeholder("productId")))
    .orderBy(asc(productTranslations.languageCode))
    .prepare("translations_of_product"),
);

export async function productIsVisibleById(db: Db, productId: number) {
  return (await findVisibleProductSlug(db, productId)) !== undefined;
}

/** The original (Portuguese) slug of a visible product, or undefined. */
export async function findVisibleProductSlug(db: Db, productId: number) {
  const [row] = await visibleProductSlug(db).execute({ productId });
  return row?.slug;
}
const visibleProductSlug = preparedRead((db) =>
  db
    .select({ slug: products.slug })
    .from(products)
    .where(and(productIsVisible, eq(products.id, sql.placeholder("productId"))))
    .prepare("visible_product_slug"),
);

/** A visible product's original slug and its own slug per translated language, by the language's code. */
const slugsOfProducts = (db: Db) =>
  db
    .select({
      id: products.id,
      slug: products.slug,
      updatedAt: products.updatedAt,
      translated: sql<Record<string, string>>`coalesce(json_object_agg(${productTranslations.languageCode},
        ${productTranslations.slug}) filter (where ${productTranslations.slug} is not null), '{}')`,
    })
    .from(products)
    .leftJoin(productTranslations, eq(productTranslations.productId, products.id));

/** Every visible product (by id) with its slugs (`slugsOfProducts`): one query. */
export async function findVisibleProductSlugs(db: Db) {
  return slugsOfProducts(db).where(productIsVisible).groupBy(products.id).orderBy(asc(products.id));
}

/** One visible product's slugs (`slugsOfProducts`), or undefined. */
export async function findVisibleProductSlugsOf(db: Db, productId: number) {
  const [row] = await slugsOfProduct(db).execute({ productId });
  return row;
}
const slugsOfProduct = preparedRead((db) =>
  slugsOfProducts(db)
    .where(and(productIsVisible, eq(products.id, sql.placeholder("productId"))))
    .groupBy(products.id)
    .prepare("slugs_of_product"),
);
