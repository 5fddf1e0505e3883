import { and, asc, desc, eq, getTableColumns, inArray, isNull, sql, type SQLWrapper } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "#db/client.server";
import { cachedRead } from "#db/catalogue-cache.server";
import { productIsVisible } from "#db/predicates";
import { brands, helmetModels, productFits, products, slugRedirects, visorDetails } from "#db/schema";
import type { VisorFacts } from "./visor-facts";

/** A helmet model with its brand, as the finder and the fits name them. */
const helmetModelColumns = {
  brandId: brands.id,
  brand: brands.name,
  brandSlug: brands.slug,
  modelId: helmetModels.id,
  model: helmetModels.name,
  modelSlug: helmetModels.slug,
};

type FitRow = Awaited<ReturnType<typeof findFitsOfProducts>>[number];

/** JSON of the named columns, under their names in TypeScript (the same keys a select of them answers). */
const jsonObjectOf = (columns: Record<string, SQLWrapper>) =>
  sql.join(
    Object.entries(columns).map(([key, column]) => sql`${key}::text, ${column}`),
    sql`, `,
  );

// Own names, so the subqueries below never meet the tables of the query that reads them.
const fitBrand = alias(brands, "fit_brand");
const fitModel = alias(helmetModels, "fit_model");
const fitOf = alias(productFits, "fit_of");

/**
 * A product's fits as one JSON array, for a query that reads products (`productId` is its id column):
 * the rows and order of `findFitsOfProducts`, in the same round trip as the product.
 */
export function fitsOfProductAsJson(productId: SQLWrapper) {
  const columns = {
    brandId: fitBrand.id,
    brand: fitBrand.name,
    brandSlug: fitBrand.slug,
    modelId: fitModel.id,
    model: fitModel.name,
    modelSlug: fitModel.slug,
    note: fitOf.note,
    noteTranslations: fitOf.noteTranslations,
  };
  return sql<Omit<FitRow, "productId">[]>`(select coalesce(json_agg(json_build_object(${jsonObjectOf(columns)})
      order by ${fitBrand.sortOrder}, ${fitModel.sortOrder}, ${fitModel.id}), '[]'::json)
    from ${productFits} as ${sql.identifier("fit_of")}
    join ${helmetModels} as ${sql.identifier("fit_model")} on ${fitModel.id} = ${fitOf.helmetModelId}
    join ${brands} as ${sql.identifier("fit_brand")} on ${fitBrand.id} = ${fitModel.brandId}
    where ${fitOf.productId} = ${productId})`;
}

const visorOf = alias(visorDetails, "visor_of");

/** A visor's tint (null when it has none), for a query that reads products. */
export const visorTintOfProduct = (productId: SQLWrapper) =>
  sql<string | null>`(select ${visorOf.tint} from ${visorDetails} as ${sql.identifier("visor_of")}
    where ${visorOf.productId} = ${productId})`;

/** A product's visor facts as JSON (null when it has none), for a query that reads products. */
export function visorFactsOfProductAsJson(productId: SQLWrapper) {
  const { productId: _, ...columns } = getTableColumns(visorOf);
  return sql<VisorFacts | null>`(select json_build_object(${jsonObjectOf(columns)})
    from ${visorDetails} as ${sql.identifier("visor_of")} where ${visorOf.productId} = ${productId})`;
}

/** The fits of products, brand and model order as the finder lists them. */
export async function findFitsOfProducts(db: Db, productIds: number[]) {
  if (!productIds.length) return [];
  return db
    .select({
      productId: productFits.productId,
      ...helmetModelColumns,
      note: productFits.note,
      noteTranslations: productFits.noteTranslations,
    })
    .from(productFits)
    .innerJoin(helmetModels, eq(helmetModels.id, productFits.helmetModelId))
    .innerJoin(brands, eq(brands.id, helmetModels.brandId))
    .where(inArray(productFits.productId, productIds))
    .orderBy(asc(brands.sortOrder), asc(helmetModels.sortOrder), asc(helmetModels.id));
}

/** Every helmet model that is not retired, with its brand, in the curator's order. */
export function findActiveHelmetModels(db: Db) {
  return db
    .select({
      ...helmetModelColumns,
      isPopular: helmetModels.isPopular,
    })
    .from(helmetModels)
    .innerJoin(brands, and(eq(brands.id, helmetModels.brandId), eq(brands.kind, "helmet")))
    .where(isNull(helmetModels.retiredAt))
    .orderBy(asc(brands.sortOrder), asc(brands.id), asc(helmetModels.sortOrder), asc(helmetModels.id));
}

/** The ids of the helmet models that once had `oldSlug` (renamed since), the newest rename first. */
export async function findRenamedHelmetModelIds(db: Db, oldSlug: string) {
  const rows = await db
    .select({ id: slugRedirects.entityId })
    .from(slugRedirects)
    .where(and(eq(slugRedirects.entityType, "helmet-model"), eq(slugRedirects.oldSlug, oldSlug)))
    .orderBy(desc(slugRedirects.createdAt));
  return rows.map((row) => row.id);
}

/**
 * How many published visors fit each helmet model (models with none are left out): the helmet models' admin, the
 * insight and the dashboard ask it, kept with the catalogue (40 ms at 10,000 products, asked twice a dashboard).
 */
export function countVisorsPerModel(db: Db): Promise<Map<number, number>> {
  return cachedRead(db, "visors-per-model", async () => {
    const rows = await db
      .select({ modelId: productFits.helmetModelId, visors: sql<number>`count(*)::int` })
      .from(productFits)
      .innerJoin(products, and(eq(products.id, productFits.productId), productIsVisible, eq(products.type, "visor")))
      .groupBy(productFits.helmetModelId);
    return new Map(rows.map((row) => [row.modelId, row.visors]));
  });
}
