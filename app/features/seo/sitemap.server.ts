import { productIsVisible, categoryIsLive } from "#db/predicates";
import { and, count } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { categories, products } from "#db/schema";
import { listVisibleProductSlugs } from "~/features/catalog/index.server";
import { getCategoryTexts, listStorefrontCategories } from "~/features/categories/index.server";
import { supportedLanguages, visitorFallbackOf, type Language } from "~/i18n/languages";
import { categoryPath, pagePaths, productPath, type StaticPageKey } from "~/i18n/routes";
import { cachedRead } from "#db/catalogue-cache.server";
import { nextTurn, readAll } from "~/lib/in-turns";

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
  "visorGuide",
];

export interface SitemapEntry {
  /** What the page shows; products and categories carry their id. */
  type: "page" | "category" | "product";
  id?: number;
  paths: Record<Language, string>;
  /** The languages its text is written in (a product's or category's translations); every language when absent. */
  languages?: readonly Language[];
  lastmod?: Date;
}

/** Every public page in every language, from the same route table and catalogue as the pages: a few queries in all. */
export function listSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  return cachedRead(db, "sitemap", async () => {
    // One after another with turns between: at 10,000 products the three at once held PGlite (and so the server's
    // thread) for 0.8 s (decision 0040). Plain turns: /sitemap.xml waits for them.
    const [productRows, categoryRows, withCounts] = await readAll(
      [
        () => listVisibleProductSlugs(db),
        () =>
          db.select({ id: categories.id, updatedAt: categories.updatedAt }).from(categories).where(and(categoryIsLive)),
        () => listStorefrontCategories(db, "pt"),
      ],
      { oneAtATime: true, pause: nextTurn },
    );
    // Empty categories are thin pages (a notify form): they stay out of the sitemap.
    const stocked = new Set(withCounts.filter((c) => c.productCount > 0).map((c) => c.id));
    const byLanguage = (path: (language: Language) => string) =>
      Object.fromEntries(supportedLanguages.map((l) => [l, path(l)])) as Record<Language, string>;
    const productEntries = productRows.map((p) => ({
      type: "product" as const,
      id: p.id,
      paths: byLanguage((l) => productPath(l, p.slugs[l])),
      languages: p.languages,
      lastmod: p.updatedAt,
    }));
    const categoryEntries = await Promise.all(
      categoryRows
        .filter((c) => stocked.has(c.id))
        .map(async (c) => {
          const { slugs, languages } = await getCategoryTexts(db, c.id);
          return {
            type: "category" as const,
            id: c.id,
            paths: byLanguage((l) => categoryPath(l, slugs[l])),
            languages,
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

/** How many entries `listSitemapEntries` lists, counted without building them (the dashboard's figure, decision 0029). */
export async function countSitemapEntries(db: Db) {
  const [[visible], withCounts] = await Promise.all([
    db.select({ n: count() }).from(products).where(productIsVisible),
    listStorefrontCategories(db, "pt"),
  ]);
  return sitemapPages.length + withCounts.filter((c) => c.productCount > 0).length + (visible?.n ?? 0);
}

/**
 * URLs per sitemap file. The protocol allows 50,000 URLs and 50 MB a file; a URL here (its alternates included)
 * weighs about 1 KB, so 10,000 keep a file near 10 MB, far from both limits even with long slugs.
 */
export const sitemapUrlsPerFile = 10_000;

/** One file of the sitemap: `sitemap-{kind}-{number}.xml`, numbered from 1. */
export interface SitemapFile {
  name: string;
  entries: SitemapEntry[];
}

/**
 * The sitemap split into files: pages and categories, then products, each kind in files of at most `urlsPerFile`
 * URLs (an entry's languages stay in one file). The pages file exists even when the catalogue is empty.
 */
export function splitSitemap(entries: SitemapEntry[], enabledCount: number, urlsPerFile = sitemapUrlsPerFile) {
  const perFile = Math.max(1, Math.floor(urlsPerFile / Math.max(1, enabledCount)));
  const kinds = {
    pages: entries.filter((e) => e.type !== "product"),
    products: entries.filter((e) => e.type === "product"),
  };
  return Object.entries(kinds).flatMap(([kind, list]) =>
    Array.from({ length: Math.max(kind === "pages" ? 1 : 0, Math.ceil(list.length / perFile)) }, (_, i) => ({
      name: `sitemap-${kind}-${i + 1}.xml`,
      entries: list.slice(i * perFile, (i + 1) * perFile),
    })),
  ) satisfies SitemapFile[];
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** Absolute, XML-escaped addresses on `origin`: plain paths (the rule for slugs) skip URL parsing, 10,000 a file. */
const absoluteUrl = (origin: string) => {
  const base = new URL(origin).origin;
  return (path: string) =>
    escapeXml(/^\/[A-Za-z0-9\-._~/]*$/.test(path) ? base + path : new URL(path, origin).toString());
};

/** Entries per piece of a sitemap file: ≈ 600 URLs, ≈ 0.6 MB, a few milliseconds of the server's thread. */
export const sitemapEntriesPerPiece = 100;

/**
 * One <url> per page and enabled language, each with the hreflang alternates of the enabled languages and
 * x-default (the language `/` gives a visitor whose languages the site does not offer). Pages of a disabled
 * language are still served, but never named here. In pieces of `entriesPerPiece` entries, which the server sends
 * with a turn between them: a file of 10,000 URLs (10 MB) made at once held every other request for up to a second.
 */
export function* sitemapPieces(
  entries: SitemapEntry[],
  origin: string,
  enabled: readonly Language[],
  entriesPerPiece = sitemapEntriesPerPiece,
) {
  const url = absoluteUrl(origin);
  const urlsOf = (entry: SitemapEntry) => {
    // Only the languages its text is written in: a page showing another language's text is not a translation.
    const named = entry.languages ? enabled.filter((l) => entry.languages!.includes(l)) : enabled;
    if (!named.length) return [];
    const locs = Object.fromEntries(named.map((l) => [l, url(entry.paths[l])]));
    const alternates = [
      ...named.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${locs[l]}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${locs[visitorFallbackOf(named)]}"/>`,
    ].join("");
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : "";
    return named.map((l) => `<url><loc>${locs[l]}</loc>${lastmod}${alternates}</url>`);
  };
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
  let any = false;
  for (let start = 0; start < entries.length; start += entriesPerPiece) {
    const urls = entries.slice(start, start + entriesPerPiece).flatMap(urlsOf);
    if (!urls.length) continue;
    any = true;
    yield `${urls.join("\n")}\n`;
  }
  yield `${any ? "" : "\n"}</urlset>\n`;
}

/** The sitemap index: one <sitemap> per file, with the latest change of what it lists. */
export function renderSitemapIndex(files: SitemapFile[], origin: string) {
  const items = files.map(({ name, entries }) => {
    const latest = entries.reduce((max, e) => Math.max(max, e.lastmod?.getTime() ?? 0), 0);
    const lastmod = latest ? `<lastmod>${new Date(latest).toISOString()}</lastmod>` : "";
    return `<sitemap><loc>${absoluteUrl(origin)(`/${name}`)}</loc>${lastmod}</sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
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
