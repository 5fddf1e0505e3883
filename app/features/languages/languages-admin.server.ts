import { productIsLive, categoryIsLive } from "#db/predicates";
import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { languageColumns } from "./languages.server";
import { categories, categoryTranslations, languages, products, productTranslations } from "#db/schema";
import { defaultLanguage } from "~/i18n/languages";
import { InvalidError, NotFoundError } from "~/lib/errors";

/**
 * The curator's side of languages: which ones the storefront offers. Disabling one hides it from the
 * switcher, hreflang and the sitemap; its translations stay, so enabling it again brings it all back.
 */

const byLanguage = (rows: { code: string; n: number }[]) => new Map(rows.map((r) => [r.code, r.n]));

/**
 * The six languages in display order, with how many live products and categories have text in each:
 * their translations, or for Portuguese (the original) all of them.
 */
export async function listAdminLanguages(db: Db) {
  const liveCategories = categoryIsLive;
  const [rows, productRows, categoryRows, [productTotal], [categoryTotal]] = await Promise.all([
    db
      .select({ ...languageColumns, enabled: languages.enabled })
      .from(languages)
      .orderBy(asc(languages.sortOrder), asc(languages.code)),
    db
      .select({ code: productTranslations.languageCode, n: count() })
      .from(productTranslations)
      .innerJoin(products, and(eq(products.id, productTranslations.productId), productIsLive))
      .groupBy(productTranslations.languageCode),
    db
      .select({ code: categoryTranslations.languageCode, n: count() })
      .from(categoryTranslations)
      .innerJoin(categories, and(eq(categories.id, categoryTranslations.categoryId), liveCategories))
      .groupBy(categoryTranslations.languageCode),
    db.select({ n: count() }).from(products).where(productIsLive),
    db.select({ n: count() }).from(categories).where(liveCategories),
  ]);
  const productCounts = byLanguage(productRows);
  const categoryCounts = byLanguage(categoryRows);
  return rows.map((row) => {
    const isOriginal = row.code === defaultLanguage;
    return {
      ...row,
      isOriginal,
      productCount: isOriginal ? productTotal!.n : (productCounts.get(row.code) ?? 0),
      categoryCount: isOriginal ? categoryTotal!.n : (categoryCounts.get(row.code) ?? 0),
    };
  });
}
export type AdminLanguage = Awaited<ReturnType<typeof listAdminLanguages>>[number];

/** Turns a language on or off (a catalogue write: cached reads and pages refresh). Portuguese stays on. */
export async function setLanguageEnabled(db: Db, code: string, enabled: boolean): Promise<AdminLanguage> {
  if (code === defaultLanguage && !enabled) {
    throw new InvalidError("Portuguese is the original language and cannot be disabled");
  }
  const [updated] = await db
    .update(languages)
    .set({ enabled })
    .where(eq(languages.code, code))
    .returning({ code: languages.code });
  if (!updated) throw new NotFoundError("Language not found");
  return (await listAdminLanguages(db)).find((l) => l.code === code)!;
}
