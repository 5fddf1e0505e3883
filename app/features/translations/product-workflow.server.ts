import { productIsLive } from "#db/predicates";
import { and, asc, count, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { categories, languages, products, productTranslations } from "#db/schema";
import type { AiProvider } from "~/features/ai/index.server";
import { DomainError } from "~/lib/errors";
import { translateEntity } from "./ai-translation.server";
import { getTranslationEditor, saveTranslation, type TranslatedLanguage } from "./translations-admin.server";
import { plural } from "~/i18n/format";

/** The workflow list (admin spec §3 "Product (admin list)"): what the readiness score is computed from. */
export async function listWorkflowProducts(db: Db) {
  const english = db
    .select({ productId: productTranslations.productId, name: productTranslations.name })
    .from(productTranslations)
    .where(eq(productTranslations.languageCode, "en"))
    .as("english");
  const counts = db
    .select({ productId: productTranslations.productId, n: count().as("n") })
    .from(productTranslations)
    .groupBy(productTranslations.productId)
    .as("counts");
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      nameEn: english.name,
      translationCount: counts.n,
      category: categories.name,
      status: products.status,
      type: products.type,
    })
    .from(products)
    .leftJoin(english, eq(english.productId, products.id))
    .leftJoin(counts, eq(counts.productId, products.id))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(productIsLive)
    .orderBy(asc(products.name), asc(products.id));
  return rows.map((r) => ({ ...r, translationCount: Number(r.translationCount ?? 0), category: r.category ?? "" }));
}
export type WorkflowProduct = Awaited<ReturnType<typeof listWorkflowProducts>>[number];

export interface InitializeResult {
  productId: number;
  name: string;
  /** "ai": translated by the AI; "copy": the English (else original) text copied, marked for review. */
  created: { language: TranslatedLanguage; via: "ai" | "copy" }[];
  existing: TranslatedLanguage[];
  /** Languages the AI could not translate (each then got the copy for review, when that worked). */
  aiFailed: { language: TranslatedLanguage; error: string }[];
  /** Languages that got nothing at all. */
  failed: { language: TranslatedLanguage; error: string }[];
  error?: string;
}

/** Enabled languages other than the original. */
async function enabledTranslatedLanguages(db: Db) {
  const rows = await db
    .select({ code: languages.code })
    .from(languages)
    .where(and(eq(languages.enabled, true), ne(languages.code, "pt")))
    .orderBy(asc(languages.sortOrder));
  return rows.map((r) => r.code as TranslatedLanguage);
}

/**
 * Creates each selected product's missing translation rows (and so their slugs) in every enabled
 * language: through the AI when configured, else — or when the AI fails for that language — a copy of
 * the text the storefront would fall back to (English, else the original), marked for review. Answers
 * per product what it did, the AI's failures listed as such (`ok` is false then).
 */
export async function batchInitializeProducts(db: Db, ai: AiProvider | undefined, productIds: number[]) {
  const [targets, found] = await Promise.all([
    enabledTranslatedLanguages(db),
    db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(and(inArray(products.id, productIds), productIsLive)),
  ]);
  const results: InitializeResult[] = [];
  for (const productId of productIds) {
    const product = found.find((p) => p.id === productId);
    if (!product) {
      results.push({
        productId,
        name: "",
        created: [],
        existing: [],
        aiFailed: [],
        failed: [],
        error: "Product not found",
      });
      continue;
    }
    const result: InitializeResult = {
      productId,
      name: product.name,
      created: [],
      existing: [],
      aiFailed: [],
      failed: [],
    };
    for (const language of targets) {
      const editor = await getTranslationEditor(db, "product", productId);
      if (editor.translations[language]) {
        result.existing.push(language);
        continue;
      }
      if (ai) {
        try {
          await translateEntity(db, ai, { entity: "product", id: productId, language });
          result.created.push({ language, via: "ai" });
          continue;
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          result.aiFailed.push({ language, error: error.message });
        }
      }
      try {
        const from = editor.translations.en ?? editor.original;
        await saveTranslation(
          db,
          "product",
          productId,
          language,
          { ...from, slug: "", source: "manual", aiConfidence: null },
          { source: "imported", needsReview: true },
        );
        result.created.push({ language, via: "copy" });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        result.failed.push({ language, error: error.message });
      }
    }
    results.push(result);
  }
  const created = results.reduce((n, r) => n + r.created.length, 0);
  const failed = results.reduce((n, r) => n + r.failed.length + (r.error ? 1 : 0), 0);
  const aiFailures = results.flatMap((r) => r.aiFailed);
  const copied = results.reduce((n, r) => n + r.created.filter((c) => c.via === "copy").length, 0);
  const done = `${plural(created, "translation")} created for ${plural(productIds.length, "product")}`;
  // An AI failure is a failure even when the copy for review stood in (admin spec §8 "Initialization Failed").
  const message = aiFailures.length
    ? `The AI failed for ${plural(aiFailures.length, "translation")} (${aiFailures[0]!.error}); ${plural(copied, "copy", "copies")} made for review instead${failed ? `, ${failed} failed` : ""}`
    : `${done}${failed ? `, ${failed} failed` : ""}`;
  return {
    results,
    summary: { products: productIds.length, created, failed, aiFailed: aiFailures.length, via: ai ? "ai" : "copy" },
    ok: failed === 0 && aiFailures.length === 0,
    message,
  };
}
