import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import {
  brands,
  categories,
  helmetModels,
  productImages,
  products,
  visorDetails,
  visorTemplates,
  type VisorTemplateConfig,
} from "#db/schema";
import { visorCategorySlug, visorCategoryText } from "~/features/categories";
import { productInputSchema, visorFactsSchema, type ProductInput } from "~/features/catalog";
import { createAdminProduct } from "~/features/catalog/index.server";
import { createAdminCategory } from "~/features/categories/index.server";
import { categorySlugProblem } from "~/features/slugs/index.server";
import { helmetNameKey, insertHelmetModel, saveVisorFacts } from "~/features/fitment/index.server";
import { listHelmetBrands } from "~/features/helmets/index.server";
import { downloadImage, type RemoteImage, storeMedia } from "~/features/media/index.server";
import type { AiProvider } from "~/features/ai/index.server";
import { saveTranslation, translateEntity } from "~/features/translations/index.server";
import { supportedLanguages, translatedLanguages, type Language } from "~/i18n/languages";
import { DomainError, InvalidError, NotFoundError } from "~/lib/errors";
import { slugify } from "~/features/slugs";
import {
  renderTemplate,
  visorColor,
  visorColors,
  visorDescriptions,
  visorProductNames,
  visorTemplateDraftSchema,
  type VisorTemplateInput,
} from "./visor-templates.schema";

/**
 * The visor template wizard: saved templates, and a family of draft visors (one per color) made
 * from one template.
 *
 * Never twice: a visor "already exists" when a live visor product has the Portuguese name the
 * template would give it (same name or same slug, e.g. "Viseira AGV K6 fumada" /
 * viseira-agv-k6-fumada, which is also how the demo catalogue names its visors), or sits in the
 * helmet model's visor category with the color as its tint (visor_details; what generated visors
 * carry, so a renamed one is still recognised).
 *
 * Fitment: a generated visor fits the chosen model and the compatible models, each matched by name
 * within the brand (case, spaces and punctuation aside); a model (or brand) that does not exist yet is
 * created, so the finder offers it. Pictures named by address are downloaded and stored; one that
 * cannot be is listed in the answer with the reason.
 */

/** The helmet brands of the spec's wizard; the brands table's helmet brands are offered too. */
const specHelmetBrands = ["AGV", "Arai", "HJC", "LS2", "Scorpion", "Shoei"];

type TranslatedLanguage = (typeof translatedLanguages)[number];

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
      .where(and(eq(categories.slug, slug), isNull(categories.deletedAt)))
  )[0] ?? null;

/** The brand row (matched by name, any capitals) and the helmet model's visor category, if they exist. */
async function resolveHelmet(db: Db, helmetBrand: string, helmetModel: string) {
  const [row] = await db
    .select({ id: brands.id, name: brands.name, slug: brands.slug })
    .from(brands)
    .where(sql`lower(${brands.name}) = lower(${helmetBrand})`);
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
    .where(
      and(
        parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId),
        isNull(categories.deletedAt),
      ),
    );
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
async function ensureHelmet(db: Db, input: { helmetBrand: string; helmetModel: string; compatibleModels?: string[] }) {
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

const byLanguage = <T>(make: (language: Language) => T) =>
  Object.fromEntries(supportedLanguages.map((l) => [l, make(l)])) as Record<Language, T>;

/** What generating from `input` would do: one visor per selected color, to create or to skip. */
export async function previewTemplate(db: Db, input: VisorTemplateInput) {
  const helmet = await resolveHelmet(db, input.helmetBrand, input.helmetModel);
  const helmetName = `${helmet.brand.name} ${input.helmetModel}`;
  const planned = input.selectedColors.map((key) => {
    const color = visorColor(key);
    const setting = input.colorSettings[key]!;
    const names = byLanguage((l) => visorProductNames[l](helmetName, color.words[l]));
    // The curator's template is Portuguese: it writes the original; every other language gets its own sentence.
    const descriptions = byLanguage((l) => {
      const values = { brand: helmet.brand.name, model: input.helmetModel, color: color.words[l] };
      if (l !== "pt") return visorDescriptions[l](values);
      return [input.shortDescriptionTemplate, input.descriptionTemplate]
        .filter(Boolean)
        .map((text) => renderTemplate(text, values))
        .join("\n\n");
    });
    if (Object.values(descriptions).some((d) => d.length > 10_000)) {
      const message = "The description is too long once the placeholders are filled in";
      throw new InvalidError(message, { descriptionTemplate: message });
    }
    return {
      color: key,
      label: color.label,
      name: names.pt,
      slug: slugify(names.pt),
      description: descriptions.pt,
      translations: Object.fromEntries(
        translatedLanguages.map((l) => [l, { name: names[l], slug: slugify(names[l]), description: descriptions[l] }]),
      ) as Record<TranslatedLanguage, { name: string; slug: string; description: string }>,
      price: setting.price,
      discountPrice: setting.discountPrice || null,
      affiliateUrl: setting.affiliateUrl || input.baseAffiliateUrl || "#",
      imageUrl: setting.imageUrl || input.baseImageUrl || null,
    };
  });

  const existing = await db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      categoryId: products.categoryId,
      tint: visorDetails.tint,
    })
    .from(products)
    .leftJoin(visorDetails, eq(visorDetails.productId, products.id))
    .where(
      and(
        isNull(products.deletedAt),
        eq(products.type, "visor"),
        or(
          inArray(
            products.slug,
            planned.map((p) => p.slug),
          ),
          inArray(
            sql`lower(${products.name})`,
            planned.map((p) => p.name.toLowerCase()),
          ),
          helmet.category ? eq(products.categoryId, helmet.category.id) : undefined,
        ),
      ),
    );
  const seen = new Map<string, string>();
  const items = planned.map((item) => {
    const match = existing.find(
      (p) =>
        p.slug === item.slug ||
        p.name.toLowerCase() === item.name.toLowerCase() ||
        (p.categoryId === helmet.category?.id && p.tint?.toLowerCase() === item.color.toLowerCase()),
    );
    const twin = seen.get(item.slug);
    seen.set(item.slug, item.label);
    const reason = match ? `Already exists as "${match.name}"` : twin ? `Same name as the ${twin} visor` : null;
    return { ...item, status: reason ? ("skip" as const) : ("create" as const), reason, productId: match?.id ?? null };
  });
  return {
    helmet: { brand: helmet.brand.name, brandId: helmet.brand.id, model: input.helmetModel },
    categorySlug: helmet.categorySlug,
    category: helmet.category,
    items,
  };
}
export type VisorTemplatePreview = Awaited<ReturnType<typeof previewTemplate>>;

