import { and, eq, ne } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { affiliateClicks, products } from "#db/schema";
import { productIsVisible } from "~/features/catalog/catalog.queries.server";
import { NotFoundError } from "~/lib/errors";

/**
 * Records an outbound click and returns where to send the visitor. The destination always comes
 * from the database, never from the request, so /go can't be used as an open redirect.
 */
export async function recordAffiliateClick(db: Db, productId: number, languageCode: string | null) {
  const [product] = await db
    .select({ url: products.aliexpressUrl })
    .from(products)
    .where(and(productIsVisible, eq(products.id, productId), ne(products.aliexpressUrl, "#")));
  if (!product || !/^https?:\/\//.test(product.url)) throw new NotFoundError("This product has no link yet");
  await db.insert(affiliateClicks).values({ productId, affiliateUrl: product.url, languageCode });
  return product.url;
}
