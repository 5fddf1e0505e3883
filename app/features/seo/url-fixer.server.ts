import type { Db } from "#db/client.server";
import { changeSlug, freeProductSlug, listEntitySlugs, productSlugProblem } from "~/features/slugs/index.server";
import { languageInfo, supportedLanguages, type Language } from "~/i18n/languages";
import { DomainError } from "~/lib/errors";
import { freeSlug, slugify, slugPattern } from "~/features/slugs";
import { catalogueWords, foreignWords, slugParts } from "./slug-words";
import {
  fixTypes,
  urlAuditLimits,
  type FixTally,
  type FixType,
  type LanguageUrlAudit,
  type UrlAudit,
  type UrlFixResult,
  type UrlFixSummary,
} from "./url-fixer.schema";
import { plural } from "~/i18n/format";
import { logError } from "#db/log-error";
import { mapInTurns } from "~/lib/in-turns";

/**
 * The product URL fixer: every live product should have a clean URL of its own in each of the six
 * languages (Portuguese: the product's slug; the others: their translation's). Each URL counts once,
 * under its most basic problem:
 * - missing: no translation row in that language, or a row with an empty slug (either way the
 *   language has no URL of its own);
 * - invalid: not lowercase letters, digits and single dashes (capitals, accents, spaces, "--"…);
 * - contaminated: words only another language uses (`foreignWords`), or, for a translation, the same
 *   slug as the product has in another language (a copy), unless it has words of its own language
 *   ("camara" is Portuguese and Spanish) or is exactly what its own name gives ("insta360-x5");
 * - otherwise valid.
 * Fixes go through `changeSlug`, so every old slug keeps answering as a redirect.
 */

interface UrlText {
  name: string;
  slug: string;
}

interface Contamination {
  otherLanguage: Language;
  reason: string;
}

interface UrlState {
  productId: number;
  productName: string;
  language: Language;
  /** The language's own name and slug; null without a translation row. */
  text: UrlText | null;
  fixType: FixType | null;
  issues: string[];
  contamination: Contamination[];
}

const languageName = (language: Language) => languageInfo(language).name;

const invalidSigns: [RegExp, string][] = [
  [/\p{Lu}/u, "Uppercase letters"],
  [/\s/, "Spaces"],
  [/[^\p{ASCII}]/u, "Accents or other non-ASCII characters"],
  [/[^\p{L}\p{N}\p{M}\s-]/u, "Punctuation or symbols"],
  [/--/, "Double dashes"],
  [/^-|-$/, "A dash at the start or end"],
];

/** Why a non-empty slug is not a valid one (empty when it is). */
function invalidSlugIssues(slug: string) {
  if (slugPattern.test(slug)) return [];
  const issues = invalidSigns.filter(([sign]) => sign.test(slug)).map(([, issue]) => issue);
  return issues.length ? issues : ["Not lowercase letters, digits and single dashes"];
}

function contaminationOf(language: Language, text: UrlText, texts: Map<Language, UrlText>): Contamination[] {
  const wordsOf = new Map<Language, Set<string>>();
  for (const { word, language: other } of foreignWords(text.slug, language)) {
    wordsOf.set(other, (wordsOf.get(other) ?? new Set()).add(word));
  }
  const found = [...wordsOf].map(([otherLanguage, words]) => ({
    otherLanguage,
    reason: `${languageName(otherLanguage)} words: ${[...words].join(", ")}`,
  }));
  const ownWords = slugParts(text.slug).some((word) => catalogueWords[language].includes(word));
  if (language !== "pt" && !ownWords && slugify(text.name) !== text.slug) {
    for (const other of supportedLanguages) {
      if (other !== language && texts.get(other)?.slug === text.slug) {
        found.push({ otherLanguage: other, reason: `Same slug as the ${languageName(other)} one` });
      }
    }
  }
  return found;
}

function inspectUrl(
  product: { id: number; name: string },
  language: Language,
  texts: Map<Language, UrlText>,
): UrlState {
  const text = texts.get(language) ?? null;
  const url = { productId: product.id, productName: product.name, language, text, contamination: [] };
  if (!text?.slug) {
    const issue = text ? "The slug is empty" : "No translation in this language";
    return { ...url, fixType: "missing_slugs", issues: [issue] };
  }
  const invalid = invalidSlugIssues(text.slug);
  if (invalid.length) return { ...url, fixType: "invalid_slugs", issues: invalid };
  const contamination = contaminationOf(language, text, texts);
  return {
    ...url,
    fixType: contamination.length ? "contaminated_slugs" : null,
    issues: contamination.map((c) => c.reason),
    contamination,
  };
}

/** Every live product's URL in every language, with its problem. Two queries whatever the catalogue. */
async function inspectUrls(db: Db) {
  const { originals: productRows, translations: translationRows } = await listEntitySlugs(db, "product");
  const textsOf = new Map(productRows.map((p) => [p.id, new Map<Language, UrlText>([["pt", p]])]));
  for (const row of translationRows) textsOf.get(row.id)?.set(row.language, row);
  // In turns, like slug scoring: the whole catalogue in one loop stalled every other request on PGlite.
  const urls = (
    await mapInTurns(productRows, (product) =>
      supportedLanguages.map((language) => inspectUrl(product, language, textsOf.get(product.id)!)),
    )
  ).flat();
  return { totalProducts: productRows.length, urls };
}

