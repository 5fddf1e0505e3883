import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { brands, helmetModels, productFits, slugRedirects, visorDetails } from "#db/schema";

/** A helmet model with its brand, as the finder and the fits name them. */
const helmetModelColumns = {
  brandId: brands.id,
  brand: brands.name,
  brandSlug: brands.slug,
  modelId: helmetModels.id,
  model: helmetModels.name,
  modelSlug: helmetModels.slug,
};

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

export async function findVisorFactsOfProducts(db: Db, productIds: number[]) {
  if (!productIds.length) return [];
  return db.select().from(visorDetails).where(inArray(visorDetails.productId, productIds));
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
