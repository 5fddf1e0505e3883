import { categoryIsLive } from "#db/predicates";
import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { brands, categories, helmetModels } from "#db/schema";
import { visorCategorySlug, visorCategoryText } from "~/features/categories";
import { createAdminCategory } from "~/features/categories/index.server";
import { categorySlugProblem } from "~/features/slugs/index.server";
import { helmetNameKey, insertHelmetModel } from "~/features/fitment/index.server";
import { listHelmetBrands } from "~/features/helmets/index.server";
import { saveTranslation } from "~/features/translations/index.server";
import { translatedLanguages } from "~/i18n/languages";
import { slugify } from "~/features/slugs";

/**
 * The helmet side of the visor template wizard: the brands and models it offers, and the helmet
 * (brand, models, visor category) it finds or makes for a template.
 */

/** The helmet brands of the spec's wizard; the brands table's helmet brands are offered too. */
const specHelmetBrands = ["AGV", "Arai", "HJC", "LS2", "Scorpion", "Shoei"];

/** The wizard's choices: helmet brands (spec's and the table's) with the models of the helmet finder. */
export async function visorTemplateOptions(db: Db) {
  const known = await listHelmetBrands(db);
  const byName = new Map(specHelmetBrands.map((name) => [name.toLowerCase(), { name, models: [] as string[] }]));
  for (const brand of known) {
    byName.set(brand.name.toLowerCase(), { name: brand.name, models: brand.models.map((m) => m.name) });
  }
  return { brands: [...byName.values()].sort((a, b) => a.name.localeCompare(b.name)) };
}

const liveCategory = async (db: Db, slug: string) =>
  (
    await db
      .select({ id: categories.id, name: categories.name, slug: categories.slug })
      .from(categories)
      .where(and(eq(categories.slug, slug), categoryIsLive))
  )[0] ?? null;

/**
 * The brand row (matched by name, any capitals, else by slug: a renamed brand still owns its slug, which a new
 * brand could not take) and the helmet model's visor category, if they exist.
 */
export async function resolveHelmet(db: Db, helmetBrand: string, helmetModel: string) {
  const byName = sql`lower(${brands.name}) = lower(${helmetBrand})`;
  const [row] = await db
    .select({ id: brands.id, name: brands.name, slug: brands.slug })
    .from(brands)
    .where(or(byName, eq(brands.slug, slugify(helmetBrand))))
    .orderBy(sql`${byName} desc`, asc(brands.id))
    .limit(1);
  const brand = row ?? { id: null, name: helmetBrand, slug: slugify(helmetBrand) };
  const categorySlug = visorCategorySlug(brand.slug, helmetModel);
  return { brand, model: helmetModel, categorySlug, category: await liveCategory(db, categorySlug) };
}

/**
 * A visor category named as the demo catalogue names them, with its five translations, linked to its
 * helmet brand (no model) or helmet model: the storefront gathers its visors from fitment.
 */
async function createVisorCategory(
  db: Db,
  brand: { id: number; name: string; slug: string },
  model: { id: number; name: string } | undefined,
): Promise<{ id: number; name: string; slug: string }> {
  const text = visorCategoryText(brand, model?.name);
  const parent = model ? await liveCategory(db, visorCategorySlug(brand.slug)) : await liveCategory(db, "visors");
  const parentId = model && !parent ? (await createVisorCategory(db, brand, undefined)).id : (parent?.id ?? null);
  const [last] = await db
    .select({ n: sql<number>`coalesce(max(${categories.sortOrder}), -1)::int` })
    .from(categories)
    .where(and(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId), categoryIsLive));
  // The conventional slug when it is free, else one made from the name.
  const freeOr = async (slug: string, id?: number) => ((await categorySlugProblem(db, slug, id)) ? "" : slug);
  const { id, slug } = await createAdminCategory(db, {
    name: text.pt.name,
    slug: await freeOr(text.pt.slug),
    description: text.pt.description,
    imageUrl: null,
    parentId,
    sortOrder: Math.min(last!.n + 1, 32767),
  });
  await linkHelmet(db, id, brand.id, model?.id);
  for (const language of translatedLanguages) {
    const { name, description, slug: translated } = text[language];
    await saveTranslation(db, "category", id, language, {
      name,
      description,
      buttonText: "",
      slug: await freeOr(translated, id),
      source: "manual",
      aiConfidence: null,
    });
  }
  return { id, name: text.pt.name, slug };
}

/** Links a visor category to its helmet brand, or model, unless it already names one. */
async function linkHelmet(db: Db, categoryId: number, brandId: number, modelId: number | undefined) {
  await db
    .update(categories)
    .set(modelId ? { helmetModelId: modelId } : { helmetBrandId: brandId })
    .where(
      and(eq(categories.id, categoryId), modelId ? isNull(categories.helmetModelId) : isNull(categories.helmetBrandId)),
    );
}

/** The helmet brand of the table (made as a helmet brand when the wizard names a new one). */
async function ensureHelmetBrand(db: Db, brand: { id: number | null; name: string; slug: string }) {
  if (brand.id !== null) return { ...brand, id: brand.id };
  const [row] = await db
    .insert(brands)
    .values({ name: brand.name, slug: brand.slug, kind: "helmet" })
    .returning({ id: brands.id });
  return { ...brand, id: row!.id };
}

/**
 * The brand's helmet models of these names, matched like migration 0005 ("K6 S" = "k6s") or by slug;
 * a missing one is created (last in the brand's order). Answers them in order, and which were created.
 */
async function ensureHelmetModels(db: Db, brandId: number, names: string[]) {
  const existing = await db
    .select({ id: helmetModels.id, name: helmetModels.name, slug: helmetModels.slug })
    .from(helmetModels)
    .where(eq(helmetModels.brandId, brandId));
  const models: { id: number; name: string }[] = [];
  const created: string[] = [];
  for (const name of names.filter(Boolean)) {
    let model = existing.find((m) => helmetNameKey(m.name) === helmetNameKey(name) || m.slug === slugify(name));
    if (!model) {
      model = await insertHelmetModel(db, brandId, name);
      existing.push(model);
      created.push(name);
    }
    if (!models.some((m) => m.id === model.id)) models.push(model);
  }
  return { models, created };
}

/** The helmet (brand and models, made when missing) and its model's visor category, linked to it. */
export async function ensureHelmet(
  db: Db,
  input: { helmetBrand: string; helmetModel: string; compatibleModels?: string[] },
) {
  const helmet = await resolveHelmet(db, input.helmetBrand, input.helmetModel);
  const brand = await ensureHelmetBrand(db, helmet.brand);
  const fitment = await ensureHelmetModels(db, brand.id, [input.helmetModel, ...(input.compatibleModels ?? [])]);
  const model = fitment.models[0]!;
  if (helmet.category) await linkHelmet(db, helmet.category.id, brand.id, model.id);
  const category = helmet.category
    ? { ...helmet.category, created: false }
    : { ...(await createVisorCategory(db, brand, model)), created: true };
  return { brand, fitment, category };
}

/** The helmet model's visor category: the live one, else a new one (and its brand's, when missing). */
export async function ensureVisorCategory(db: Db, input: { helmetBrand: string; helmetModel: string }) {
  return db.transaction(async (tx) => (await ensureHelmet(tx, input)).category);
}
