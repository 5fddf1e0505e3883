import { slugPatterns } from "~/features/categories";
import type { Language } from "~/i18n/languages";
import { slugify, slugPattern } from "~/features/slugs";
import { foreignWords, slugParts, slugPhrases, slugStopWords, stopWords } from "./slug-words";

/**
 * The SEO score of an address slug (admin spec §2–§5), pure so the admin API, the page and the
 * tests share it. A slug starts at 100 and loses points per issue kind, never below 0:
 *
 * | issue                       | severity | points                                  |
 * | --------------------------- | -------- | --------------------------------------- |
 * | invalid characters          | high     | 40: not lowercase a–z, 0–9, single dashes |
 * | too short                   | high     | 40: under 3 characters                   |
 * | duplicate slug              | high     | 40: another entity has it (`otherSlugs`) |
 * | digits only                 | high     | 30                                       |
 * | other language: {word}      | high     | 15 per word (`foreignWords`), at most 30 |
 * | too long                    | medium   | 15: over 60 characters or 6 words        |
 * | missing keyword: {word}     | medium   | 10 per word, at most 30                  |
 * | repeated word: {word}       | low      | 10 per word (2+ letters), at most 20     |
 * | stop words                  | low      | 5 per stop word (`slugStopWords`), at most 15 |
 *
 * Keywords are the significant words of the entity's name in the slug's language: slugified, not
 * stop words, not digits only, not another language's words, at least 2 characters (German may
 * write ä, ö, ü as ae, oe, ue or a, o, u). Those found in the slug are its `keywords`; each one
 * absent is a "missing keyword". Issues are short stable strings; the part before ":" is the kind
 * (`issueKind`), which overviews group by. Two scales read the score: `serverLevel` and `clientLevel`.
 */
export const slugIssueKinds = {
  "invalid characters": { severity: "high", points: 40, cap: 40 },
  "too short": { severity: "high", points: 40, cap: 40 },
  "duplicate slug": { severity: "high", points: 40, cap: 40 },
  "digits only": { severity: "high", points: 30, cap: 30 },
  "other language": { severity: "high", points: 15, cap: 30 },
  "too long": { severity: "medium", points: 15, cap: 15 },
  "missing keyword": { severity: "medium", points: 10, cap: 30 },
  "repeated word": { severity: "low", points: 10, cap: 20 },
  "stop words": { severity: "low", points: 5, cap: 15 },
} as const satisfies Record<string, { severity: IssueSeverity; points: number; cap: number }>;
export type IssueSeverity = "high" | "medium" | "low";
export type SlugIssueKind = keyof typeof slugIssueKinds;

export const slugLimits = { minLength: 3, maxLength: 60, maxWords: 6 } as const;

/** The kind of an issue string: "missing keyword: k6" → "missing keyword". */
export const issueKind = (issue: string) => issue.split(":")[0] as SlugIssueKind;

/** Slug health levels (spec §4), best first. */
export const slugLevels = ["excellent", "good", "needs_improvement", "poor"] as const;
export type SlugLevel = (typeof slugLevels)[number];

/** The server's scale, used for health counts and the filter labels: 90+, 75–89, 50–74, below 50. */
export function serverLevel(score: number): SlugLevel {
  return score >= 90 ? "excellent" : score >= 75 ? "good" : score >= 50 ? "needs_improvement" : "poor";
}

/** The client's own scale (spec §5), used for the row badge: 100, 90+, 70+, below 70. */
export function clientLevel(score: number): SlugLevel {
  return score >= 100 ? "excellent" : score >= 90 ? "good" : score >= 70 ? "needs_improvement" : "poor";
}

/** What a slug can belong to. Static pages have fixed addresses (app/i18n/routes.ts). */
export const slugEntities = ["product", "category", "static_page"] as const;
export type SlugEntityType = (typeof slugEntities)[number];

export const staticPageFixed = "Static page addresses are fixed";

/** Top-level categories the storefront finds by slug (the menu's visors tree, the not-found page's links). */
const rootCategorySlugs = ["visors", "cameras", "intercoms", "accessories"];

/**
 * Why a slug is not the optimizer's to change, if it is not: static pages have fixed addresses, and
 * the storefront reads some Portuguese (canonical) category slugs: the top-level ones, and those a
 * membership rule reads (visors-{brand}, intercoms, accessories…) to decide what the category gathers.
 */
export function fixedSlugReason({
  entity,
  language,
  slug,
}: {
  entity: SlugEntityType;
  language: Language;
  slug: string;
}) {
  if (entity === "static_page") return staticPageFixed;
  // Visor pages' Portuguese slugs ("visors-agv-k6") are the spec's menu links and the wizard's names.
  const readByCode =
    rootCategorySlugs.includes(slug) || /^visors-/.test(slug) || slugPatterns.some(({ pattern }) => pattern.test(slug));
  if (entity === "category" && language === "pt" && readByCode) {
    return "The storefront reads this address (menu, category membership), so it stays as it is";
  }
  return null;
}

