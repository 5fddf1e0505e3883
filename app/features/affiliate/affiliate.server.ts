import { and, eq, ne } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { affiliateClicks, products } from "#db/schema";
import { productIsVisible } from "~/features/catalog/index.server";
import { NotFoundError } from "~/lib/errors";

export interface ClickContext {
  languageCode: string | null;
  /** Path of our page the click came from, or null. */
  pagePath: string | null;
  /** False when the client is over its rate limit: the visitor still goes, the click is not counted. */
  record: boolean;
}

/**
 * Records an outbound click and returns where to send the visitor. The destination always comes
 * from the database, never from the request, so /go can't be used as an open redirect.
 */
export async function recordAffiliateClick(db: Db, productId: number, context: ClickContext) {
  const [product] = await db
    .select({ url: products.aliexpressUrl })
    .from(products)
    .where(and(productIsVisible, eq(products.id, productId), ne(products.aliexpressUrl, "#")));
  if (!product || !/^https?:\/\//.test(product.url)) throw new NotFoundError("This product has no link yet");
  if (context.record) {
    await db.insert(affiliateClicks).values({
      productId,
      affiliateUrl: product.url,
      languageCode: context.languageCode,
      pagePath: context.pagePath,
    });
  }
  return product.url;
}
