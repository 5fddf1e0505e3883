import type { Db } from "#db/client.server";
import { supportedLanguages, type Language } from "~/i18n/languages";
import { cachedRead } from "~/lib/catalogue-cache.server";
import { NotFoundError } from "~/lib/errors";
import {
  categoryExists,
  findCategoryIdByOldSlug,
  findCategoryIdBySlug,
  findCategoryRows,
  findTranslationsOfCategory,
  type CategoryRow,
} from "./categories.queries.server";
import type { CategoryTranslationDto, StorefrontCategory } from "./categories.schema";

/** All live categories in `language`; productCount counts the whole subtree. Two joins, one query. */
export function listStorefrontCategories(db: Db, language: Language): Promise<StorefrontCategory[]> {
  return cachedRead(db, `categories:${language}`, async () => {
    const rows = await findCategoryRows(db, language);
    const counts = subtreeCounts(rows);
    return rows.map((row) => toStorefrontCategory(row, language, counts.get(row.id) ?? 0));
  });
}

export type CategoryLookup =
  { redirect: false; category: StorefrontCategory } | { redirect: true; newSlug: string; category: StorefrontCategory };

/**
 * The category answering to `slug` in any language. A renamed category answers with a redirect
 * to its current slug in `language`.
 */
export async function findStorefrontCategoryBySlug(db: Db, language: Language, slug: string): Promise<CategoryLookup> {
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

/** Ids of a category and all categories below it. */
export function categorySubtreeIds(categories: Pick<StorefrontCategory, "id" | "parentId">[], rootId: number) {
  const ids = new Set([rootId]);
  for (let grew = true; grew;) {
    grew = false;
    for (const c of categories) {
      if (c.parentId !== null && ids.has(c.parentId) && !ids.has(c.id)) {
        ids.add(c.id);
        grew = true;
      }
    }
  }
  return ids;
}

function subtreeCounts(rows: CategoryRow[]) {
  const counts = new Map<number, number>();
  for (const row of rows) {
    const subtree = categorySubtreeIds(rows, row.id);
    counts.set(
      row.id,
      rows.filter((r) => subtree.has(r.id)).reduce((sum, r) => sum + r.ownProductCount, 0),
    );
  }
  return counts;
}

function toStorefrontCategory(row: CategoryRow, language: Language, productCount: number): StorefrontCategory {
  const translated = language === "pt" || row.current !== null;
  const text = (language === "pt" ? row : (row.current ?? row.english)) ?? row;
  return {
    id: row.id,
    slug: text.slug,
    name: text.name,
    nameEn: row.english?.name ?? null,
    name_en: row.english?.name ?? null,
    description: text.description,
    description_en: row.english?.description ?? null,
    imageUrl: row.imageUrl,
    parentId: row.parentId,
    productCount,
    language,
    isTranslated: translated,
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

/** A category's slug in every language (the Portuguese one is the canonical slug). */
export async function getCategorySlugs(db: Db, categoryId: number): Promise<Record<Language, string>> {
  const lists = await Promise.all(supportedLanguages.map((l) => listStorefrontCategories(db, l)));
  return Object.fromEntries(
    supportedLanguages.map((l, i) => [l, lists[i]!.find((c) => c.id === categoryId)?.slug ?? ""]),
  ) as Record<Language, string>;
}

export async function categoryExistsBySlug(db: Db, slug: string) {
  return findStorefrontCategoryBySlug(db, "pt", slug).then(
    () => true,
    (error) => {
      if (error instanceof NotFoundError) return false;
      throw error;
    },
  );
}
