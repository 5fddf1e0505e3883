import type { Db } from "#db/client.server";
import { defaultLanguage, fallbackLanguage, supportedLanguages, type Language } from "~/i18n/languages";
import { cachedRead, cachedReadEach } from "#db/catalogue-cache.server";
import { NotFoundError } from "~/lib/errors";
import { maxId } from "~/lib/form-schemas";
import { mediaSrcSet, mediaUrl } from "~/features/media";
import { getDisplayVariant } from "~/features/media/index.server";
import {
  countVisibleProducts,
  findVisibleBrandNames,
  findVisibleProductKeys,
  findVisibleProductRows,
  findVisibleSearchMatchIds,
  type ProductCondition,
  type ProductRow,
  type ProductRowFilter,
} from "./catalog.queries.server";
import { findImagesOfProducts } from "./product-images.queries.server";
import {
  findTranslationsOfProduct,
  findVisibleProductIdByAnySlug,
  findVisibleProductIdBySlug,
  findVisibleProductSlugsOf,
  findVisibleProductSlugs,
  productIsVisibleById,
} from "./product-slugs.queries.server";
import type { ProductListFlag, ProductTranslationDto } from "./catalog.schema";
import { localizedNote } from "~/features/fitment";
import { searchWordsOf } from "./search-words";
import { foldedWordsOf, prepareSearchWords } from "./search.queries.server";
import { sortProducts, type ProductListSort } from "./product-list";
import { mixProductsByPriceTier } from "./product-mix";

/** Visible products in `language`, with images, tags, fits and visor facts: five queries whatever the count. */
export function listStorefrontProducts(
  db: Db,
  language: Language,
  filter: ProductRowFilter = {},
): Promise<StorefrontProduct[]> {
  // Searches are free text: not worth a cache entry each, but their cards are.
  if (foldedWordsOf(filter.search).length) return searchStorefrontCards(db, language, filter);
  if (filter.search?.length) return loadStorefrontProducts(db, language, filter);
  return cachedRead(db, `products:${language}:${filterKey(filter)}`, () =>
    loadStorefrontProducts(db, language, filter),
  );
}

/**
 * A search's page: its matches' ids from product_search, then their cards, each kept by the catalogue
 * cache. Loading a page of 200 cards cost more than finding them at 10,000 products, and the same
 * products come back in many searches (issue 35, decision 14).
 */
async function searchStorefrontCards(db: Db, language: Language, filter: ProductRowFilter) {
  // The same words on the same page find the same ids until the catalogue changes: popular searches repeat.
  const ids = await cachedRead(db, `search-ids:${language}:${filterKey(filter)}`, () =>
    findVisibleSearchMatchIds(db, language, filter),
  );
  return cachedReadEach(
    db,
    `card:${language}`,
    ids,
    (missing) => loadStorefrontProducts(db, language, { ids: missing }),
    (product) => product.id,
  );
}

/** The visible products among `ids`, in the order of `ids` (cached as `listStorefrontProducts`). */
export async function listStorefrontProductsInOrder(db: Db, language: Language, ids: number[]) {
  if (!ids.length) return [];
  const cards = new Map((await listStorefrontProducts(db, language, { ids })).map((p) => [p.id, p]));
  return ids.flatMap((id) => cards.get(id) ?? []);
}

/** The same, read afresh (no cache): for reads inside a transaction that changed the catalogue. */
export async function loadStorefrontProducts(db: Db, language: Language, filter: ProductRowFilter) {
  const rows = await findVisibleProductRows(db, language, filter);
  return rows.map((row) => toStorefrontProduct(row, language));
}

/** How a page orders its products: a sort, the list's own order (""), or the default view's price-tier mix. */
export type ProductPageOrder = ProductListSort | "" | { mix: number };

/**
 * The first `limit` visible products `filter` matches, in `order`, and how many match: only the shown
 * cards are loaded. Sorts run in the database, but for the name sorts (the locale's collation, as
 * `sortProducts`) and the mix, which order light keys here and load the cards of the first ids. Kept in the
 * catalogue cache like single products: a home, list, category, model or finder render asks the database nothing
 * once its page of cards has been read in this catalogue version (issue 35 item 2).
 */
export function pageStorefrontProducts(
  db: Db,
  language: Language,
  filter: Omit<ProductRowFilter, "ids" | "sort" | "limit" | "offset">,
  order: ProductPageOrder,
  limit: number,
) {
  const key = `product-page:${language}:${filterKey(filter)}:${JSON.stringify(order)}:${limit}`;
  return cachedRead(db, key, () => readProductPage(db, language, filter, order, limit));
}

