import { productIsVisible, categoryIsLive } from "#db/predicates";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { categories, categoryTranslations, languages, products, productTranslations, slugRedirects } from "#db/schema";
import { listActiveLanguages } from "~/features/languages/index.server";
import { isLanguage, type Language } from "~/i18n/languages";
import { categoryPath, productPath, reservedSlugs } from "~/i18n/routes";
import { UpstreamError } from "~/lib/errors";
import { guardedFetch } from "~/lib/guarded-fetch.server";
import { listSitemapEntries, type SitemapEntry } from "./sitemap.server";

/**
 * What the sitemap tells search engines, and why the rest is left out. The listed URLs come from the
 * public sitemap's own `listSitemapEntries`, so this report can never disagree with /sitemap.xml.
 */

export type SitemapUrlType = SitemapEntry["type"];
const urlTypes: SitemapUrlType[] = ["page", "category", "product"];

export interface SitemapExclusion {
  kind: "product" | "category" | "language";
  id: number | string;
  name: string;
  reason: string;
}

/** `url` is the path on this site. */
export interface SitemapProblem {
  url: string;
  problem: "redirects" | "not found" | "duplicate";
  detail: string;
}

const productReason = ({ status, deletedAt }: { status: string; deletedAt: Date | null }) =>
  deletedAt ? "in the trash" : status === "draft" ? "draft" : status === "ready" ? "ready (not published)" : "hidden";

/** slug → ids of the things that answer to it. */
function claimsOf(rows: { id: number; slug: string }[]) {
  const claims = new Map<string, Set<number>>();
  for (const { id, slug } of rows) claims.set(slug, (claims.get(slug) ?? new Set()).add(id));
  return claims;
}

/** Every slug the storefront's lookups accept: products (any language, old slugs) and categories (any language). */
async function loadSlugClaims(db: Db) {
  const liveCategory = categoryIsLive;
  const [productSlugs, productTranslated, oldProductSlugs, categorySlugs, categoryTranslated] = await Promise.all([
    db.select({ id: products.id, slug: products.slug }).from(products).where(productIsVisible),
    db
      .select({
        id: productTranslations.productId,
        slug: productTranslations.slug,
        language: productTranslations.languageCode,
      })
      .from(productTranslations)
      .innerJoin(products, eq(products.id, productTranslations.productId))
      .where(productIsVisible),
    db
      .select({ id: slugRedirects.entityId, slug: slugRedirects.oldSlug })
      .from(slugRedirects)
      .innerJoin(products, eq(products.id, slugRedirects.entityId))
      .where(and(eq(slugRedirects.entityType, "product"), productIsVisible)),
    db.select({ id: categories.id, slug: categories.slug }).from(categories).where(liveCategory),
    db
      .select({ id: categoryTranslations.categoryId, slug: categoryTranslations.slug })
      .from(categoryTranslations)
      .innerJoin(categories, eq(categories.id, categoryTranslations.categoryId))
      .where(liveCategory),
  ]);
  return {
    product: claimsOf([...productSlugs, ...productTranslated, ...oldProductSlugs]),
    category: claimsOf([...categorySlugs, ...categoryTranslated]),
    /** "{id}:{language}" of products with their own slug in that language. */
    ownSlug: new Set(productTranslated.map((t) => `${t.id}:${t.language}`)),
  };
}

