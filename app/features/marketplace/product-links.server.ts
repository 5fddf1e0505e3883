import { productIsLive } from "#db/predicates";
import { and, inArray, ne, notInArray } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { productLinks, products } from "#db/schema";
import { getTrackingIds } from "~/features/affiliate/index.server";
import { logError } from "#db/log-error";
import { MarketplaceError, type AliExpressClient } from "./aliexpress-client.server";
import { aliexpressProductId, aliexpressProductUrl, isAliExpressShopUrl } from "./aliexpress-url";
import type { ProductLinksSummary } from "./marketplace.schema";

/** Addresses per link.generate call. */
const batchSize = 20;

/** What a refresh of the per-language links did: links made, already current, and why some could not be made. */
export interface ProductLinksResult {
  made: number;
  current: number;
  failed: number;
  /** The marketplace's words for the first failure, or why nothing was asked (no client). */
  problem: string | null;
}

/** AliExpress products (main link on AliExpress) with the item address link.generate is given for them. */
async function aliexpressProducts(db: Db, only?: number[]) {
  const rows = await db
    .select({ id: products.id, url: products.aliexpressUrl, marketplaceProductId: products.marketplaceProductId })
    .from(products)
    .where(and(productIsLive, ne(products.aliexpressUrl, "#"), only ? inArray(products.id, only) : undefined));
  return rows.flatMap((row) => {
    if (!isAliExpressShopUrl(row.url)) return [];
    const itemId = row.marketplaceProductId ?? aliexpressProductId(row.url);
    return itemId ? [{ id: row.id, url: row.url, source: aliexpressProductUrl(itemId) }] : [];
  });
}

/**
 * The per-language AliExpress promotion links (decision 0023): for every AliExpress product (`only`: these) and every
 * language with its own tracking id, `aliexpress.affiliate.link.generate` with the product's item address and that
 * id, kept in `product_links` with the main link it was made from. A link whose main link or tracking id changed is
 * made again; links of languages without an id any more are deleted. Without the marketplace client nothing is
 * asked: /go uses the main link until a link is made. Never throws for the marketplace's refusals: they are counted.
 */
export async function refreshProductLinks(
  { db, client }: { db: Db; client?: AliExpressClient },
  only?: number[],
): Promise<ProductLinksResult> {
  const ids = Object.entries(await getTrackingIds(db)) as [string, string][];
  const languages = ids.map(([language]) => language);
  await db
    .delete(productLinks)
    .where(
      and(
        languages.length ? notInArray(productLinks.languageCode, languages) : undefined,
        only ? inArray(productLinks.productId, only) : undefined,
      ),
    );
  const result: ProductLinksResult = { made: 0, current: 0, failed: 0, problem: null };
  if (!ids.length) return result;
  if (!client) return { ...result, problem: "AliExpress sync is off: promotion links are made once it is set up" };
  const list = await aliexpressProducts(db, only);
  if (!list.length) return result;
  const existing = await db
    .select()
    .from(productLinks)
    .where(
      inArray(
        productLinks.productId,
        list.map((p) => p.id),
      ),
    );
  const stored = new Map(existing.map((row) => [`${row.productId}:${row.languageCode}`, row]));
  for (const [language, trackingId] of ids) {
    const stale = list.filter((product) => {
      const row = stored.get(`${product.id}:${language}`);
      return !(row && row.trackingId === trackingId && row.sourceUrl === product.url);
    });
    result.current += list.length - stale.length;
    for (let start = 0; start < stale.length; start += batchSize) {
      const batch = stale.slice(start, start + batchSize);
      let links: Map<string, string>;
      try {
        links = await client.promotionLinks([...new Set(batch.map((p) => p.source))], trackingId);
      } catch (error) {
        if (!(error instanceof MarketplaceError)) throw error;
        result.failed += batch.length;
        result.problem ??= error.message;
        continue;
      }
      for (const product of batch) {
        const link = links.get(product.source);
        // Only an AliExpress address is ever stored: /go sends riders to it.
        if (!link || !isAliExpressShopUrl(link)) {
          result.failed++;
          result.problem ??= `AliExpress made no link for ${product.source} with the ${language} tracking id`;
          continue;
        }
        const values = { url: link, trackingId, sourceUrl: product.url, createdAt: new Date() };
        await db
          .insert(productLinks)
          .values({ productId: product.id, languageCode: language, ...values })
          .onConflictDoUpdate({ target: [productLinks.productId, productLinks.languageCode], set: values });
        result.made++;
      }
    }
  }
  return result;
}

/** The links refreshed as part of another job (a sync, an import): a failure is logged, never the job's. */
export async function refreshProductLinksAlong(deps: { db: Db; client?: AliExpressClient }, only?: number[]) {
  if (!deps.client) return;
  try {
    const { failed, problem } = await refreshProductLinks(deps, only);
    if (failed) logError(`${failed} per-language AliExpress links not made`, problem);
  } catch (error) {
    logError("Per-language AliExpress links not made", error);
  }
}

/** The tracking ids, and how many AliExpress products have a current link of their own per language (the screen). */
export async function productLinksSummary(db: Db): Promise<ProductLinksSummary> {
  const [trackingIds, list, rows] = await Promise.all([
    getTrackingIds(db),
    aliexpressProducts(db),
    db
      .select({
        productId: productLinks.productId,
        languageCode: productLinks.languageCode,
        trackingId: productLinks.trackingId,
        sourceUrl: productLinks.sourceUrl,
      })
      .from(productLinks),
  ]);
  const mainLinks = new Map(list.map((product) => [product.id, product.url]));
  const links: Record<string, number> = Object.fromEntries(Object.keys(trackingIds).map((language) => [language, 0]));
  for (const row of rows) {
    const current =
      trackingIds[row.languageCode as keyof typeof trackingIds] === row.trackingId &&
      mainLinks.get(row.productId) === row.sourceUrl;
    if (current) links[row.languageCode]!++;
  }
  return { trackingIds, aliexpressProducts: list.length, links };
}