async function readProductPage(
  db: Db,
  language: Language,
  filter: Omit<ProductRowFilter, "ids" | "sort" | "limit" | "offset">,
  order: ProductPageOrder,
  limit: number,
) {
  if (order === "name" || order === "name-desc" || typeof order === "object") {
    const ids =
      typeof order === "object"
        ? await mixedProductIds(db, order.mix)
        : sortProducts(await findVisibleProductKeys(db, language, filter), order).map((p) => p.id);
    return { products: await listStorefrontProductsInOrder(db, language, ids.slice(0, limit)), total: ids.length };
  }
  const load = foldedWordsOf(filter.search).length ? searchStorefrontCards : loadStorefrontProducts;
  const [products, total] = await Promise.all([
    load(db, language, { ...filter, sort: order || undefined, limit }),
    countVisibleProducts(db, filter),
  ]);
  return { products, total };
}

/** A filter as a cache key: its `where` by the key that names it. */
const filterKey = (filter: ProductRowFilter) => JSON.stringify({ ...filter, where: filter.where?.key });

/** How many visible products match `filter`, and their lowest and highest price (a listing's description). */
export function summarizeProducts(db: Db, filter: ProductRowFilter) {
  return cachedRead(db, `product-summary:${filterKey(filter)}`, async () => {
    const prices = (await findVisibleProductKeys(db, defaultLanguage, filter)).map((p) => Number(p.price));
    return {
      count: prices.length,
      min: prices.length ? Math.min(...prices) : null,
      max: prices.length ? Math.max(...prices) : null,
    };
  });
}

/** The whole visible catalogue in the default view's mix for `seed`: ids only, one entry per catalogue version and seed. */
function mixedProductIds(db: Db, seed: number) {
  return cachedRead(db, `product-mix:${seed}`, async () =>
    mixProductsByPriceTier(await findVisibleProductKeys(db, "pt", {}), seed).map((p) => p.id),
  );
}

export function listProductsByFlag(
  db: Db,
  language: Language,
  flag: ProductListFlag,
  page: { limit?: number; offset?: number } = {},
) {
  return listStorefrontProducts(db, language, { flag, ...page });
}

/** The words of `text` as search conditions (typo alternatives included); none for no text. */
export function prepareSearch(db: Db, text: string) {
  if (!text) return Promise.resolve([]);
  return cachedRead(db, `search-words:${text}`, () => prepareSearchWords(db, searchWordsOf(text)));
}

/** Names of the brands of the visible products (a list's brand choices), of those `where` selects if given. */
export function listVisibleBrandNames(db: Db, where?: ProductCondition) {
  return cachedRead(db, `visible-brand-names:${where ? filterKey({ where }) : ""}`, () =>
    findVisibleBrandNames(db, where && { where }),
  );
}

/** Products matching every word of `text`, ignoring case, accents, spaces and hyphens, with one typo allowed. */
export async function searchStorefrontProducts(
  db: Db,
  language: Language,
  text: string,
  page: { limit?: number; offset?: number } = {},
) {
  const search = await prepareSearch(db, text);
  return listStorefrontProducts(db, language, { search, ...page });
}

export async function getStorefrontProduct(db: Db, language: Language, id: number) {
  const [product] = await listStorefrontProducts(db, language, { ids: [id] });
  if (!product) throw new NotFoundError("Product not found");
  return product;
}

/**
 * The product answering to `slug` in `language`. An all-digit slug (or "product-{id}", the
 * storefront's stand-in for a missing slug) is an id. A slug of another
 * language or an old slug still finds the product; callers compare `slug` to redirect to it.
 */
export async function getStorefrontProductBySlug(db: Db, language: Language, slug: string) {
  const numeric = /^(?:product-)?(\d+)$/.exec(slug)?.[1];
  const id = numeric ? Number(numeric) : await visibleProductIdOfSlug(db, language, slug);
  if (id === undefined || id > maxId) throw new NotFoundError("Product not found");
  return getStorefrontProduct(db, language, id);
}

/** The visible product a slug names, kept with the catalogue; a slug nobody has is asked again (and not kept). */
function visibleProductIdOfSlug(db: Db, language: Language, slug: string) {
  return cachedRead(db, `product-id:${language}:${slug}`, async () => {
    const id =
      (await findVisibleProductIdBySlug(db, language, slug)) ?? (await findVisibleProductIdByAnySlug(db, slug));
    if (id === undefined) throw new NotFoundError("Product not found");
    return id;
  });
}

/**
 * The current slug in `language` of the visible product answering to `slug` (an id, any language's
 * slug or an old one), or null: an address can then move to its page in one redirect.
 */