/** Totals, what is listed per language and type, what is left out and why, and addresses that would misbehave. */
export async function sitemapReport(db: Db) {
  const [entries, active, languageRows, productRows, categoryRows, claims] = await Promise.all([
    listSitemapEntries(db),
    listActiveLanguages(db),
    db
      .select({ code: languages.code, name: languages.name, enabled: languages.enabled })
      .from(languages)
      .orderBy(asc(languages.sortOrder), asc(languages.code)),
    db
      .select({ id: products.id, name: products.name, status: products.status, deletedAt: products.deletedAt })
      .from(products)
      .orderBy(asc(products.id)),
    db
      .select({ id: categories.id, name: categories.name, deletedAt: categories.deletedAt })
      .from(categories)
      .orderBy(asc(categories.id)),
    loadSlugClaims(db),
  ]);
  const enabled = active.map((l) => l.code);
  const perType = Object.fromEntries(
    urlTypes.map((type) => [type, entries.filter((e) => e.type === type).length]),
  ) as Record<SitemapUrlType, number>;
  const listedIds = (type: SitemapUrlType) => new Set(entries.filter((e) => e.type === type).map((e) => e.id));
  const [listedProducts, listedCategories] = [listedIds("product"), listedIds("category")];

  const excluded: SitemapExclusion[] = [
    ...languageRows
      .filter((l) => !l.enabled && isLanguage(l.code))
      .map((l) => ({ kind: "language" as const, id: l.code, name: l.name, reason: "language disabled" })),
    ...categoryRows
      .filter((c) => !listedCategories.has(c.id))
      .map((c) => ({
        kind: "category" as const,
        id: c.id,
        name: c.name,
        reason: c.deletedAt ? "in the trash" : "empty category (no products)",
      })),
    ...productRows
      .filter((p) => !listedProducts.has(p.id))
      .map((p) => ({ kind: "product" as const, id: p.id, name: p.name, reason: productReason(p) })),
  ];

  const names = new Map<string, string>([
    ...productRows.map((p) => [`product:${p.id}`, `product "${p.name}"`] as const),
    ...categoryRows.map((c) => [`category:${c.id}`, `category "${c.name}"`] as const),
  ]);
  const label = (entry: SitemapEntry, language: Language) =>
    names.get(`${entry.type}:${entry.id}`) ?? `the page ${entry.paths[language]}`;
  const urls = enabled.flatMap((language) =>
    entries.map((entry) => ({ entry, language, path: entry.paths[language] })),
  );

  const problems: SitemapProblem[] = [];
  const byPath = new Map<string, typeof urls>();
  for (const u of urls) byPath.set(u.path, [...(byPath.get(u.path) ?? []), u]);
  for (const [path, listed] of byPath) {
    if (listed.length < 2) continue;
    const who = listed.map((u) => label(u.entry, u.language)).join(", ");
    problems.push({ url: path, problem: "duplicate", detail: `Listed ${listed.length} times: ${who}` });
  }
  for (const { entry, language, path } of urls) {
    if (entry.type === "page") continue;
    const isProduct = entry.type === "product";
    const slug = path.slice((isProduct ? productPath : categoryPath)(language, "").length);
    if (!slug || slug.includes("/") || (!isProduct && reservedSlugs.has(slug))) {
      const why = !slug ? "is empty" : slug.includes("/") ? "is not one path segment" : "belongs to a page of the site";
      problems.push({
        url: path,
        problem: "not found",
        detail: `The slug "${slug}" of ${label(entry, language)} ${why}`,
      });
      continue;
    }
    // Categories are looked up by any language's slug, products without a slug of their own in this
    // language by any slug or old slug: the first match wins, so a slug shared with another one may open it.
    const lookedUpAnywhere = !isProduct || (language !== "pt" && !claims.ownSlug.has(`${entry.id}:${language}`));
    const others = [...(claims[entry.type].get(slug) ?? [])].filter((id) => id !== entry.id);
    if (lookedUpAnywhere && others.length) {
      const owners = others.map((id) => names.get(`${entry.type}:${id}`)).join(", ");
      problems.push({
        url: path,
        problem: "redirects",
        detail: `The slug "${slug}" of ${label(entry, language)} also answers for ${owners}: the address may move there`,
      });
    }
  }

  return {
    generatedAt: new Date().toISOString(),
    languages: languageRows.filter((l) => isLanguage(l.code)),
    totals: {
      urls: entries.length * enabled.length,
      byLanguage: Object.fromEntries(enabled.map((l) => [l, entries.length])),
      byType: Object.fromEntries(urlTypes.map((type) => [type, perType[type] * enabled.length])) as Record<
        SitemapUrlType,
        number
      >,
    },
    included: enabled.map((language) => ({ language, ...perType, total: entries.length })),
    excluded,
    problems,
  };
}
export type SitemapReport = Awaited<ReturnType<typeof sitemapReport>>;

