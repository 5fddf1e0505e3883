import { categoryIsLive } from "#db/predicates";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { brands, categories, categoryTranslations, helmetModels, visorRequests } from "#db/schema";
import { changeSlug, recordSlugRedirect } from "~/features/slugs/index.server";
import { isLanguage } from "~/i18n/languages";
import { ConflictError, InvalidError, NotFoundError } from "~/lib/errors";
import { slugify } from "~/features/slugs";
import { countVisorsPerModel, helmetNameKey, insertHelmetModel } from "~/features/fitment/index.server";
import type { HelmetModelCreateInput, HelmetModelUpdateInput } from "./helmet-models-admin.schema";

/**
 * The helmet models screen: every helmet brand and model with what riders see (published visors
 * that fit) and what they ask for (pending visor requests), and the curator's add, rename, retire.
 */

/** Every helmet brand with every model (retired ones too), its visor count and pending requests. */
export async function listHelmetModelsAdmin(db: Db) {
  const [rows, visorsOf] = await Promise.all([
    db
      .select({
        brandId: brands.id,
        brand: brands.name,
        brandSlug: brands.slug,
        id: helmetModels.id,
        name: helmetModels.name,
        slug: helmetModels.slug,
        retiredAt: helmetModels.retiredAt,
        // Pending requests naming this brand and model (by name or slug, any capitals).
        pendingRequests: sql<number>`(select count(*)::int from ${visorRequests} r where r.status = 'pending'
          and lower(r.helmet_brand) in (lower(${brands.name}), ${brands.slug})
          and lower(r.helmet_model) in (lower(${helmetModels.name}), ${helmetModels.slug}))`,
        categorySlug: sql<string | null>`(select c.slug from ${categories} c
          where c.helmet_model_id = ${helmetModels.id} and c.deleted_at is null order by c.id limit 1)`,
      })
      .from(brands)
      .leftJoin(helmetModels, eq(helmetModels.brandId, brands.id))
      .where(eq(brands.kind, "helmet"))
      .orderBy(asc(brands.sortOrder), asc(brands.name), asc(helmetModels.sortOrder), asc(helmetModels.id)),
    countVisorsPerModel(db),
  ]);
  const result: {
    id: number;
    name: string;
    slug: string;
    models: {
      id: number;
      name: string;
      slug: string;
      retiredAt: string | null;
      visorCount: number;
      pendingRequests: number;
      categorySlug: string | null;
    }[];
  }[] = [];
  for (const row of rows) {
    let brand = result.at(-1);
    if (brand?.id !== row.brandId) {
      brand = { id: row.brandId, name: row.brand, slug: row.brandSlug, models: [] };
      result.push(brand);
    }
    if (row.id === null) continue;
    brand.models.push({
      id: row.id,
      name: row.name!,
      slug: row.slug!,
      retiredAt: row.retiredAt?.toISOString() ?? null,
      visorCount: visorsOf.get(row.id) ?? 0,
      pendingRequests: row.pendingRequests,
      categorySlug: row.categorySlug,
    });
  }
  return result;
}
export type AdminHelmetBrand = Awaited<ReturnType<typeof listHelmetModelsAdmin>>[number];

/** 409 when another model of the brand has the same name (case, spaces, punctuation aside) or slug. */
async function assertFreeName(db: Db, brandId: number, name: string, exceptId?: number) {
  const siblings = await db
    .select({ id: helmetModels.id, name: helmetModels.name, slug: helmetModels.slug })
    .from(helmetModels)
    .where(eq(helmetModels.brandId, brandId));
  const clash = siblings.find(
    (m) => m.id !== exceptId && (helmetNameKey(m.name) === helmetNameKey(name) || m.slug === slugify(name)),
  );
  if (clash) throw new ConflictError(`This brand already has the model ${clash.name}`);
}

/** A new model of a helmet brand, last in the brand's order. */
export async function addHelmetModel(db: Db, input: HelmetModelCreateInput) {
  const [brand] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.id, input.brandId), eq(brands.kind, "helmet")));
  if (!brand) throw new InvalidError("Unknown helmet brand", { brandId: "Unknown helmet brand" });
  await assertFreeName(db, brand.id, input.name);
  return insertHelmetModel(db, brand.id, input.name);
}

/**
 * Renames a model (and retires or brings it back). A new name gives a new slug: the old one is kept
 * in slug_redirects, and the model's visor category follows (names, and slugs through changeSlug so
 * old category addresses answer 301).
 */
export async function updateHelmetModel(db: Db, id: number, input: HelmetModelUpdateInput) {
  return db.transaction(async (t) => {
    const [model] = await t
      .select({
        id: helmetModels.id,
        brandId: helmetModels.brandId,
        brand: brands.name,
        brandSlug: brands.slug,
        name: helmetModels.name,
        slug: helmetModels.slug,
        retiredAt: helmetModels.retiredAt,
      })
      .from(helmetModels)
      .innerJoin(brands, eq(brands.id, helmetModels.brandId))
      .where(eq(helmetModels.id, id));
    if (!model) throw new NotFoundError("Helmet model not found");
    const name = input.name ?? model.name;
    const slug = slugify(name);
    if (name !== model.name) await assertFreeName(t, model.brandId, name, id);
    const retiredAt =
      input.retired === undefined ? model.retiredAt : input.retired ? (model.retiredAt ?? new Date()) : null;
    await t.update(helmetModels).set({ name, slug, retiredAt }).where(eq(helmetModels.id, id));
    if (slug !== model.slug) {
      await recordSlugRedirect(t, "helmet-model", id, "pt", model.slug);
      await renameVisorCategory(t, id, { ...model, newName: name, newSlug: slug });
    }
    return { id, name, slug, retiredAt: retiredAt?.toISOString() ?? null };
  });
}

/**
 * The model's visor category keeps up with a rename: "AGV K6" becomes "AGV K6 Pro" in its names, and
 * "agv-k6" becomes "agv-k6-pro" in its slugs (a custom text without the old name stays as it is).
 */
async function renameVisorCategory(
  db: Db,
  modelId: number,
  m: { brand: string; brandSlug: string; name: string; slug: string; newName: string; newSlug: string },
) {
  const [category] = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(and(eq(categories.helmetModelId, modelId), categoryIsLive));
  if (!category) return;
  const rename = (text: string) => text.replace(`${m.brand} ${m.name}`, `${m.brand} ${m.newName}`);
  const reslug = (text: string) => text.replace(`${m.brandSlug}-${m.slug}`, `${m.brandSlug}-${m.newSlug}`);
  const translations = await db
    .select({
      language: categoryTranslations.languageCode,
      name: categoryTranslations.name,
      slug: categoryTranslations.slug,
    })
    .from(categoryTranslations)
    .where(eq(categoryTranslations.categoryId, category.id));
  // The original first: a translation written after it matches its new text (not stale).
  await db
    .update(categories)
    .set({ name: rename(category.name), updatedAt: new Date() })
    .where(eq(categories.id, category.id));
  for (const tr of translations) {
    await db
      .update(categoryTranslations)
      .set({ name: rename(tr.name) })
      .where(and(eq(categoryTranslations.categoryId, category.id), eq(categoryTranslations.languageCode, tr.language)));
  }
  for (const { language, slug } of [{ language: "pt", slug: category.slug }, ...translations]) {
    if (!isLanguage(language) || reslug(slug) === slug) continue;
    await changeSlug(db, "category", category.id, language, reslug(slug)).catch((error: unknown) => {
      if (error instanceof InvalidError)
        throw new ConflictError(`The visor page's address ${reslug(slug)}: ${error.message}`);
      throw error;
    });
  }
}
