import { productIsLive } from "#db/predicates";
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { productImages, products, visorDetails, visorTemplates, type VisorTemplateConfig } from "#db/schema";
import { productInputSchema, visorFactsSchema, type ProductInput } from "~/features/catalog";
import { createAdminProduct } from "~/features/catalog/index.server";
import { saveVisorFacts } from "~/features/fitment/index.server";
import { downloadImage, type RemoteImage, storeMedia } from "~/features/media/index.server";
import type { AiProvider } from "~/features/ai/index.server";
import { saveTranslation, translateEntity } from "~/features/translations/index.server";
import { supportedLanguages, translatedLanguages, type Language } from "~/i18n/languages";
import { DomainError, InvalidError, NotFoundError } from "~/lib/errors";
import type { OutgoingAccess } from "~/lib/guarded-fetch.server";
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
import { ensureHelmet, resolveHelmet } from "./visor-helmets.server";

export { ensureVisorCategory, visorTemplateOptions } from "./visor-helmets.server";

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

type TranslatedLanguage = (typeof translatedLanguages)[number];

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
        productIsLive,
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
async function downloadPictures(db: Db, input: VisorTemplateInput, access?: OutgoingAccess) {
  const plan = await previewTemplate(db, input);
  const addresses = new Set(plan.items.flatMap((i) => (i.status === "create" && i.imageUrl ? [i.imageUrl] : [])));
  const pictures = new Map<string, RemoteImage>();
  await Promise.all([...addresses].map(async (url) => pictures.set(url, await downloadImage(url, access))));
  return pictures;
}

/**
 * Creates one draft visor per selected color that does not exist yet, with its five translations
 * (their description is the template's text: marked for review), its fits, its tint and its
 * picture, in one transaction. Pictures are downloaded first (no network wait holds the lock).
 */
export async function generateProducts(
  db: Db,
  input: VisorTemplateInput,
  { ai, outgoing }: { ai?: AiProvider; outgoing?: OutgoingAccess } = {},
) {
  const pictures = await downloadPictures(db, input, outgoing);
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