/** A fetch: the guarded one, or (in tests) the in-process app's `request`. */
export type Fetcher = (url: string, init?: RequestInit) => Promise<Response>;

/** The guarded fetcher as a Fetcher that may reach the site's own origin only (it may be on this machine). */
const ownOriginFetcher =
  (origin: string): Fetcher =>
  async (url, init) => {
    const answer = await guardedFetch(url, {
      method: init?.method === "HEAD" ? "HEAD" : "GET",
      trustedOrigins: [origin],
      maxRedirects: 0,
      maxBytes: 50 * 1024 * 1024,
      timeoutMs: liveCheckLimits.timeoutMs,
    });
    const location = answer.headers.location;
    return new Response(answer.body.length ? new Uint8Array(answer.body) : null, {
      status: answer.status,
      headers: location ? { location } : {},
    });
  };

export const liveCheckLimits = { maxUrls: 1000, concurrency: 8, timeoutMs: 10_000 };

const xmlEntities: Record<string, string> = { amp: "&", lt: "<", gt: ">", apos: "'", quot: '"' };

/** The <loc> addresses of a sitemap document. */
export function sitemapLocs(xml: string) {
  return [...xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map((m) =>
    m[1]!.replace(/&(amp|lt|gt|apos|quot);/g, (_, name: string) => xmlEntities[name]!),
  );
}

/** Status (and redirect target) of one address: HEAD, or GET where HEAD is not allowed; 0 when there is no answer. */
async function checkUrl(fetcher: Fetcher, url: string, timeoutMs: number) {
  const ask = (method: string) => fetcher(url, { method, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
  try {
    let response = await ask("HEAD");
    if (response.status === 405 || response.status === 501) response = await ask("GET");
    await response.body?.cancel();
    return { url, status: response.status, location: response.headers.get("location") ?? "" };
  } catch {
    return { url, status: 0, location: "" };
  }
}

/**
 * Fetches `{origin}/sitemap.xml` (and the files of an index) as a search engine would and checks each of its
 * addresses on this origin (at most `maxUrls`, `concurrency` at a time): which answer, which redirect, which fail.
 */
export async function validateLiveSitemap(
  origin: string,
  fetcher: Fetcher = ownOriginFetcher(origin),
  limits = liveCheckLimits,
) {
  const started = performance.now();
  const sitemapUrl = new URL("/sitemap.xml", origin).toString();
  const own = new URL(sitemapUrl).origin;
  const onOwnOrigin = (url: string) => URL.canParse(url) && new URL(url).origin === own;
  const read = async (url: string) => {
    const response = await fetcher(url, { signal: AbortSignal.timeout(limits.timeoutMs) }).catch(() => null);
    if (!response?.ok) {
      await response?.body?.cancel();
      throw new UpstreamError(`${url} ${response ? `answered ${response.status}` : "did not answer"}`);
    }
    return response.text();
  };
  // An index names the files that list the pages: those on this origin are read, one after another.
  const first = await read(sitemapUrl);
  const isIndex = first.includes("<sitemapindex");
  const documents = isIndex ? [] : [first];
  if (isIndex) for (const file of sitemapLocs(first).filter(onOwnOrigin)) documents.push(await read(file));
  const listed = documents.flatMap(sitemapLocs);
  const urls = listed.filter(onOwnOrigin).slice(0, limits.maxUrls);
  const results: Awaited<ReturnType<typeof checkUrl>>[] = [];
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const index = next++;
      results[index] = await checkUrl(fetcher, urls[index]!, limits.timeoutMs);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limits.concurrency, urls.length) }, worker));
  const within = (r: { status: number }, from: number) => r.status >= from && r.status < from + 100;
  return {
    sitemapUrl,
    listed: listed.length,
    checked: results.length,
    ok: results.filter((r) => within(r, 200)).length,
    redirects: results.filter((r) => within(r, 300)),
    errors: results.filter((r) => !within(r, 200) && !within(r, 300)).map(({ url, status }) => ({ url, status })),
    durationMs: Math.round(performance.now() - started),
  };
}
export type LiveSitemapCheck = Awaited<ReturnType<typeof validateLiveSitemap>>;