/** Generation runs one at a time, so two runs of one template cannot both create a visor. */
const generationLock = 7_301_001;

/** The pictures of the visors a template would create, downloaded before the transaction (by address). */
async function downloadPictures(db: Db, input: VisorTemplateInput) {
  const plan = await previewTemplate(db, input);
  const addresses = new Set(plan.items.flatMap((i) => (i.status === "create" && i.imageUrl ? [i.imageUrl] : [])));
  const pictures = new Map<string, RemoteImage>();
  await Promise.all([...addresses].map(async (url) => pictures.set(url, await downloadImage(url))));
  return pictures;
}

/**
 * Creates one draft visor per selected color that does not exist yet, with its five translations
 * (their description is the template's text: marked for review), its fits, its tint and its
 * picture, in one transaction. Pictures are downloaded first (no network wait holds the lock).
 */
export async function generateProducts(db: Db, input: VisorTemplateInput, ai?: AiProvider) {
  const pictures = await downloadPictures(db, input);
  const result = await db.transaction(async (t) => {
    await t.execute(sql`select pg_advisory_xact_lock(${generationLock})`);
    const plan = await previewTemplate(t, input);
    const toCreate = plan.items.filter((item) => item.status === "create");
    const helmet = toCreate.length ? await ensureHelmet(t, input) : null;
    const category = helmet?.category ?? plan.category;
    const created: { id: number; name: string; color: string }[] = [];
    const picturesNotStored: { color: string; url: string; reason: string }[] = [];
    for (const item of toCreate) {
      const product = productInputSchema.parse({
        name: item.name,
        description: item.description,
        type: "visor",
        brandId: helmet!.brand.id,
        categoryId: category!.id,
        price: item.discountPrice ?? item.price,
        originalPrice: item.discountPrice ? item.price : null,
        aliexpressUrl: item.affiliateUrl,
        fits: helmet!.fitment.models.map((m) => ({ helmetModelId: m.id })),
      }) as ProductInput;
      const { id } = await createAdminProduct(t, product);
      // The colour key as it is (a custom colour keeps the curator's name): not the form's vocabulary rule.
      await saveVisorFacts(t, id, { ...visorFactsSchema.parse({}), tint: item.color });
      const picture = item.imageUrl ? pictures.get(item.imageUrl) : undefined;
      if (picture?.ok) {
        const stored = await storeMedia(t, picture.bytes, picture.type).catch(() => null);
        if (stored) await t.insert(productImages).values({ productId: id, mediaId: stored.id, alt: item.name });
        else
          picturesNotStored.push({ color: item.color, url: item.imageUrl!, reason: "Could not be read as an image" });
      } else if (item.imageUrl) {
        picturesNotStored.push({
          color: item.color,
          url: item.imageUrl,
          reason: picture?.reason ?? "Not downloaded",
        });
      }
      for (const language of translatedLanguages) {
        const { name, description } = item.translations[language];
        await saveTranslation(
          t,
          "product",
          id,
          language,
          { name, description, buttonText: "", slug: "", source: "manual", aiConfidence: null },
          { needsReview: true },
        );
      }
      created.push({ id, name: item.name, color: item.color });
    }
    const createdBySlug = new Map(toCreate.map((item, i) => [item.slug, created[i]!.id]));
    const skipped = plan.items
      .filter((item) => item.status === "skip")
      .map((item) => ({
        color: item.color,
        reason: item.reason!,
        productId: item.productId ?? createdBySlug.get(item.slug) ?? null,
      }));
    return {
      created,
      skipped,
      category,
      /** The helmet models the new visors fit, and those the run added to the brand. */
      fits: helmet?.fitment.models.map((m) => m.name) ?? [],
      modelsCreated: helmet?.fitment.created ?? [],
      picturesNotStored,
    };
  });
  return { ...result, ...(await translateGenerated(db, ai, result.created)) };
}

