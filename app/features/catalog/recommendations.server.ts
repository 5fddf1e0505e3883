import { and, asc, eq, exists, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { productFits, products } from "#db/schema";
import type { Language } from "~/i18n/languages";
import { cachedRead } from "#db/catalogue-cache.server";
import { productIsVisible } from "./catalog.queries.server";
import type { StorefrontProduct } from "./catalog.schema";
import { listStorefrontProducts } from "./catalog.service.server";
import { recommendedLimit } from "./recommendations";

type Recommending = Pick<StorefrontProduct, "id" | "categoryId" | "type" | "fits">;

/**
 * Up to four other products to show under a product, ranked in SQL (the catalogue is never loaded
 * whole): what fits the same helmets first (a visor's other tints, its Pinlock insert), then the same
 * category, then the same type, then the rest; within each, the curator's recommended ones first,
 * then the catalogue order.
 */
function recommendedIds(db: Db, product: Recommending) {
  const models = product.fits.map((fit) => fit.modelId);
  return cachedRead(db, `recommended:${product.id}`, async () => {
    const sameHelmets = models.length
      ? exists(
          db
            .select({ one: sql`1` })
            .from(productFits)
            .where(and(eq(productFits.productId, products.id), inArray(productFits.helmetModelId, models))),
        )
      : sql`false`;
    const closeness = sql`(case when ${sameHelmets} then 0
        when ${products.categoryId} = ${product.categoryId ?? -1} then 2
        when ${products.type} = ${product.type} then 4 else 6 end)
      + (case when ${products.isRecommended} then 0 else 1 end)`;
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(and(productIsVisible, ne(products.id, product.id)))
      .orderBy(closeness, asc(products.sortOrder), asc(products.id))
      .limit(recommendedLimit);
    return rows.map((row) => row.id);
  });
}

/** The helmets a product fits, as one key: equal for products that fit exactly the same ones. */
export const fitKey = (product: Pick<StorefrontProduct, "fits">) =>
  product.fits
    .map((fit) => fit.modelId)
    .sort((a, b) => a - b)
    .join(",");

/** At most this many visors of one fit are named (a product page's other tints, its JSON-LD product group). */
export const sameFitLimit = 24;

/**
 * The visors that fit exactly the same helmets as `product` (itself included), in catalogue order, at most
 * `sameFitLimit` of them: chosen in SQL, so a helmet that hundreds of visors fit costs no more than one.
 */
async function sameFitIds(db: Db, product: Recommending) {
  if (product.type !== "visor" || !product.fits.length) return [];
  const key = fitKey(product);
  const ids = await cachedRead(db, `same-fit:${key}`, async () => {
    const models = key.split(",").map(Number);
    // The candidates fit its first helmet (indexed); those whose whole list of helmets is the same stay.
    const fitsFirst = db
      .select({ id: productFits.productId })
      .from(productFits)
      .where(eq(productFits.helmetModelId, models[0]!));
    const sameFits = db
      .select({ id: productFits.productId })
      .from(productFits)
      .where(inArray(productFits.productId, fitsFirst))
      .groupBy(productFits.productId)
      .having(
        sql`array_agg(${productFits.helmetModelId} order by ${productFits.helmetModelId}) = ${`{${key}}`}::int[]`,
      );
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(and(productIsVisible, eq(products.type, "visor"), inArray(products.id, sameFits)))
      .orderBy(asc(products.sortOrder), asc(products.id))
      .limit(sameFitLimit);
    return rows.map((row) => row.id);
  });
  return ids.includes(product.id) ? ids : [...ids, product.id];
}

/** What a product page shows beside a product: its recommendations and its same-fit visors, read as one list. */
export async function productNeighbours(db: Db, language: Language, product: Recommending) {
  const [recommended, sameFit] = await Promise.all([recommendedIds(db, product), sameFitIds(db, product)]);
  const ids = [...new Set([...recommended, ...sameFit])];
  const loaded = new Map((ids.length ? await listStorefrontProducts(db, language, { ids }) : []).map((p) => [p.id, p]));
  const inOrder = (ids: number[]) => ids.flatMap((id) => loaded.get(id) ?? []);
  return { recommended: inOrder(recommended), sameFit: inOrder(sameFit) };
}
