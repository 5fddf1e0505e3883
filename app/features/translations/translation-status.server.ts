import { sql } from "drizzle-orm";
import { categories, categoryTranslations, products, productTranslations } from "#db/schema";

/**
 * A translation is stale when the original changed after it was written: the md5 of the original
 * text it remembers (source_hash, set by a trigger, see drizzle/0004) differs from the current one.
 * Use with the translation row joined to its product / category.
 */
export const productTranslationIsStale = sql<boolean>`(${productTranslations.sourceHash} is distinct from product_source_hash(${products.name}, ${products.description}, ${products.buttonText}))`;

export const categoryTranslationIsStale = sql<boolean>`(${categoryTranslations.sourceHash} is distinct from category_source_hash(${categories.name}, ${categories.description}))`;

/** What the curator sees for one entity in one language. */
export type TranslationState = "done" | "review" | "stale" | "missing";
export const translationStates: readonly TranslationState[] = ["done", "review", "stale", "missing"];

/** The state of a translation row (or its absence): missing beats stale beats review. */
export function translationState(row: { stale: boolean; needsReview: boolean } | undefined): TranslationState {
  if (!row) return "missing";
  if (row.stale) return "stale";
  return row.needsReview ? "review" : "done";
}
