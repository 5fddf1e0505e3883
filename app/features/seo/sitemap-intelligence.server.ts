import { productIsVisible, categoryIsLive } from "#db/predicates";
import { and, asc, eq, inArray, not, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Db } from "#db/client.server";
import { categories, categoryTranslations, languages, products, productTranslations, slugRedirects } from "#db/schema";
import { listActiveLanguages } from "~/features/languages/index.server";
import { isLanguage, type Language } from "~/i18n/languages";
import { categoryPath, productPath, reservedSlugs } from "~/i18n/routes";
import { UpstreamError } from "~/lib/errors";
import { nextTurn, readAll } from "~/lib/in-turns";
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

/**
 * The slugs more than one product, or more than one category, answers to, with the ids answering: the storefront's
 * lookups accept products' slugs in any language and their old slugs, categories' slugs in any language. Grouped in
 * SQL: at 10,000 products the report read 60,000 slugs to find the few shared ones (issue 35).
 */
async function loadSharedSlugs(db: Db) {
  const productClaims = unionAll(
    db.select({ id: products.id, slug: products.slug }).from(products).where(productIsVisible),
    db
      .select({ id: productTranslations.productId, slug: productTranslations.slug })
      .from(productTranslations)
      .innerJoin(products, eq(products.id, productTranslations.productId))
      .where(productIsVisible),
    db
      .select({ id: slugRedirects.entityId, slug: slugRedirects.oldSlug })
      .from(slugRedirects)
      .innerJoin(products, eq(products.id, slugRedirects.entityId))
      .where(and(eq(slugRedirects.entityType, "product"), productIsVisible)),
  ).as("claim");
  const categoryClaims = unionAll(
    db.select({ id: categories.id, slug: categories.slug }).from(categories).where(categoryIsLive),
    db
      .select({ id: categoryTranslations.categoryId, slug: categoryTranslations.slug })
      .from(categoryTranslations)
      .innerJoin(categories, eq(categories.id, categoryTranslations.categoryId))
      .where(categoryIsLive),
  ).as("claim");
  const shared = (claims: typeof productClaims) =>
    db
      // Two ids or more: their least and greatest differ (a distinct count sorted every group, a sixth slower).
      .select({ slug: claims.slug, ids: sql<number[]>`array_agg(${claims.id})` })
      .from(claims)
      .groupBy(claims.slug)
      .having(sql`min(${claims.id}) <> max(${claims.id})`);
  const [product, category] = await Promise.all([shared(productClaims), shared(categoryClaims)]);
  // An id may claim a slug more than once (its own slug, a translation's, an old one): each counts once.
  const bySlug = (rows: { slug: string; ids: number[] }[]) =>
    new Map(rows.map(({ slug, ids }) => [slug, [...new Set(ids.map(Number))]]));
  const productIds = [...new Set(product.flatMap((row) => row.ids.map(Number)))];
  // Whether such a product has a translation of its own in a language (else any slug finds it there).
  const translated = productIds.length
    ? await db
        .select({ id: productTranslations.productId, language: productTranslations.languageCode })
        .from(productTranslations)
        .where(inArray(productTranslations.productId, productIds))
    : [];
  return {
    product: bySlug(product),
    category: bySlug(category),
    /** "{id}:{language}" of the products above with a translation row in that language. */
    ownSlug: new Set(translated.map((t) => `${t.id}:${t.language}`)),
  };
}

