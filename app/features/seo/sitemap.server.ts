import { and, isNull } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { categories, products } from "#db/schema";
import { getProductSlugs, productIsVisible } from "~/features/catalog/index.server";
import { getCategorySlugs, listStorefrontCategories } from "~/features/categories/index.server";
import { supportedLanguages, type Language } from "~/i18n/languages";
import { categoryPath, pagePaths, productPath, type StaticPageKey } from "~/i18n/routes";
import { cachedRead } from "#db/catalogue-cache.server";

/** Static pages that exist; a page is listed only once it is built, so the sitemap never names a 404. */
export const sitemapPages: StaticPageKey[] = [
  "home",
  "products",
  "categories",
  "helmetFinder",
  "about",
  "contact",
  "affiliateLinks",
  "privacy",
  "terms",
];

export interface SitemapEntry {
  /** What the page shows; products and categories carry their id. */
  type: "page" | "category" | "product";
  id?: number;
  paths: Record<Language, string>;
  lastmod?: Date;
}

/** Every public page in every language, from the same route table and catalogue as the pages. */
export function listSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  return cachedRead(db, "sitemap", async () => {
    const [productRows, categoryRows, withCounts] = await Promise.all([
      db.select({ id: products.id, updatedAt: products.updatedAt }).from(products).where(productIsVisible),
      db
        .select({ id: categories.id, updatedAt: categories.updatedAt })
        .from(categories)
        .where(and(isNull(categories.deletedAt))),
      listStorefrontCategories(db, "pt"),
    ]);
    // Empty categories are thin pages (a notify form): they stay out of the sitemap.
    const stocked = new Set(withCounts.filter((c) => c.productCount > 0).map((c) => c.id));
    const byLanguage = (path: (language: Language) => string) =>
      Object.fromEntries(supportedLanguages.map((l) => [l, path(l)])) as Record<Language, string>;
    const productEntries = await Promise.all(
      productRows.map(async (p) => {
        const slugs = await getProductSlugs(db, p.id);
        return {
          type: "product" as const,
          id: p.id,
          paths: byLanguage((l) => productPath(l, slugs[l])),
          lastmod: p.updatedAt,
        };
      }),
    );
    const categoryEntries = await Promise.all(
      categoryRows
        .filter((c) => stocked.has(c.id))
        .map(async (c) => {
          const slugs = await getCategorySlugs(db, c.id);
          return {
            type: "category" as const,
            id: c.id,
            paths: byLanguage((l) => categoryPath(l, slugs[l])),
            lastmod: c.updatedAt,
          };
        }),
    );
    return [
      ...sitemapPages.map((page) => ({ type: "page" as const, paths: pagePaths(page) })),
      ...categoryEntries,
      ...productEntries,
    ];
  });
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/**
 * One <url> per page and enabled language, each with the hreflang alternates of the enabled languages and
 * x-default (Portuguese). Pages of a disabled language are still served, but never named here.
 */
export function renderSitemap(entries: SitemapEntry[], origin: string, enabled: readonly Language[]) {
  const url = (path: string) => escapeXml(new URL(path, origin).toString());
  const urls = entries.flatMap((entry) => {
    const alternates = [
      ...enabled.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${url(entry.paths[l])}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(entry.paths.pt)}"/>`,
    ].join("");
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : "";
    return enabled.map((l) => `<url><loc>${url(entry.paths[l])}</loc>${lastmod}${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function renderRobots(origin: string) {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /go/",
    "",
    `Sitemap: ${new URL("/sitemap.xml", origin)}`,
    "",
  ].join("\n");
}
