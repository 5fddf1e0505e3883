import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { media, productImages } from "#db/schema";

/** The pictures of products, each product's in its order. */
export async function findImagesOfProducts(db: Db, productIds: number[]) {
  if (!productIds.length) return [];
  return db
    .select({
      id: productImages.id,
      productId: productImages.productId,
      alt: productImages.alt,
      hash: media.hash,
      mimeType: media.mimeType,
      width: media.width,
      height: media.height,
    })
    .from(productImages)
    .innerJoin(media, eq(media.id, productImages.mediaId))
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.sortOrder), asc(productImages.id));
}