/**
 * With the AI assistant configured, the new visors' translations become the AI's translation of the
 * curator's own text (after the transaction: no network wait holds the lock), still marked for review.
 * A language the AI fails keeps its template sentence, and the answer says so.
 */
async function translateGenerated(db: Db, ai: AiProvider | undefined, created: { id: number; name: string }[]) {
  const aiFailed: { productId: number; language: TranslatedLanguage; error: string }[] = [];
  let translatedWithAi = 0;
  if (!ai) return { translatedWithAi, aiFailed };
  for (const product of created) {
    for (const language of translatedLanguages) {
      try {
        await translateEntity(db, ai, { entity: "product", id: product.id, language, needsReview: true });
        translatedWithAi++;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        aiFailed.push({ productId: product.id, language, error: error.message });
      }
    }
  }
  return { translatedWithAi, aiFailed };
}
export type GenerateResult = Awaited<ReturnType<typeof generateProducts>>;

/** Saved templates, most recently saved first. */
export async function listTemplates(db: Db) {
  const rows = await db.select().from(visorTemplates).orderBy(desc(visorTemplates.updatedAt), desc(visorTemplates.id));
  return rows.map((row) => ({
    name: row.name,
    helmetBrand: row.helmetBrand,
    helmetModel: row.helmetModel,
    colors: Array.isArray(row.config?.selectedColors) ? row.config.selectedColors : [],
    updatedAt: row.updatedAt.toISOString(),
  }));
}
export type VisorTemplateSummary = Awaited<ReturnType<typeof listTemplates>>[number];

/** A saved template as the wizard loads it; a stored config it cannot read falls back to the helmet alone. */
export async function getTemplate(db: Db, name: string) {
  const [row] = await db.select().from(visorTemplates).where(eq(visorTemplates.name, name));
  if (!row) throw new NotFoundError("Template not found");
  const helmet = { helmetBrand: row.helmetBrand, helmetModel: row.helmetModel };
  const parsed = visorTemplateDraftSchema.safeParse({ ...row.config, ...helmet });
  const template = parsed.success
    ? parsed.data
    : { ...visorTemplateDraftSchema.parse({ helmetBrand: "x", helmetModel: "x" }), ...helmet };
  return { name: row.name, updatedAt: row.updatedAt.toISOString(), ...template };
}
export type SavedVisorTemplate = Awaited<ReturnType<typeof getTemplate>>;

/** Saves a template under `name`, replacing the one of that name. */
export async function saveTemplate(db: Db, name: string, input: VisorTemplateInput) {
  const { helmetBrand, helmetModel, ...rest } = input;
  const config: VisorTemplateConfig = {
    ...rest,
    availableColors: [...visorColors.map((c) => c.key), ...rest.customColors],
  };
  const now = new Date();
  await db
    .insert(visorTemplates)
    .values({ name, helmetBrand, helmetModel, config, updatedAt: now })
    .onConflictDoUpdate({ target: visorTemplates.name, set: { helmetBrand, helmetModel, config, updatedAt: now } });
  return { name, helmetBrand, helmetModel, colors: rest.selectedColors, updatedAt: now.toISOString() };
}

export async function deleteTemplate(db: Db, name: string) {
  const deleted = await db
    .delete(visorTemplates)
    .where(eq(visorTemplates.name, name))
    .returning({ id: visorTemplates.id });
  if (!deleted.length) throw new NotFoundError("Template not found");
}