const isDigits = (word: string) => /^\d+$/.test(word);
const unique = (words: string[]) => [...new Set(words)];

const umlauts: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", Ä: "Ae", Ö: "Oe", Ü: "Ue" };

/** A word of a name as a slug may write it, the preferred spelling first. */
type Spellings = [preferred: string, ...others: string[]];

/**
 * The words of a name as a slug writes them: German addresses write ä, ö, ü as ae, oe, ue (preferred),
 * though slugify's plain a, o, u is accepted too.
 */
function nameWords(name: string, language: Language): Spellings[] {
  const plain = slugParts(slugify(name));
  if (language !== "de") return plain.map((word) => [word]);
  const german = slugParts(slugify(name.normalize("NFC").replace(/[äöüÄÖÜ]/g, (c) => umlauts[c]!)));
  return german.map((word, i) => (plain[i] && plain[i] !== word ? [word, plain[i]] : [word]));
}

/**
 * A term of a name: one word, a model code the name writes with a hyphen ("VAS-V", "RX-7V": one
 * term of two slug words), or a phrase of `slugPhrases` ("leicht getönt"). A slug keeps a term whole
 * or not at all. Each part lists its accepted spellings.
 */
interface NameTerm {
  parts: Spellings[];
  /** A model code (a hyphen or a digit): the helmet or product model a rider searches for. */
  code: boolean;
}

const preferred = (term: NameTerm) => term.parts.map(([word]) => word).join("-");

/** The terms of `name` in `language`, in order. */
function nameTerms(name: string, language: Language): NameTerm[] {
  const phrases = new Set([...slugPhrases.shared, ...slugPhrases[language]]);
  // What a name says in brackets ("DJI Mic 2 (2 TX + 1 RX)") is detail, not what the page is about.
  const main = name.replace(/\([^)]*\)?|\[[^\]]*\]?/g, " ");
  const text = slugify(main) ? main : name;
  const terms: NameTerm[] = [];
  let joinable = false;
  let fit: NameTerm | undefined;
  let fitJoinable = false;
  for (const token of text.split(/[\s/]+/)) {
    const parts = nameWords(token, language);
    const previous = joinable ? terms.at(-1) : undefined;
    joinable = parts.length > 0;
    if (!parts.length) continue;
    // "… para Pista GP RR": what a product fits is one term, the helmet model a rider searches for.
    if (fit) {
      // Not its stop words, single letters, other languages' words, or a number after a dropped word.
      const kept = parts.filter(
        ([w]) =>
          w.length > 1 &&
          !stopWords[language].includes(w) &&
          !foreignWords(w, language).length &&
          (!isDigits(w) || (fitJoinable && fit!.parts.length > 0)),
      );
      fit.parts.push(...kept);
      fitJoinable = kept.length === parts.length;
      continue;
    }
    if (parts.length === 1 && fitWords[language].includes(parts[0]![0]) && terms.length) {
      fit = { parts: [], code: true };
      terms.push(fit);
      joinable = false;
      continue;
    }
    // "RPHA 70", "Pinlock 70": a plain number belongs to the model word right before it.
    if (
      previous &&
      /^\d+$/.test(token) &&
      previous.parts.length === 1 &&
      isModelWord(previous.parts[0]![0], language)
    ) {
      terms[terms.length - 1] = { parts: [...previous.parts, ...parts], code: true };
      continue;
    }
    const code = parts.some(([w]) => /\d/.test(w)) || (parts.length > 1 && token === token.toUpperCase());
    if (previous && !previous.code && !code && previous.parts.length === 1 && parts.length === 1) {
      const pair = [...previous.parts, ...parts];
      if (phrases.has(pair.map(([w]) => w).join("-")) || phrases.has(pair.map((p) => p.at(-1)!).join("-"))) {
        terms[terms.length - 1] = { parts: pair, code: false };
        continue;
      }
    }
    terms.push({ parts, code });
  }
  return terms.filter((term) => term.parts.length);
}

/** The word before what a product fits ("Viseira … para RX-7V"), as slugify writes it. */
const fitWords: Record<Language, readonly string[]> = {
  pt: ["para"],
  en: ["for"],
  es: ["para"],
  fr: ["pour"],
  it: ["per"],
  de: ["fur", "fuer"],
};

/** A word a model number can follow: two letters or more, not a stop word, not itself a number. */
const isModelWord = (word: string, language: Language) =>
  word.length > 1 && !isDigits(word) && !stopWords[language].includes(word);

