/**
 * How a visitor's search text becomes conditions (the SQL side is drizzle/0012_search.sql): each word
 * is folded like the search documents (`search_compact`: lower-case letters and digits, no accents,
 * spaces or hyphens), and a folded word found nowhere in the catalogue may stand for a vocabulary word
 * one typo away from it.
 */

/** At most this many words of a search count. */
export const maxSearchWords = 8;
/** Shorter words get no typo tolerance: one change to "ls2" or "k6" is another product. */
export const minTypoLength = 4;

export function searchWordsOf(text: string) {
  return text.trim().split(/\s+/).filter(Boolean).slice(0, maxSearchWords);
}

/**
 * Whether `a` and `b` are at most one typo apart: one letter added, dropped, replaced, or two
 * neighbours swapped (optimal string alignment distance ≤ 1).
 */
export function withinOneTypo(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  const restA = a.slice(start);
  const restB = b.slice(start);
  if (restA.length === restB.length) {
    return (
      restA.slice(1) === restB.slice(1) ||
      (restA.length >= 2 && restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2))
    );
  }
  return restA.length > restB.length ? restA.slice(1) === restB : restB.slice(1) === restA;
}

/** One searched word: matched literally when it has no letter or digit, else by its folded forms. */
export type SearchWord = { literal: string } | { forms: string[] };

/**
 * The forms a word is looked up by: its folded form, and when that is found nowhere (and is long
 * enough) the vocabulary words one typo away.
 */
export function searchWordForms(folded: string, foundAsTyped: boolean, nearTerms: readonly string[]): string[] {
  if (foundAsTyped || folded.length < minTypoLength) return [folded];
  return [folded, ...nearTerms.filter((term) => term !== folded && withinOneTypo(folded, term))];
}
