/**
 * How a visitor's search text becomes conditions (the SQL side is drizzle/0012_search.sql): each word
 * is folded like the search documents (`search_compact`: lower-case letters and digits, no accents,
 * spaces or hyphens), and a folded word found nowhere in the catalogue may stand for a vocabulary word
 * one typo away from it.
 */

import type { ProductType } from "./product-kinds";

/** At most this many words of a search count. */
export const maxSearchWords = 8;
/** Shorter words get no typo tolerance: one change to "ls2" or "k6" is another product. */
export const minTypoLength = 4;

/** Pictographs and their joiners, selectors and skin tones: no product text holds them (issue 32 item 9). */
const emoji = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200d|\ufe0f|\u20e3/gu;

/** The words of a search, emoji left out (an emoji word used to match nothing and empty the results). */
export function searchWordsOf(text: string) {
  return text.replace(emoji, " ").trim().split(/\s+/).filter(Boolean).slice(0, maxSearchWords);
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

/**
 * One searched word: matched literally when it has no letter or digit, else by its folded forms. A short word
 * of letters only must also begin a word of the product's text (`wordStart`): "mic" is not "photochromic". A
 * rider's word for a kind of product also finds every product of that `type` ("Mikrofon" the microphones).
 */
export type SearchWord = { literal: string } | { forms: string[]; wordStart?: string; type?: ProductType };

/** Whether a folded word must begin a word where it is found: fewer than 4 letters and no digit (codes like k6, 70 may sit inside). */
export const mustStartWord = (folded: string) => folded.length < minTypoLength && /^[a-z]+$/.test(folded);

/**
 * Riders' words for the kinds of product, in every language, folded like the documents: a word of a group finds the
 * products of its type, whatever their texts call them (the DJI Mic's say "mic", never "microphone"), and the texts
 * holding the group's other words ("Gegensprechanlage" finds an "intercom"). A word of `typedOnly` finds the group
 * when typed but is not looked for on another's behalf: "micro" also begins "microfibre".
 */
const riderWords: readonly { type: ProductType; words: readonly string[]; typedOnly?: readonly string[] }[] = [
  {
    type: "intercom",
    words: [
      "intercom",
      "intercomunicador",
      "interfono",
      "sprechanlage",
      "gegensprechanlage",
      "kommunikationssystem",
      "headset",
    ],
  },
  {
    type: "microphone",
    words: ["microfone", "microphone", "microfono", "mikrofon", "microfon"],
    typedOnly: ["micro"],
  },
  { type: "camera", words: ["camara", "camera", "kamera", "videocamera", "actioncam", "helmkamera"] },
  { type: "visor", words: ["viseira", "visor", "visera", "visiere", "visiera", "visier", "shield", "helmvisier"] },
];

const riderGroupOf = (folded: string) =>
  riderWords.find((group) => group.words.includes(folded) || group.typedOnly?.includes(folded));

/** The other words of a rider's word's group, none for a word of none. */
export const riderWordsFor = (folded: string) => riderGroupOf(folded)?.words.filter((word) => word !== folded) ?? [];

/** The kind of product a rider's word names ("sprechanlage": intercom), none for another word. */
export const riderTypeOf = (folded: string): ProductType | undefined => riderGroupOf(folded)?.type;

/**
 * The forms a word is looked up by: its folded form, the other words riders use for it, and when it is
 * found nowhere (and is long enough) the vocabulary words one typo away.
 */
export function searchWordForms(folded: string, foundAsTyped: boolean, nearTerms: readonly string[]): string[] {
  const riders = riderWordsFor(folded);
  if (foundAsTyped || folded.length < minTypoLength) return [folded, ...riders];
  return [folded, ...riders, ...nearTerms.filter((term) => term !== folded && withinOneTypo(folded, term))];
}
