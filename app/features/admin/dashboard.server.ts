import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "#db/client.server";
import {
  aiPrompts,
  brandAssets,
  brands,
  categories,
  categoryTranslations,
  headerMenuItems,
  languages,
  newsletterSubscribers,
  products,
  productTranslations,
  tags,
  visorRequests,
  visorTemplates,
} from "#db/schema";
import { listSitemapEntries } from "~/features/seo/sitemap.server";
import { isTotpEnabled } from "./totp.server";
import { supportedLanguages } from "~/i18n/languages";

const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
const plural = (n: number, one: string, other = `${one}s`) => `${n} ${n === 1 ? one : other}`;

/** Live figures for the dashboard's tool cards, read from the database (not the spec's fixed numbers). */
export async function dashboardFigures(db: Db): Promise<Record<string, string[]>> {
  const liveProducts = isNull(products.deletedAt);
  const liveCategories = isNull(categories.deletedAt);
  const [
    productRows,
    trashedProducts,
    categoryCount,
    trashedCategories,
    rootCategories,
    tagRows,
    brandCount,
    assetCount,
    languageCount,
    productTranslationCount,
    categoryTranslationCount,
    menuCount,
    subscribers,
    activeSubscribers,
    pendingRequests,
    allRequests,
    templateCount,
    promptCount,
    sitemap,
  ] = await Promise.all([
    db.select({ status: products.status, n: count() }).from(products).where(liveProducts).groupBy(products.status),
    countOf(db.select({ n: count() }).from(products).where(isNotNull(products.deletedAt))),
    countOf(db.select({ n: count() }).from(categories).where(liveCategories)),
    countOf(db.select({ n: count() }).from(categories).where(isNotNull(categories.deletedAt))),
    countOf(
      db
        .select({ n: count() })
        .from(categories)
        .where(and(liveCategories, isNull(categories.parentId))),
    ),
    db.select({ isSystem: tags.isSystem, n: count() }).from(tags).groupBy(tags.isSystem),
    countOf(db.select({ n: count() }).from(brands)),
    countOf(db.select({ n: count() }).from(brandAssets)),
    countOf(db.select({ n: count() }).from(languages).where(eq(languages.enabled, true))),
    countOf(
      db
        .select({ n: count() })
        .from(productTranslations)
        .innerJoin(products, eq(products.id, productTranslations.productId))
        .where(liveProducts),
    ),
    countOf(
      db
        .select({ n: count() })
        .from(categoryTranslations)
        .innerJoin(categories, eq(categories.id, categoryTranslations.categoryId))
        .where(liveCategories),
    ),
    countOf(db.select({ n: count() }).from(headerMenuItems)),
    countOf(db.select({ n: count() }).from(newsletterSubscribers)),
    countOf(db.select({ n: count() }).from(newsletterSubscribers).where(eq(newsletterSubscribers.isActive, true))),
    countOf(db.select({ n: count() }).from(visorRequests).where(eq(visorRequests.status, "pending"))),
    countOf(db.select({ n: count() }).from(visorRequests)),
    countOf(db.select({ n: count() }).from(visorTemplates)),
    countOf(db.select({ n: count() }).from(aiPrompts)),
    listSitemapEntries(db),
  ]);
  const byStatus = Object.fromEntries(productRows.map((r) => [r.status, r.n])) as Record<string, number>;
  const productCount = productRows.reduce((sum, r) => sum + r.n, 0);
  const systemTags = tagRows.find((r) => r.isSystem)?.n ?? 0;
  const customTags = tagRows.find((r) => !r.isSystem)?.n ?? 0;
  const translated = supportedLanguages.length - 1;
  const translationsNeeded = (productCount + categoryCount) * translated;
  const translationsDone = productTranslationCount + categoryTranslationCount;
  const routes = sitemap.length * supportedLanguages.length;
  return {
    products: [plural(productCount, "product"), `${byStatus.published ?? 0} published`],
    categories: [plural(categoryCount, "category", "categories"), `${rootCategories} top-level`],
    "category-hierarchy": [
      `${rootCategories} top-level`,
      plural(categoryCount - rootCategories, "subcategory", "subcategories"),
    ],
    tags: [plural(systemTags, "system tag"), plural(customTags, "custom tag")],
    brands: [plural(brandCount, "brand")],
    "brand-assets": [plural(assetCount, "asset")],
    "visor-templates": [plural(templateCount, "template")],
    languages: [plural(languageCount, "active language")],
    "product-translations": [`${productTranslationCount} of ${productCount * translated} done`],
    "complete-translations": [
      `${translationsDone} of ${translationsNeeded} done`,
      `${Math.max(0, translationsNeeded - translationsDone)} missing`,
    ],
    "ai-prompts": [plural(promptCount, "prompt")],
    "validation-center": [`${translationsNeeded - translationsDone} gaps`],
    "product-lifecycle": [
      `${byStatus.draft ?? 0} draft`,
      `${byStatus.ready ?? 0} ready`,
      `${byStatus.published ?? 0} published`,
    ],
    "product-workflow": [plural(productCount, "product")],
    "seo-slug-management": [plural(routes, "route")],
    "url-fixer": [plural(productCount * supportedLanguages.length, "product URL")],
    "sitemap-intelligence": [plural(routes, "URL")],
    "header-menu": [plural(menuCount, "menu item")],
    newsletters: [plural(subscribers, "subscriber"), `${activeSubscribers} active`],
    "visor-requests": [`${pendingRequests} pending`, `${allRequests - pendingRequests} processed`],
    "deletion-management": [`${trashedProducts + trashedCategories} in the trash`],
    security: [(await isTotpEnabled(db)) ? "Two-step login on" : "Password only"],
    backup: [`${plural(productCount, "product")}, ${plural(subscribers, "subscriber")}`],
    "image-contamination-fix": [plural(productCount, "product")],
  };
}