/** Rounded down: 599 good URLs of 600 read 99 %, never 100 % while an issue remains. */
const percent = (good: number, total: number) => (total ? Math.floor((100 * good) / total) : 100);
const shownName = (url: UrlState) => url.text?.name || url.productName;

function languageAudit(urls: UrlState[]): LanguageUrlAudit {
  const count = (fixType: FixType | null) => urls.filter((url) => url.fixType === fixType).length;
  return {
    totalTranslations: urls.length,
    validUrls: count(null),
    missingSlugUrls: count("missing_slugs"),
    invalidSlugUrls: count("invalid_slugs"),
    contaminatedUrls: count("contaminated_slugs"),
    health: percent(count(null), urls.length),
    examples: fixTypes
      .flatMap((fixType) => urls.filter((url) => url.fixType === fixType))
      .slice(0, urlAuditLimits.examplesPerLanguage)
      .map((url) => ({
        productId: url.productId,
        name: shownName(url),
        slug: url.text?.slug ?? "",
        fixType: url.fixType!,
        issues: url.issues.slice(0, urlAuditLimits.issuesPerExample),
      })),
  };
}

/** The audit of every live product's URLs (admin spec §3). */
export async function auditProductUrls(db: Db): Promise<UrlAudit> {
  const { totalProducts, urls } = await inspectUrls(db);
  const issues = urls.filter((url) => url.fixType).length;
  return {
    checkedAt: new Date().toISOString(),
    totalProducts,
    healthScore: percent(urls.length - issues, urls.length),
    issues,
    urlsByLanguage: Object.fromEntries(
      supportedLanguages.map((language) => [language, languageAudit(urls.filter((url) => url.language === language))]),
    ) as UrlAudit["urlsByLanguage"],
    crossLanguageContamination: urls
      .filter((url) => url.fixType === "contaminated_slugs")
      .map((url) => ({
        productId: url.productId,
        name: shownName(url),
        languageCode: url.language,
        slug: url.text!.slug,
        ...url.contamination[0]!,
      })),
  };
}

/** A slug nobody else uses in `language`, made from `text` (numbered -2, -3… while taken). */
const freeSlugFrom = (db: Db, id: number, language: Language, text: string) =>
  language === "pt"
    ? freeProductSlug(db, { slug: "", name: text }, id)
    : freeSlug({
        asked: "",
        name: text,
        fallback: "product",
        maxLength: 180,
        problem: (slug) => productSlugProblem(db, id, language, slug),
      });

const fixedBecause: Record<FixType, string> = {
  missing_slugs: "Slug made from the name",
  invalid_slugs: "Slug cleaned up",
  contaminated_slugs: "Slug made from the name in this language",
};

async function fixUrl(db: Db, url: UrlState): Promise<UrlFixResult> {
  const fixType = url.fixType!;
  const base = {
    productId: url.productId,
    name: shownName(url),
    languageCode: url.language,
    fixType,
    oldSlug: url.text?.slug ?? "",
  };
  const skipped = (reason: string) => ({ ...base, status: "skipped" as const, newSlug: null, reason });
  if (!url.text) return skipped("No translation: create it in the translation tools");
  const { name, slug } = url.text;
  const source = fixType === "invalid_slugs" && slugify(slug) ? slug : name;
  if (!slugify(source)) return skipped("The name has no letters or digits to make a slug from");
  if (fixType === "contaminated_slugs" && foreignWords(slugify(source), url.language).length) {
    return skipped(
      url.language === "pt" ? "The Portuguese name uses words of another language" : "The name is not translated yet",
    );
  }
  try {
    const free = await freeSlugFrom(db, url.productId, url.language, source);
    const { newSlug } = await changeSlug(db, "product", url.productId, url.language, free, "url-fixer");
    return { ...base, status: "fixed", newSlug, reason: fixedBecause[fixType] };
  } catch (error) {
    if (!(error instanceof DomainError)) logError("URL fix failed", error);
    const reason = error instanceof DomainError ? error.message : "The slug could not be changed";
    return { ...base, status: "failed", newSlug: null, reason };
  }
}

const tally = (results: UrlFixResult[]): FixTally => ({
  fixed: results.filter((r) => r.status === "fixed").length,
  skipped: results.filter((r) => r.status === "skipped").length,
  failed: results.filter((r) => r.status === "failed").length,
});

/**
 * Repairs the URLs with the selected problems, one at a time (one failure never stops the others):
 * missing → from the translation's name (no translation row: skipped, text is never invented);
 * invalid → the slug cleaned up (or the name, if nothing is left); contaminated → from the name in
 * that language, skipped while the name itself is in another language.
 */
export async function fixProductUrls(db: Db, selected: FixType[]) {
  const { urls } = await inspectUrls(db);
  const types = fixTypes.filter((type) => selected.includes(type));
  const results: UrlFixResult[] = [];
  for (const type of types) {
    for (const url of urls.filter((u) => u.fixType === type)) results.push(await fixUrl(db, url));
  }
  const summary: UrlFixSummary = {
    ...tally(results),
    byType: Object.fromEntries(types.map((type) => [type, tally(results.filter((r) => r.fixType === type))])),
  };
  const message = results.length
    ? `Fixed ${plural(summary.fixed, "URL")}, skipped ${summary.skipped}, failed ${summary.failed}`
    : "Nothing to fix";
  return { results, summary, message };
}
