import type { Db } from "#db/client.server";
import { contentLanguage, defaultLanguage, supportedLanguages, type Language, type UiLanguage } from "~/i18n/languages";
import { pickTranslation } from "~/i18n/content-fallback";
import { uiText } from "~/i18n/pseudo";
import { cachedRead } from "#db/catalogue-cache.server";
import { NotFoundError } from "~/lib/errors";
import { findBrandNames, loadStorefrontProducts, productCondition } from "~/features/catalog/index.server";
import { membershipRule, type MembershipCategory } from "./category-membership";
import {
  categoryExists,
  countVisibleMembers,
  findCategoryIdByOldSlug,
  findCategoryIdBySlug,
  findCategoryRows,
  findTranslationsOfCategory,
  brandSlugCondition,
  fitsHelmet,
  membershipCondition,
  type CategoryRow,
} from "./categories.queries.server";
import type { CategoryTranslationDto, StorefrontCategory } from "./categories.schema";

/**
 * All live categories in `language`; productCount follows the membership rule of the category pages.
 * In the zz pseudo-locale they are the English ones with their text marked (uiText).
 */
export function listStorefrontCategories(db: Db, language: UiLanguage): Promise<StorefrontCategory[]> {
  return cachedRead(db, `categories:${language}`, async () => {
    const content = contentLanguage(language);
    const rows = await findCategoryRows(db, content);
    const counts = await countCategoryMembersOf(db, rows);
    const text = uiText(language);
    return rows.map((row) => {
      const category = toStorefrontCategory(row, content, counts.get(row.id) ?? 0);
      return { ...category, name: text(category.name), description: text(category.description) };
    });
  });
}

/**
 * The top-level categories a visitor is shown (home, the categories overview): those with a visible
 * product, visors first, then alphabetical in `language` (spec §2).
 */
export async function listTopLevelCategories(db: Db, language: UiLanguage) {
  const categories = await listStorefrontCategories(db, language);
  const isVisors = (c: StorefrontCategory) => c.canonicalSlug === "visors";
  return categories
    .filter((c) => c.parentId === null && c.productCount > 0)
    .sort(
      (a, b) => Number(isVisors(b)) - Number(isVisors(a)) || a.name.localeCompare(b.name, contentLanguage(language)),
    );
}

/** The categories a 404 page suggests (spec §2), in this order. */
export const suggestedCategorySlugs = ["visors-agv-k6", "cameras-insta360", "intercoms-ejeas"];

/** The suggested categories that exist and have products, by their name and slug in `language`. */
export async function listSuggestedCategories(db: Db, language: UiLanguage) {
  const categories = await listStorefrontCategories(db, language);
  return suggestedCategorySlugs.flatMap((slug) => {
    const category = categories.find((c) => c.canonicalSlug === slug && c.productCount > 0);
    return category ? [{ name: category.name, slug: category.slug }] : [];
  });
}

/** Visible products per category (spec §4's rule, applied by the database): the same in every language. */
function countCategoryMembersOf(db: Db, rows: readonly CategoryRow[]) {
  return cachedRead(db, "category-counts", async () => {
    const tree = rows.map((r) => ({ ...r, canonicalSlug: r.slug }));
    const brands = await listBrandNames(db);
    const counts = await countVisibleMembers(
      db,
      tree.map((c) => membershipCondition(membershipRule(tree, c.id), brands)),
    );
    return new Map(tree.map((c, i) => [c.id, counts[i]!]));
  });
}

/** Every brand's id and name (a few dozen), for rules that name a brand by its slug. */
export function listBrandNames(db: Db) {
  return cachedRead(db, "brand-names", () => findBrandNames(db));
}

/** Category `categoryId`'s membership rule as a condition on the products (spec §4). */
export async function categoryMemberCondition(db: Db, categories: readonly MembershipCategory[], categoryId: number) {
  const members = membershipCondition(membershipRule(categories, categoryId), await listBrandNames(db));
  return productCondition(`members of category ${categoryId}`, members);
}

/** Products of the brand(s) whose name gives `slug`. */
export function brandCondition(allBrands: readonly { id: number; name: string }[], slug: string) {
  return productCondition(`brand ${slug}`, brandSlugCondition(allBrands, slug));
}

/** Visible products that fit a helmet model, or any model of a helmet brand. */
export function fitsHelmetCondition(fits: { modelId: number } | { brandId: number }) {
  return productCondition(`fits ${JSON.stringify(fits)}`, fitsHelmet(fits));
}

