import { productIsVisible } from "#db/predicates";
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { productFits, products } from "#db/schema";
import type { Language } from "~/i18n/languages";
import { cachedRead } from "#db/catalogue-cache.server";
import { visorTintOfProduct } from "~/features/fitment/index.server";
import { productTranslationPair, translatedColumns } from "./catalog.queries.server";
import type { StorefrontProduct } from "./catalog.schema";
import { listStorefrontProductsInOrder } from "./catalog.service.server";
import { recommendedLimit } from "./recommendations";

type Recommending = Pick<StorefrontProduct, "id" | "categoryId" | "type" | "fits">;

/**
 * The first visible products of one group in rank order (the curator's recommended ones first, then the
 * catalogue order), read by index: one more than is shown, as the product asking may be among them.
 */
function groupTop(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: products.id,
      categoryId: products.categoryId,
      type: products.type,
      isRecommended: products.isRecommended,
      sortOrder: products.sortOrder,
      models: sql<number[]>`array(select ${productFits.helmetModelId} from ${productFits}
        where ${productFits.productId} = ${products.id})`,
    })
    .from(products)
    .where(and(productIsVisible, where))
    .orderBy(desc(products.isRecommended), asc(products.sortOrder), asc(products.id))
    .limit(recommendedLimit + 1);
}
type Candidate = Awaited<ReturnType<typeof groupTop>>[number];

/**
 * Up to four other products to show under a product: what fits the same helmets first (a visor's other
 * tints, its Pinlock insert), then the same category, then the same type, then the rest; within each, the
 * curator's recommended ones first, then the catalogue order. Exact from the top of each group alone: a
 * product shown from group g has fewer than four others before it among all that match g (each of those ranks
 * before it overall), so it is among g's top four besides the product itself. Each group's top is kept with the
 * catalogue, so products of the same helmets, category or type share it: a crawler's never-visited product page
 * planned and ran one four-part statement of its own, a fifth of its database time (issue 35).
 */
function recommendedIds(db: Db, product: Recommending) {
  const models = product.fits.map((fit) => fit.modelId);
  return cachedRead(db, `recommended:${product.id}`, async () => {
    const fitting = db
      .select({ id: productFits.productId })
      .from(productFits)
      .where(inArray(productFits.helmetModelId, models.length ? models : [-1]));
    const top = (group: string, where: () => SQL | undefined) =>
      cachedRead(db, `recommended-group:${group}`, () => groupTop(db, where()));
    const candidates = (
      await Promise.all([
        // `= any(array(…))`, not `in (…)`: as a semi-join the planner walks the whole rank index hoping to meet
        // fitting products early, but a helmet's visors sit together in the catalogue order (5,291 rows for 5 at
        // 10,000 products, 21 ms); read from the fits, the cost is the helmet's number of products.
        top(`fits ${fitKey(product)}`, () => sql`${products.id} = any(array(${fitting}))`),
        top(`category ${product.categoryId}`, () => eq(products.categoryId, product.categoryId ?? -1)),
        top(`type ${product.type}`, () => eq(products.type, product.type)),
        top("all", () => undefined),
      ])
    ).flat();
    const closeness = (other: Candidate) =>
      (other.models.some((model) => models.includes(model))
        ? 0
        : other.categoryId !== null && other.categoryId === product.categoryId
          ? 2
          : other.type === product.type
            ? 4
            : 6) + (other.isRecommended ? 0 : 1);
    const others = new Map(candidates.filter((other) => other.id !== product.id).map((other) => [other.id, other]));
    return [...others.values()]
      .map((other) => ({ other, rank: closeness(other) }))
      .sort((a, b) => a.rank - b.rank || a.other.sortOrder - b.other.sortOrder || a.other.id - b.other.id)
      .slice(0, recommendedLimit)
      .map(({ other }) => other.id);
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

/** A visor named beside another: what a product page says of its other tints. */
export interface SameFitVisor {
  id: number;
  name: string;
  slug: string;
  tint: string | null;
}

/**
 * The visors that fit exactly the same helmets as `product` (itself included), in catalogue order, at most
 * `sameFitLimit` of them, as names and tints: chosen in SQL, so a helmet that hundreds of visors fit costs
 * no more than one.
 */
async function sameFitVisors(
  db: Db,
  language: Language,
  product: Recommending & Pick<StorefrontProduct, "name" | "slug" | "visor">,
): Promise<SameFitVisor[]> {
  if (product.type !== "visor" || !product.fits.length) return [];
  const key = fitKey(product);
  const visors = await cachedRead(db, `same-fit:${language}:${key}`, async () => {
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
    const pair = productTranslationPair(language);
    const { name, slug } = translatedColumns(language, pair);
    return db
      .select({ id: products.id, name, slug, tint: visorTintOfProduct(products.id) })
      .from(products)
      .leftJoin(pair.current, pair.onCurrent)
      .leftJoin(pair.fallback, pair.onFallback)
      .where(and(productIsVisible, eq(products.type, "visor"), inArray(products.id, sameFits)))
      .orderBy(asc(products.sortOrder), asc(products.id))
      .limit(sameFitLimit);
  });
  if (visors.some((visor) => visor.id === product.id)) return visors;
  return [...visors, { id: product.id, name: product.name, slug: product.slug, tint: product.visor?.tint ?? null }];
}

/** What a product page shows beside a product: its recommendations (as cards) and its same-fit visors. */
export async function productNeighbours(
  db: Db,
  language: Language,
  product: Recommending & Pick<StorefrontProduct, "name" | "slug" | "visor">,
) {
  const [recommended, sameFit] = await Promise.all([
    recommendedIds(db, product).then((ids) => listStorefrontProductsInOrder(db, language, ids)),
    sameFitVisors(db, language, product),
  ]);
  return { recommended, sameFit };
}
