import { productIsLive, categoryIsLive } from "#db/predicates";
import { and, count, eq, ne, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { categories, categoryTranslations, languages, products, productTranslations } from "#db/schema";
import { translatedLanguages, type TranslatedLanguage } from "~/i18n/languages";
import { translationState, translationStates, type TranslationState } from "./translation-state";
import { liveSourceHashes, staleAgainst } from "./translation-status.server";
import type { CoverageTotals } from "./translations-admin.server";

/**
 * Live entities' translation rows per language, staleness and review flag (the states' inputs), counted. Each live
 * entity's hash is taken once, not once per translation row: half the time at 10,000 products (issue 35).
 */
function countStates(db: Db, entity: "product" | "category") {
  const [translations, ownerId] =
    entity === "product"
      ? [productTranslations, productTranslations.productId]
      : [categoryTranslations, categoryTranslations.categoryId];
  const owner = liveSourceHashes(db, entity);
  const stale = staleAgainst(translations.sourceHash, owner);
  return db
    .select({ language: translations.languageCode, stale, needsReview: translations.needsReview, n: count() })
    .from(translations)
    .innerJoin(owner, eq(owner.id, ownerId))
    .groupBy(translations.languageCode, stale, translations.needsReview);
}

/**
 * The coverage matrix's totals counted in SQL (decision 0029): the same states as `getTranslationCoverage` (missing,
 * stale, review, done, by `translationState`), without loading a row per product and language (2 s at 10,000).
 */
export async function countTranslationCoverage(db: Db) {
  const [productRows, categoryRows, [productCount], [categoryCount], enabled] = await Promise.all([
    countStates(db, "product"),
    countStates(db, "category"),
    db.select({ n: count() }).from(products).where(productIsLive),
    db.select({ n: count() }).from(categories).where(categoryIsLive),
    db.select({ code: languages.code, enabled: languages.enabled }).from(languages).where(ne(languages.code, "pt")),
  ]);
  const tally = (rows: Awaited<typeof productRows>, entities: number) => {
    const totals = Object.fromEntries(
      translatedLanguages.map((l) => [l, Object.fromEntries(translationStates.map((s) => [s, 0]))]),
    ) as CoverageTotals;
    for (const row of rows) {
      const language = totals[row.language as TranslatedLanguage];
      if (!language) continue;
      language[translationState({ stale: Boolean(row.stale), needsReview: Boolean(row.needsReview) })] += row.n;
    }
    // Entities without a row in a language are missing there.
    for (const l of translatedLanguages) {
      const present = translationStates.reduce((n, s) => n + (s === "missing" ? 0 : totals[l][s]), 0);
      totals[l].missing = entities - present;
    }
    return totals;
  };
  const productTotals = tally(productRows, productCount?.n ?? 0);
  const categoryTotals = tally(categoryRows, categoryCount?.n ?? 0);
  const sum = (l: TranslatedLanguage, s: TranslationState) => productTotals[l][s] + categoryTotals[l][s];
  return {
    languages: translatedLanguages.map((code) => ({
      code,
      enabled: enabled.find((l) => l.code === code)?.enabled ?? false,
    })),
    /** Products and categories, per language and state, as `getTranslationCoverage`'s totals. */
    totals: Object.fromEntries(
      translatedLanguages.map((l) => [l, Object.fromEntries(translationStates.map((s) => [s, sum(l, s)]))]),
    ) as CoverageTotals,
    productTotals,
    /** Live products and categories. */
    total: (productCount?.n ?? 0) + (categoryCount?.n ?? 0),
  };
}

/**
 * Live products `workflowReadiness` calls Ready (a slug or an English name, and more than one translation), counted
 * in SQL by the same rule.
 */
export async function countWorkflowReady(db: Db) {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(
      and(
        productIsLive,
        sql`(${products.slug} <> '' or exists (select 1 from ${productTranslations} t
          where t.product_id = ${products.id} and t.language_code = 'en' and t.name <> ''))`,
        // More than one translation: a second row exists (counting each product's rows cost a fifth more).
        sql`exists (select 1 from ${productTranslations} t where t.product_id = ${products.id} offset 1)`,
      ),
    );
  return row?.n ?? 0;
}
