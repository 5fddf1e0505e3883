import { productIsVisible } from "#db/predicates";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { cachedRead } from "#db/catalogue-cache.server";
import { affiliateClicks, productLinks, products, settings } from "#db/schema";
import { preparedRead } from "#db/prepared-read.server";
import { linkFailures } from "~/features/link-health/index.server";
import { isLanguage, type Language } from "~/i18n/languages";
import { NotFoundError } from "~/lib/errors";
import { isAwinLink, isWebLink, withClickRef } from "~/lib/shop-links";
import { getTrackingIds } from "./tracking-ids.server";
import { trackingIdsKey } from "./tracking-ids";

export interface ClickContext {
  languageCode: string | null;
  /** Path of our page the click came from, or null. */
  pagePath: string | null;
  /** False when the client is over its rate limit: the visitor still goes, the click is not counted. */
  record: boolean;
}

/** Which of the product's shops a click goes to, and its stored link there. */
export interface Destination {
  kind: "main" | "fallback";
  url: string;
}

/**
 * Where a click on a published product goes now (decision 0023), or null when there is no shop to send it to (the
 * "link unavailable" notice). The main link; the second shop while the main link is broken (link health) or missing,
 * or the product is unavailable at its main shop (stock 0, which the marketplace sync writes when the shop says
 * so), unless the second shop's link is broken too. Then it is as before there were second shops: the main link, or
 * nothing when that is broken and the curator chose to say so. Both links come from the database, never from the
 * request, so /go can't be used as an open redirect.
 */
export function productDestination(db: Db, productId: number): Promise<Destination | null> {
  // Everything it reads bumps the catalogue version when it changes (the product, a link turning broken or back,
  // the second shop's checks and the link health setting in `settings`): a warm page asks the database nothing.
  return cachedRead(db, `destination:${productId}`, () => findDestination(db, productId));
}

const linksOfProduct = preparedRead((db) =>
  db
    .select({ url: products.aliexpressUrl, fallbackUrl: products.fallbackUrl, stock: products.stock })
    .from(products)
    .where(and(productIsVisible, eq(products.id, sql.placeholder("productId"))))
    .prepare("links_of_product"),
);

async function findDestination(db: Db, productId: number): Promise<Destination | null> {
  const [product] = await linksOfProduct(db).execute({ productId });
  if (!product) return null;
  const { mainBroken, fallbackBroken, unavailableWhenBroken } = await linkFailures(db, { productId, ...product });
  const main = isWebLink(product.url) ? product.url : null;
  const mainFails = !main || mainBroken || product.stock === 0;
  if (mainFails && isWebLink(product.fallbackUrl) && !fallbackBroken) {
    return { kind: "fallback", url: product.fallbackUrl };
  }
  if (!main || (mainBroken && unavailableWhenBroken)) return null;
  return { kind: "main", url: main };
}

/**
 * The link a click in `language` follows to its destination: the language's AliExpress promotion link when one was
 * made from the product's current main link with the language's current tracking id (`product_links`); an Awin link
 * with the language's click reference; else the stored link as it is.
 */
async function languageLink(db: Db, productId: number, destination: Destination, language: Language | null) {
  if (!language) return destination.url;
  if (destination.kind === "main") {
    const [made] = await db
      .select({ url: productLinks.url })
      .from(productLinks)
      .innerJoin(products, eq(products.id, productLinks.productId))
      .innerJoin(settings, eq(settings.key, trackingIdsKey))
      .where(
        and(
          eq(productLinks.productId, productId),
          eq(productLinks.languageCode, language),
          eq(productLinks.sourceUrl, products.aliexpressUrl),
          eq(productLinks.trackingId, sql`${settings.value} ->> ${language}`),
        ),
      );
    if (made && isWebLink(made.url)) return made.url;
  }
  if (isAwinLink(destination.url)) {
    const trackingId = (await getTrackingIds(db))[language];
    if (trackingId) return withClickRef(destination.url, trackingId);
  }
  return destination.url;
}

/**
 * Records an outbound click (with the shop it went to) and returns where to send the visitor: the product's
 * destination, as the click's language links to it.
 */
export async function recordAffiliateClick(db: Db, productId: number, context: ClickContext) {
  const destination = await productDestination(db, productId);
  if (!destination) throw new NotFoundError("This product has no link yet");
  const language = isLanguage(context.languageCode) ? context.languageCode : null;
  const url = await languageLink(db, productId, destination, language);
  if (context.record) {
    await db.insert(affiliateClicks).values({
      productId,
      affiliateUrl: url,
      languageCode: context.languageCode,
      pagePath: context.pagePath,
      destination: destination.kind,
    });
  }
  return url;
}
