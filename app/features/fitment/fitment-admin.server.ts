import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { brands, helmetModels, productFits, visorDetails } from "#db/schema";
import { findFitsOfProducts } from "./fitment.queries.server";
import type { VisorFacts } from "./visor-facts";
import { slugify } from "~/features/slugs";

/** The curator's side of fitment: what the product form, the visor wizard and backups read and write. */

export interface FitWrite {
  helmetModelId: number;
  note: string;
  noteTranslations: Record<string, string>;
}

/** Adds a model to a helmet brand, last in the brand's order (names are checked by the caller). */
export async function insertHelmetModel(db: Db, brandId: number, name: string) {
  const [row] = await db
    .insert(helmetModels)
    .values({
      brandId,
      name,
      slug: slugify(name),
      sortOrder: sql`(select coalesce(max(sort_order), -1) + 1 from helmet_models where brand_id = ${brandId})`,
    })
    .returning({ id: helmetModels.id, name: helmetModels.name, slug: helmetModels.slug });
  return row!;
}

/** Every helmet model with its brand, for the form's type-ahead ("AGV K6"); retired ones say so. */
export async function listHelmetModelOptions(db: Db) {
  const rows = await db
    .select({
      id: helmetModels.id,
      brand: brands.name,
      model: helmetModels.name,
      retired: helmetModels.retiredAt,
    })
    .from(helmetModels)
    .innerJoin(brands, eq(brands.id, helmetModels.brandId))
    .orderBy(asc(brands.sortOrder), asc(brands.name), asc(helmetModels.sortOrder), asc(helmetModels.id));
  return rows.map((r) => ({ id: r.id, label: `${r.brand} ${r.model}`, retired: r.retired !== null }));
}

/** The ids among `ids` that name no helmet model. */
export async function unknownHelmetModelIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  const found = await db
    .select({ id: helmetModels.id })
    .from(helmetModels)
    .where(inArray(helmetModels.id, [...new Set(ids)]));
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/** A product's fits (with the model's label) and visor facts, as the form edits them. */
export async function findProductFitment(db: Db, productId: number) {
  return (await findFitmentOfProducts(db, [productId])).get(productId)!;
}

/** A fit as the product form edits it: the model, its name, and the note. */
const editedFit = (f: Awaited<ReturnType<typeof findFitsOfProducts>>[number]) => ({
  helmetModelId: f.modelId,
  label: `${f.brand} ${f.model}`,
  note: f.note,
  noteTranslations: f.noteTranslations,
});

/** The fits and visor facts of each of `productIds` (none: no fits, no facts), in two queries whatever their number. */
export async function findFitmentOfProducts(db: Db, productIds: number[]) {
  const [fits, visors] = await Promise.all([
    findFitsOfProducts(db, productIds),
    productIds.length ? db.select().from(visorDetails).where(inArray(visorDetails.productId, productIds)) : [],
  ]);
  const fitment = new Map(
    productIds.map((id) => [id, { fits: [] as ReturnType<typeof editedFit>[], visor: null as VisorFacts | null }]),
  );
  for (const fit of fits) fitment.get(fit.productId)?.fits.push(editedFit(fit));
  for (const { productId, ...facts } of visors) {
    const entry = fitment.get(productId);
    if (entry) entry.visor = facts as VisorFacts;
  }
  return fitment;
}

/** Replaces a product's fits (call inside the product's transaction). */
export async function saveProductFits(db: Db, productId: number, fits: readonly FitWrite[]) {
  await db.delete(productFits).where(eq(productFits.productId, productId));
  if (!fits.length) return;
  await db
    .insert(productFits)
    .values(
      fits.map(({ helmetModelId, note, noteTranslations }) => ({ productId, helmetModelId, note, noteTranslations })),
    );
}

/** Replaces a product's visor facts; null removes them. */
export async function saveVisorFacts(db: Db, productId: number, facts: VisorFacts | null) {
  await db.delete(visorDetails).where(eq(visorDetails.productId, productId));
  if (facts) await db.insert(visorDetails).values({ ...facts, productId });
}

/** Copies fits and visor facts from one product to another (duplicating a product). */
export async function copyProductFitment(db: Db, fromId: number, toId: number) {
  const { fits, visor } = await findProductFitment(db, fromId);
  await saveProductFits(db, toId, fits);
  await saveVisorFacts(db, toId, visor);
}