/** Whether a one-word term is a stop word, digits, another language's word or a single letter. */
function isFiller(term: NameTerm, language: Language, foreign: Set<string>) {
  if (term.parts.length > 1) return false;
  const word = term.parts[0]![0];
  return word.length < 2 || stopWords[language].includes(word) || isDigits(word) || foreign.has(word);
}

/** The significant terms of `name` in `language`: what a slug in that language should carry. */
function keywordTerms(name: string, language: Language) {
  const terms = nameTerms(name, language);
  const foreign = new Set(foreignWords(terms.map(preferred).join("-"), language).map((f) => f.word));
  const seen = new Set<string>();
  return terms.filter((term) => {
    const key = preferred(term);
    if (isFiller(term, language, foreign) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Where `term` stands in `words` (its parts one after another, any accepted spelling), as the words used. */
function findTerm(words: string[], term: NameTerm): string | undefined {
  for (let start = 0; start + term.parts.length <= words.length; start++) {
    const used = term.parts.map((spellings, i) =>
      spellings.includes(words[start + i]!) ? words[start + i] : undefined,
    );
    if (used.every(Boolean)) return used.join("-");
  }
  return undefined;
}

/** The words of `name` a slug in `language` should carry. */
export const nameKeywords = (name: string, language: Language) => keywordTerms(name, language).map(preferred);

export interface SlugScoreInput {
  slug: string;
  language: Language;
  /** The entity's name in that language. */
  name: string;
  /** Slugs other entities use in the same address space (a slug in it is a duplicate); a Set will do. */
  otherSlugs?: Pick<ReadonlySet<string>, "has">;
  /**
   * The site's rules read this slug (see fixedSlugReason), so its words are an identifier rather than
   * the curator's choice: other languages' words do not count against it.
   */
  fixed?: boolean;
}

export interface SlugScore {
  seoScore: number;
  issues: string[];
  keywords: string[];
}

export function scoreSlug({ slug, language, name, otherSlugs, fixed = false }: SlugScoreInput): SlugScore {
  const words = slugParts(slugify(slug));
  const found: [SlugIssueKind, string?][] = [];
  if (!slugPattern.test(slug)) found.push(["invalid characters"]);
  if (slug.length < slugLimits.minLength) found.push(["too short"]);
  if (words.length > 0 && words.every(isDigits)) found.push(["digits only"]);
  if (otherSlugs?.has(slug)) found.push(["duplicate slug"]);
  if (!fixed)
    for (const { word } of foreignWords(unique(words).join("-"), language)) found.push(["other language", word]);
  const repeated = words.filter((w, i) => w.length > 1 && !isDigits(w) && words.indexOf(w) !== i);
  for (const word of unique(repeated)) found.push(["repeated word", word]);
  for (const word of slugStopWords(words.join("-"), language)) found.push(["stop words", word]);
  const keywords: string[] = [];
  for (const term of keywordTerms(name, language)) {
    const inSlug = findTerm(words, term);
    if (inSlug) keywords.push(inSlug);
    else found.push(["missing keyword", preferred(term)]);
  }
  // A model code or phrase of the name counts as one word ("rx-7v", "leicht-getoent").
  const termCount = words.length - keywords.reduce((sum, keyword) => sum + slugParts(keyword).length - 1, 0);
  if (slug.length > slugLimits.maxLength || termCount > slugLimits.maxWords) found.push(["too long"]);

  let seoScore = 100;
  const issues: string[] = [];
  for (const kind of Object.keys(slugIssueKinds) as SlugIssueKind[]) {
    const details = found.filter(([k]) => k === kind).map(([, detail]) => detail);
    if (!details.length) continue;
    const { points, cap } = slugIssueKinds[kind];
    seoScore -= Math.min(points * details.length, cap);
    if (kind === "stop words" || details[0] === undefined) issues.push(kind);
    else issues.push(...unique(details as string[]).map((detail) => `${kind}: ${detail}`));
  }
  return { seoScore: Math.max(0, seoScore), issues, keywords };
}

/**
 * The best slug for a name in a language: its terms (words, model codes, phrases), without stop words,
 * other languages' words, single letters and repeats, at most 60 characters and 6 terms. When the name
 * has more, plain words go from the end; model codes (the helmet model, the fit) and the first term
 * stay, and no term is ever cut in two. Empty when the name has no usable word.
 */
export function optimizeSlug({ name, language }: { name: string; language: Language }) {
  const kept = keywordTerms(name, language);
  const slugOf = (terms: NameTerm[]) => terms.map(preferred).join("-");
  while (kept.length > slugLimits.maxWords || slugOf(kept).length > slugLimits.maxLength) {
    let drop = kept.findLastIndex((term, i) => i > 0 && !term.code);
    if (drop < 0) drop = kept.length - 1;
    kept.splice(drop, 1);
  }
  return slugOf(kept);
}