export async function currentProductSlug(db: Db, language: Language, slug: string) {
  return getStorefrontProductBySlug(db, language, slug).then(
    (product) => product.slug,
    (error) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    },
  );
}

export async function listProductTranslations(db: Db, productId: number): Promise<ProductTranslationDto[]> {
  await assertProductVisible(db, productId);
  const rows = await findTranslationsOfProduct(db, productId);
  return rows.map((r) => ({ ...r, aiConfidence: r.aiConfidence === null ? null : Number(r.aiConfidence) }));
}

export async function assertProductVisible(db: Db, productId: number) {
  if (!(await productIsVisibleById(db, productId))) throw new NotFoundError("Product not found");
}

/**
 * A product as pages and the API show it: the columns the storefront's select chose, its text already in `language`
 * (else English, else the Portuguese original), so a new field added there arrives here as it is; with pictures made addresses, fitment notes in `language` and dates as text.
 */
function toStorefrontProduct(row: ProductRow, language: Language) {
  const { images, fits, createdAt, priceConfirmedAt, ...columns } = row;
  const dtoImages = images.map((i) => ({
    id: i.id,
    url: mediaUrl(i.hash),
    srcSet: mediaSrcSet(i.hash),
    alt: i.alt,
  }));
  const cover = dtoImages[0]?.url ?? null;
  return {
    ...columns,
    imageUrl: cover,
    coverImageUrl: cover,
    images: dtoImages,
    fits: fits.map(({ note, noteTranslations, ...fit }) => ({
      ...fit,
      note: localizedNote(note, noteTranslations, language),
    })),
    language,
    createdAt: createdAt.toISOString(),
    priceCheckedAt: priceConfirmedAt?.toISOString() ?? null,
  };
}
export type StorefrontProduct = ReturnType<typeof toStorefrontProduct>;

/**
 * A product's pictures; `includeData` adds each as base64 (for the spec's tools, not pages): its display variant
 * (WebP, no metadata, cached), never the stored original. `base64Data` is null for a picture that cannot be rendered.
 */
export async function listProductImages(db: Db, productId: number, includeData = false) {
  await assertProductVisible(db, productId);
  const images = await findImagesOfProducts(db, [productId]);
  const variants = includeData ? await Promise.all(images.map((i) => getDisplayVariant(db, i))) : undefined;
  return images.map((i, index) => {
    const variant = variants?.[index];
    return {
      id: i.id,
      url: mediaUrl(i.hash),
      srcSet: mediaSrcSet(i.hash),
      alt: i.alt,
      // What base64Data holds, when asked for.
      mimeType: variant?.mimeType ?? i.mimeType,
      width: i.width,
      height: i.height,
      ...(variants ? { base64Data: variant ? Buffer.from(variant.data).toString("base64") : null } : {}),
    };
  });
}

/** A product's slug in every language from its original and its own translated slugs: language → en → pt. */
const slugsOf = (original: string, slugIn: (language: string) => string | undefined) =>
  Object.fromEntries(
    supportedLanguages.map((l) => [l, l === "pt" ? original : (slugIn(l) ?? slugIn(fallbackLanguage) ?? original)]),
  ) as Record<Language, string>;

/** The languages a product's text is written in: Portuguese, and each of its translations (not a fallback). */
const writtenIn = (translated: readonly string[]): Language[] => [
  defaultLanguage,
  ...supportedLanguages.filter((l) => l !== defaultLanguage && translated.includes(l)),
];

/**
 * The product's slug in every language, with the same fallback as its text (language → en → pt), and the
 * languages its text is written in (what hreflang and the sitemap may name).
 */
export function getProductTexts(db: Db, productId: number) {
  return cachedRead(db, `product-slugs:${productId}`, async () => {
    const row = await findVisibleProductSlugsOf(db, productId);
    if (!row) throw new NotFoundError("Product not found");
    return {
      slugs: slugsOf(row.slug, (language) => row.translated[language]),
      languages: writtenIn(Object.keys(row.translated)),
    };
  });
}

/** The product's slug in every language, with the same fallback as its text (language → en → pt). */
export const getProductSlugs = async (db: Db, productId: number): Promise<Record<Language, string>> =>
  (await getProductTexts(db, productId)).slugs;

/** Every visible product's slugs in every language (as `getProductSlugs`), by id order, in one query. */
export async function listVisibleProductSlugs(db: Db) {
  const rows = await findVisibleProductSlugs(db);
  return rows.map((row) => ({
    id: row.id,
    updatedAt: row.updatedAt,
    slugs: slugsOf(row.slug, (language) => row.translated[language]),
    languages: writtenIn(Object.keys(row.translated)),
  }));
}
