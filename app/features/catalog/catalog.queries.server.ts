import { productIsVisible } from "#db/predicates";
import { and, asc, desc, eq, ilike, inArray, or, sql, type Column, type SQL, type SQLWrapper } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "#db/client.server";
import type { findImagesOfProducts } from "./product-images.queries.server";
import { preparedRead } from "#db/prepared-read.server";
import {
  brands,
  categories,
  media,
  productImages,
  products,
  productTags,
  productSearch,
  productTranslations,
  tags,
} from "#db/schema";
import { defaultLanguage, fallbackLanguage, type Language } from "~/i18n/languages";
import { fitsOfProductAsJson, visorFactsOfProductAsJson } from "~/features/fitment/index.server";
import type { TranslationStatus } from "~/i18n/content-fallback";
import type { ProductListFlag } from "./catalog.schema";
import type { ProductListSort } from "./product-list";
import type { SearchWord } from "./search-words";
import {
  countSearchMatches,
  documentHolds,
  findSearchMatchIds,
  foldedWordsOf,
  nameHolds,
  type SearchMatchQuery,
} from "./search.queries.server";

const flagColumns = {
  featured: products.isFeatured,
  new: products.isNew,
  recommended: products.isRecommended,
  "zeros-picks": products.isZerosPick,
} satisfies Record<ProductListFlag, unknown>;

export interface ProductRowFilter {
  ids?: number[];
  flag?: ProductListFlag;
  /**
   * Every word must appear in a name, description or brand, in any language: in one of its folded
   * forms (see search-words.ts), or as typed when it has no letter or digit.
   */
  search?: SearchWord[];
  /** Any further condition on the product (its brand is joined as `brands`). */
  where?: ProductCondition;
  /** A sort the database can apply exactly as `sortProducts` does (name sorts need the locale: see product-page.server.ts). */
  sort?: SqlSort;
  limit?: number;
  offset?: number;
}

export type SqlSort = Exclude<ProductListSort, "name" | "name-desc">;

// Milliseconds: the list compares ISO strings, which carry no microseconds.
const createdMs = sql`date_trunc('milliseconds', ${products.createdAt})`;
/** Each sort's keys ahead of the list's own order (a stable sort keeps that order among equals). */
const sortKeys: Record<SqlSort, SQL[]> = {
  featured: [desc(products.isFeatured)],
  "price-low": [asc(products.price)],
  "price-high": [desc(products.price)],
  rating: [sql`coalesce(${products.rating}, 0) desc`],
  newest: [desc(createdMs), desc(products.id)],
  oldest: [asc(createdMs), asc(products.id)],
};

/**
 * A condition on the product and the cache key that names it: what it was built from (a category's id, a brand's
 * slug, a helmet model's id). Compiling the statement to name it cost a fifth of a category page's render (issue
 * 35). Within one catalogue version, one key must mean one condition.
 */
export interface ProductCondition {
  readonly key: string;
  readonly sql: SQL;
}

export const productCondition = (key: string, condition: SQL): ProductCondition => ({ key, sql: condition });

/** Every condition given must hold; none given is no condition. */
export function allOf(...conditions: (ProductCondition | undefined)[]): ProductCondition | undefined {
  const given = conditions.filter((c) => c !== undefined);
  if (given.length <= 1) return given[0];
  return productCondition(given.map((c) => `(${c.key})`).join(" and "), and(...given.map((c) => c.sql))!);
}

/** `column in (values)`; false for none. */
export function inList<T>(column: Column, values: readonly T[]): SQL {
  return values.length ? inArray(column, values as T[]) : sql`false`;
}

