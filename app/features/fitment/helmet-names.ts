/** How helmet names compare: without case, spaces or punctuation ("K6 S" = "k6s"), like migration 0005. */
export const helmetNameKey = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/** Edits (insert, delete, substitute) that turn `a` into `b`. */
function editDistance(a: string, b: string) {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length]!;
}

/**
 * What a typed helmet model is among a brand's `models`: the same model written otherwise (`same`: "R1 Air" for
 * R1-Air), or, for a new name, an existing model it probably means (`close`): one name ending with the other (a
 * series or brand prefix: "EXO-R1 Air" for R1-Air) or a typo away (about one edit per four characters).
 */
export function matchHelmetModel(typed: string, models: readonly string[]): { same?: string; close?: string } {
  const key = helmetNameKey(typed);
  if (!key) return {};
  const same = models.find((model) => helmetNameKey(model) === key);
  if (same) return { same };
  let close: string | undefined;
  let closest = Infinity;
  for (const model of models) {
    const other = helmetNameKey(model);
    // The typed name holding the model at its end is a prefix added; a fragment typed ("Air") means nothing yet.
    const distance = other.length >= 3 && key.endsWith(other) ? 0.5 : editDistance(key, other);
    if (distance <= Math.max(1, Math.floor(Math.min(key.length, other.length) / 4)) && distance < closest) {
      close = model;
      closest = distance;
    }
  }
  return close ? { close } : {};
}
