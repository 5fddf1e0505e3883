import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { brands, categories, products, visorTemplates, type VisorTemplateConfig } from "#db/schema";
import { visorCategorySlug, visorCategoryText } from "#db/seed/categories";
import { productInputSchema, type ProductInput } from "~/features/catalog/product-admin.schema";
import { createAdminProduct } from "~/features/catalog/product-admin.server";
import { categorySlugProblem, createAdminCategory } from "~/features/categories/category-admin.server";
import { listHelmetBrands } from "~/features/helmets/helmets.server";
import { saveTranslation } from "~/features/translations/translations-admin.server";
import { supportedLanguages, translatedLanguages, type Language } from "~/i18n/languages";
import { InvalidError, NotFoundError } from "~/lib/errors";
import { slugify } from "~/lib/slug";
import {
  renderTemplate,
  visorColor,
  visorColors,
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
 * helmet model's visor category with the color as its `tint` specification (what generated visors
 * carry, so a renamed one is still recognised). Nothing hidden is stored on the product: the
 * storefront shows every specification.
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
export type VisorTemplateOptions = Awaited<ReturnType<typeof visorTemplateOptions>>;

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

/** A visor category named as the demo catalogue names them, with its five translations. */
async function createVisorCategory(db: Db, brand: { name: string; slug: string }, model: string | undefined) {
  const text = visorCategoryText(brand, model);
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

/** The helmet model's visor category: the live one, else a new one (and its brand's, when missing). */
export async function ensureVisorCategory(db: Db, input: { helmetBrand: string; helmetModel: string }) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const helmet = await resolveHelmet(t, input.helmetBrand, input.helmetModel);
    if (helmet.category) return { ...helmet.category, created: false };
    return { ...(await createVisorCategory(t, helmet.brand, helmet.model)), created: true };
  });
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
    const descriptions = byLanguage((l) => {
      const values = { brand: helmet.brand.name, model: input.helmetModel, color: color.words[l] };
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
      tint: sql<string | null>`${products.specifications}->>'tint'`,
    })
    .from(products)
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
        (p.categoryId === helmet.category?.id && p.tint?.toLowerCase() === item.label.toLowerCase()),
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

/**
 * Creates one draft visor per selected color that does not exist yet, with its five translations
 * (their description is the template's text: marked for review), in one transaction.
 */
export async function generateProducts(db: Db, input: VisorTemplateInput) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`select pg_advisory_xact_lock(${generationLock})`);
    const plan = await previewTemplate(t, input);
    const toCreate = plan.items.filter((item) => item.status === "create");
    const category = toCreate.length ? await ensureVisorCategory(t, input) : plan.category;
    const compatibility = [`${plan.helmet.brand} ${plan.helmet.model}`, ...input.compatibleModels].join(" / ");
    const created: { id: number; name: string; color: string }[] = [];
    for (const item of toCreate) {
      const product = productInputSchema.parse({
        name: item.name,
        description: item.description,
        type: "visor",
        brandId: plan.helmet.brandId,
        categoryId: category!.id,
        price: item.discountPrice ?? item.price,
        originalPrice: item.discountPrice ? item.price : null,
        aliexpressUrl: item.affiliateUrl,
        specifications: { compatibility, tint: item.label },
      }) as ProductInput;
      const { id } = await createAdminProduct(t, product);
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
    return { created, skipped, category };
  });
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