/** The product list's "refine" choice as a condition: a brand by its slug, or a category by its rule. */
export async function refineCondition(db: Db, refine: string, categories: readonly MembershipCategory[]) {
  const [kind, value = ""] = refine.split(":");
  if (kind === "brand") return brandCondition(await listBrandNames(db), value);
  if (kind === "category") return categoryMemberCondition(db, categories, Number(value));
  return undefined;
}

/** The visible products of a category in `language` (spec §4's membership rule). */
export async function listCategoryProducts(db: Db, language: UiLanguage, categoryId: number) {
  return cachedRead(db, `category-products:${language}:${categoryId}`, async () => {
    const categories = await listStorefrontCategories(db, language);
    const where = await categoryMemberCondition(db, categories, categoryId);
    return loadStorefrontProducts(db, contentLanguage(language), { where });
  });
}

export type CategoryLookup =
  { redirect: false; category: StorefrontCategory } | { redirect: true; newSlug: string; category: StorefrontCategory };

/**
 * The category answering to `slug` in any language. A renamed category answers with a redirect
 * to its current slug in `language`.
 */
export async function findStorefrontCategoryBySlug(
  db: Db,
  language: UiLanguage,
  slug: string,
): Promise<CategoryLookup> {
  const { id, movedId } = await cachedRead(db, `category-slug:${slug}`, async () => {
    const id = await findCategoryIdBySlug(db, slug);
    return { id, movedId: id === undefined ? await findCategoryIdByOldSlug(db, slug) : undefined };
  });
  const category = (await listStorefrontCategories(db, language)).find((c) => c.id === (id ?? movedId));
  if (!category) throw new NotFoundError("Category not found");
  return movedId === undefined ? { redirect: false, category } : { redirect: true, newSlug: category.slug, category };
}

export async function listCategoryTranslations(db: Db, categoryId: number): Promise<CategoryTranslationDto[]> {
  if (!(await categoryExists(db, categoryId))) throw new NotFoundError("Category not found");
  return findTranslationsOfCategory(db, categoryId);
}

function toStorefrontCategory(row: CategoryRow, language: Language, productCount: number): StorefrontCategory {
  const { text, status } = pickTranslation(language, row.current, row.english, row);
  return {
    id: row.id,
    slug: text.slug,
    canonicalSlug: row.slug,
    name: text.name,
    nameEn: row.english?.name ?? null,
    name_en: row.english?.name ?? null,
    description: text.description,
    description_en: row.english?.description ?? null,
    imageUrl: row.imageUrl,
    parentId: row.parentId,
    helmetBrandId: row.helmetBrandId,
    helmetModelId: row.helmetModelId,
    productCount,
    language,
    isTranslated: status === "translated" || language === defaultLanguage,
  };
}

/** Current slugs in `language` of categories named by their canonical (Portuguese) slug. */
export async function localizeCategorySlugs(db: Db, language: Language, canonicalSlugs: string[]) {
  const [original, localized] = await Promise.all([
    listStorefrontCategories(db, "pt"),
    listStorefrontCategories(db, language),
  ]);
  const result: Record<string, string> = {};
  for (const slug of canonicalSlugs) {
    const id = original.find((c) => c.slug === slug)?.id;
    const found = localized.find((c) => c.id === id);
    if (found) result[slug] = found.slug;
  }
  return result;
}

/**
 * A category's slug in every language (the Portuguese one is the canonical slug), and the languages its text is
 * written in (Portuguese and its translations, not a fallback: what hreflang and the sitemap may name).
 */
export async function getCategoryTexts(db: Db, categoryId: number) {
  const lists = await Promise.all(supportedLanguages.map((l) => listStorefrontCategories(db, l)));
  const found = supportedLanguages.map((l, i) => [l, lists[i]!.find((c) => c.id === categoryId)] as const);
  return {
    slugs: Object.fromEntries(found.map(([l, c]) => [l, c?.slug ?? ""])) as Record<Language, string>,
    languages: found.filter(([, c]) => c?.isTranslated).map(([l]) => l),
  };
}

/**
 * The current slug in `language` of the category answering to `slug` (any language's, or an old one),
 * or null: an address can then move to its page in one redirect.
 */
export async function currentCategorySlug(db: Db, language: UiLanguage, slug: string) {
  return findStorefrontCategoryBySlug(db, language, slug).then(
    (found) => found.category.slug,
    (error) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    },
  );
}