/** An `ilike` pattern finding `word` anywhere, as typed. */
export const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, "\\$&")}%`;

/** The conditions of `filter` on the product (joined with its brand as `brands`) but its folded search words. */
function productConditions(filter: ProductRowFilter) {
  const conditions: (SQL | undefined)[] = [productIsVisible, filter.where?.sql];
  if (filter.ids) conditions.push(inArray(products.id, filter.ids.length ? filter.ids : [-1]));
  if (filter.flag) conditions.push(eq(flagColumns[filter.flag], true));
  for (const word of filter.search ?? []) {
    if ("literal" in word) conditions.push(holdsAsTyped(word.literal));
    else if (word.wordStart) conditions.push(beginsAWord(word.wordStart));
  }
  return conditions;
}

/** A word with no letter or digit, as typed, in the product's name, description or brand, in any language. */
function holdsAsTyped(literal: string) {
  const pattern = likePattern(literal);
  return or(
    ilike(products.name, pattern),
    ilike(products.description, pattern),
    ilike(brands.name, pattern),
    sql`exists (select 1 from ${productTranslations} t where t.product_id = ${products.id}
          and (t.name ilike ${pattern} or t.description ilike ${pattern}))`,
  )!;
}

/**
 * One searched word as a condition on the product (its brand joined as `brands`), as a search applies it: for
 * a page that lets a word be met in other ways too (the finder: by the helmets a product fits).
 */
export function searchWordCondition(word: SearchWord): SQL {
  if ("literal" in word) return holdsAsTyped(word.literal);
  const row = alias(productSearch, "word_row");
  const inDocument = sql`${products.id} in (select ${row.productId} from ${productSearch} as ${sql.identifier("word_row")}
    where ${documentHolds([{ forms: word.forms }], row)})`;
  const ofType = word.type ? eq(products.type, word.type) : undefined;
  return or(word.wordStart ? and(inDocument, beginsAWord(word.wordStart)) : inDocument, ofType)!;
}

/** A folded word at the start of a word of the product's name, description or brand, in any language. */
function beginsAWord(folded: string) {
  const pattern = `% ${folded}%`;
  const words = (text: SQL) => sql`' ' || search_words(${text}) like ${pattern}`;
  return or(
    words(sql`concat_ws(' ', ${products.name}, ${products.description}, ${brands.name})`),
    sql`exists (select 1 from ${productTranslations} t where t.product_id = ${products.id}
          and ${words(sql`concat_ws(' ', t.name, t.description)`)})`,
  );
}

/**
 * The conditions of `filter` on `products`, and the order that puts products whose name in `language`
 * holds the first searched word first. The folded words are looked up in product_search.
 */
function productRowConditions(filter: ProductRowFilter, language: Language = defaultLanguage) {
  const conditions = productConditions(filter);
  const folded = foldedWordsOf(filter.search);
  const row = alias(productSearch, "search_row");
  if (folded.length) {
    conditions.push(sql`${products.id} in (select ${row.productId} from ${row} where ${documentHolds(folded, row)})`);
  }
  const nameMatch = folded[0]
    ? sql`(select ${nameHolds(folded[0].forms, language, row)} from ${row} where ${row.productId} = ${products.id})`
    : undefined;
  const order = [
    ...(filter.sort ? sortKeys[filter.sort] : []),
    ...(nameMatch ? [desc(nameMatch)] : []),
    ...(folded[0]?.type ? [desc(eq(products.type, folded[0].type))] : []),
    asc(products.sortOrder),
    asc(products.id),
  ];
  return { where: and(...conditions), order };
}

/** A search's matches are read from product_search, joined to the products only for the filter's other parts. */
function searchMatchQuery(filter: ProductRowFilter, language: Language): SearchMatchQuery {
  const folded = foldedWordsOf(filter.search);
  const byProduct =
    filter.where ||
    filter.ids ||
    filter.flag ||
    filter.sort ||
    filter.search!.some((word) => "literal" in word || word.wordStart);
  return {
    folded,
    language,
    byProduct: byProduct
      ? { conditions: productConditions(filter), sortKeys: filter.sort ? sortKeys[filter.sort] : [] }
      : undefined,
    limit: filter.limit,
    offset: filter.offset,
  };
}

/**
 * A product's text in `language` (`current`) and in the fallback language (`fallback`), each with the
 * condition that left-joins it to `products`: the SQL side of the fallback current → en → original
 * (`pickTranslation`, `textWithFallback`). `language` may be a column (one row per language).
 */
export function productTranslationPair(language: Language | SQLWrapper) {
  const current = alias(productTranslations, "current_tr");
  const fallback = alias(productTranslations, "english_tr");
  return {
    current,
    fallback,
    onCurrent: sql`${current.productId} = ${products.id} and ${current.languageCode} = ${language}`,
    onFallback: sql`${fallback.productId} = ${products.id} and ${fallback.languageCode} = ${fallbackLanguage}`,
  };
}

/** `coalesce(current, fallback, original)`: a translated column with the fallback current → en → original. */
export const textWithFallback = <T>(current: SQLWrapper, fallback: SQLWrapper, original: SQLWrapper) =>
  sql<T>`coalesce(${current}, ${fallback}, ${original})`;

/** The ids of a search's page of matches (`filter.search` with a folded word), in rank order. */
export function findVisibleSearchMatchIds(db: Db, language: Language, filter: ProductRowFilter) {
  return findSearchMatchIds(db, searchMatchQuery(filter, language));
}

/**
 * Visible products with their text in `language` and in English, in one round trip; a search in two:
 * its page of matches, then their rows.
 */
export async function findVisibleProductRows(
  db: Db,
  language: Language,
  filter: ProductRowFilter = {},
): Promise<SelectedProductRow[]> {
  // One card by id (a product page): the most frequent read, built once. Not ids as `= any($1)`: PostgreSQL planned
  // that again on every run (its generic plan looked dearer), which cost more than building it (decision 0040).
  if (filter.ids?.length === 1 && Object.keys(filter).length === 1)
    return cardOfId(db, language).execute({ id: filter.ids[0] });
  if (!foldedWordsOf(filter.search).length) return selectProductRows(db, language, filter);
  const ids = await findVisibleSearchMatchIds(db, language, filter);
  const rows = ids.length ? await selectProductRows(db, language, { ids }) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A product's text in `language` is one whole record: its translation, else the English one, else the
 * original (`pickTranslation`'s rule), chosen here so that only the chosen text leaves the database.
 */
export function translatedColumns(language: Language, { current, fallback: english }: TranslationPair) {
  const original = language === defaultLanguage;
  const chosen = <T>(name: "name" | "slug" | "description" | "buttonText") =>
    original
      ? sql<T>`${products[name]}`
      : sql<T>`case when ${current.productId} is not null then ${current[name]}
          when ${english.productId} is not null then ${english[name]} else ${products[name]} end`;
  return {
    name: chosen<string>("name"),
    slug: chosen<string>("slug"),
    description: chosen<string>("description"),
    buttonText: chosen<string>("buttonText"),
    // Each key from the most specific text that has it, as spreading original, English and translation would.
    specifications: (original
      ? sql<Record<string, string>>`${products.specifications}`
      : sql<Record<string, string>>`${products.specifications}
          || coalesce(${english.specifications}, '{}'::jsonb) || coalesce(${current.specifications}, '{}'::jsonb)`
    ).mapWith(products.specifications),
    translationStatus: original
      ? sql<TranslationStatus>`'original'`
      : sql<TranslationStatus>`case when ${current.productId} is not null then 'translated'
          when ${english.productId} is not null then 'fallback' else 'original' end`,
    nameEn: sql<string | null>`${english.name}`,
  };
}
type TranslationPair = ReturnType<typeof productTranslationPair>;

const imageOf = alias(productImages, "image_of");
const imageMedia = alias(media, "image_media");

/** A product's pictures as one JSON array, in its order (the rows `findImagesOfProducts` answers). */
function imagesOfProductAsJson(productId: SQLWrapper) {
  return sql<Omit<Awaited<ReturnType<typeof findImagesOfProducts>>[number], "productId">[]>`(select
      coalesce(json_agg(json_build_object('id', ${imageOf.id}, 'alt', ${imageOf.alt}, 'hash', ${imageMedia.hash},
        'mimeType', ${imageMedia.mimeType}, 'width', ${imageMedia.width}, 'height', ${imageMedia.height})
        order by ${imageOf.sortOrder}, ${imageOf.id}), '[]'::json)
    from ${productImages} as ${sql.identifier("image_of")}
    join ${media} as ${sql.identifier("image_media")} on ${imageMedia.id} = ${imageOf.mediaId}
    where ${imageOf.productId} = ${productId})`;
}

const tagOf = alias(productTags, "tag_of");
const tagNamed = alias(tags, "tag_named");

/** A product's tag names as one JSON array, by name. */
function tagsOfProductAsJson(productId: SQLWrapper) {
  return sql<string[]>`(select coalesce(json_agg(${tagNamed.name} order by ${tagNamed.name}), '[]'::json)
    from ${productTags} as ${sql.identifier("tag_of")} join ${tags} as ${sql.identifier("tag_named")}
    on ${tagNamed.id} = ${tagOf.tagId} where ${tagOf.productId} = ${productId})`;
}

function selectProductRows(db: Db, language: Language, filter: ProductRowFilter) {
  const pair = productTranslationPair(language);
  const { where, order } = productRowConditions(filter, language);

  const query = db
    .select({
      id: products.id,
      ...translatedColumns(language, pair),
      type: products.type,
      price: products.price,
      // The storefront's struck-through price is the honest prior price, never what was typed (decision 0022).
      originalPrice: products.priorPrice,
      stock: products.stock,
      aliexpressUrl: products.aliexpressUrl,
      gtin: products.gtin,
      rating: products.rating,
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
      likeCount: sql<number>`(select count(*)::int from likes l where l.product_id = ${products.id})`,
      // What a product shows with it, in the same round trip: one query for a page of products, not five.
      images: imagesOfProductAsJson(products.id),
      tags: tagsOfProductAsJson(products.id),
      fits: fitsOfProductAsJson(products.id),
      visor: visorFactsOfProductAsJson(products.id),
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(pair.current, pair.onCurrent)
    .leftJoin(pair.fallback, pair.onFallback)
    .where(where)
    .orderBy(...order);
  const limited = filter.limit ? query.limit(filter.limit) : query;
  return filter.offset ? limited.offset(filter.offset) : limited;
}

type SelectedProductRow = Awaited<ReturnType<typeof selectProductRows>>[number];

const cardOfId = preparedRead((db, language: Language) =>
  selectProductRows(db, language, {
    where: productCondition("id", eq(products.id, sql.placeholder("id"))),
  }).prepare(`card_of_id_${language}`),
);

/** How many visible products `filter` matches (its paging left out). */
export async function countVisibleProducts(db: Db, filter: ProductRowFilter) {
  if (foldedWordsOf(filter.search).length) return countSearchMatches(db, searchMatchQuery(filter, defaultLanguage));
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(productRowConditions(filter).where);
  return row!.n;
}

/**
 * What the list's own orderings need of every product `filter` matches, in the list's order: the name
 * sorts compare names by the locale (as `sortProducts` does) and the default view mixes by price and brand.
 */
export async function findVisibleProductKeys(db: Db, language: Language, filter: ProductRowFilter) {
  const { current, fallback: english, onCurrent, onFallback } = productTranslationPair(language);
  const { where, order } = productRowConditions(filter, language);
  const rows = await db
    .select({
      id: products.id,
      // The card's text: this language, else English, else the Portuguese original (toStorefrontProduct).
      name:
        language === defaultLanguage
          ? products.name
          : textWithFallback<string>(current.name, english.name, products.name),
      price: products.price,
      brand: brands.name,
      rating: products.rating,
      createdAt: products.createdAt,
      isFeatured: products.isFeatured,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(current, onCurrent)
    .leftJoin(english, onFallback)
    .where(where)
    .orderBy(...order);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Names of the brands of the visible products `filter` matches. */
export async function findVisibleBrandNames(db: Db, filter: ProductRowFilter = {}) {
  const rows = await db
    .selectDistinct({ name: brands.name })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(productRowConditions(filter).where);
  return rows.map((r) => r.name);
}

/** Every brand by id and name (few): slugs are compared in TypeScript, by `slugify`. */
export function findBrandNames(db: Db) {
  return db.select({ id: brands.id, name: brands.name }).from(brands);
}

export type ProductRow = Awaited<ReturnType<typeof findVisibleProductRows>>[number];
