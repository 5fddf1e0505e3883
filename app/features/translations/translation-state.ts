/** What the curator sees for one entity in one language. */
export type TranslationState = "done" | "review" | "stale" | "missing";
export const translationStates: readonly TranslationState[] = ["done", "review", "stale", "missing"];

/** The state of a translation row (or its absence): missing beats stale beats review. */
export function translationState(row: { stale: boolean; needsReview: boolean } | undefined): TranslationState {
  if (!row) return "missing";
  if (row.stale) return "stale";
  return row.needsReview ? "review" : "done";
}