/** Totals, what is listed per language and type, what is left out and why, and addresses that would misbehave. */
export async function sitemapReport(db: Db) {
  // One after another with turns between (decision 0040): on PGlite each read holds the server's thread while it runs,
  // and the six at once held it for a second at 10,000 products. Plain turns: the report's page may wait for it.
  const [entries, active, languageRows, unlistedProducts, categoryRows, claims] = await readAll(
    [
      () => listSitemapEntries(db),
      () => listActiveLanguages(db),
      () =>
        db
          .select({ code: languages.code, name: languages.name, enabled: languages.enabled })
          .from(languages)
          .orderBy(asc(languages.sortOrder), asc(languages.code)),
      // The sitemap lists exactly the visible products (listVisibleProductSlugs): the rest are left out.
      () =>
        db
          .select({ id: products.id, name: products.name, status: products.status, deletedAt: products.deletedAt })
          .from(products)
          .where(not(productIsVisible))
          .orderBy(asc(products.id)),
      () =>
        db
          .select({ id: categories.id, name: categories.name, deletedAt: categories.deletedAt })
          .from(categories)
          .orderBy(asc(categories.id)),
      () => loadSharedSlugs(db),
    ],
    { oneAtATime: true, pause: nextTurn },
  );
  const enabled = active.map((l) => l.code);
  const perType = Object.fromEntries(
    urlTypes.map((type) => [type, entries.filter((e) => e.type === type).length]),
  ) as Record<SitemapUrlType, number>;
  const listedCategories = new Set(entries.filter((e) => e.type === "category").map((e) => e.id));

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
    ...unlistedProducts.map((p) => ({ kind: "product" as const, id: p.id, name: p.name, reason: productReason(p) })),
  ];

  const urls = enabled.flatMap((language) =>
    entries.map((entry) => ({ entry, language, path: entry.paths[language] })),
  );
  type Listed = { entry: SitemapEntry; language: Language };
  // Found first, then worded with the names of the few products they involve (not the whole catalogue's).
  const found: (
    | { url: string; problem: "duplicate"; listed: Listed[] }
    | ({ url: string; problem: "not found"; slug: string } & Listed)
    | ({ url: string; problem: "redirects"; slug: string; others: number[] } & Listed)
  )[] = [];
  const byPath = new Map<string, typeof urls>();
  for (const u of urls) byPath.set(u.path, [...(byPath.get(u.path) ?? []), u]);
  for (const [url, listed] of byPath) if (listed.length > 1) found.push({ url, problem: "duplicate", listed });
  for (const { entry, language, path } of urls) {
    if (entry.type === "page") continue;
    const isProduct = entry.type === "product";
    const slug = path.slice((isProduct ? productPath : categoryPath)(language, "").length);
    if (!slug || slug.includes("/") || (!isProduct && reservedSlugs.has(slug))) {
      found.push({ url: path, problem: "not found", entry, language, slug });
      continue;
    }
    // Categories are looked up by any language's slug, products without a slug of their own in this
    // language by any slug or old slug: the first match wins, so a slug shared with another one may open it.
    const lookedUpAnywhere = !isProduct || (language !== "pt" && !claims.ownSlug.has(`${entry.id}:${language}`));
    const others = (claims[entry.type].get(slug) ?? []).filter((id) => id !== entry.id);
    if (lookedUpAnywhere && others.length)
      found.push({ url: path, problem: "redirects", entry, language, slug, others });
  }

  const namedProducts = new Set<number>();
  const involve = (type: SitemapUrlType, ...ids: (number | undefined)[]) => {
    if (type === "product") for (const id of ids) if (id !== undefined) namedProducts.add(id);
  };
  for (const f of found) {
    if (f.problem === "duplicate") for (const { entry } of f.listed) involve(entry.type, entry.id);
    else involve(f.entry.type, f.entry.id, ...(f.problem === "redirects" ? f.others : []));
  }
  const productNames = namedProducts.size
    ? await db
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(inArray(products.id, [...namedProducts]))
    : [];
  const names = new Map<string, string>([
    ...productNames.map((p) => [`product:${p.id}`, `product "${p.name}"`] as const),
    ...categoryRows.map((c) => [`category:${c.id}`, `category "${c.name}"`] as const),
  ]);
  const label = ({ entry, language }: Listed) =>
    names.get(`${entry.type}:${entry.id}`) ?? `the page ${entry.paths[language]}`;
  const problems: SitemapProblem[] = found.map((f) => {
    if (f.problem === "duplicate") {
      const who = f.listed.map(label).join(", ");
      return { url: f.url, problem: f.problem, detail: `Listed ${f.listed.length} times: ${who}` };
    }
    if (f.problem === "not found") {
      const { slug } = f;
      const why = !slug ? "is empty" : slug.includes("/") ? "is not one path segment" : "belongs to a page of the site";
      return { url: f.url, problem: f.problem, detail: `The slug "${slug}" of ${label(f)} ${why}` };
    }
    const owners = f.others.map((id) => names.get(`${f.entry.type}:${id}`)).join(", ");
    return {
      url: f.url,
      problem: f.problem,
      detail: `The slug "${f.slug}" of ${label(f)} also answers for ${owners}: the address may move there`,
    };
  });

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
