/** A product's pictures in the admin: list, add, reorder, delete. */
import { productIsLive } from "#db/predicates";
import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { productImages, products } from "#db/schema";
import { findImagesOfProducts } from "./product-images.queries.server";
import { mediaUrl } from "~/features/media";
import { checkImageUpload, imageUploadLimits, storeMedia } from "~/features/media/index.server";
import { InvalidError, NotFoundError } from "~/lib/errors";

export async function productImagesOf(db: Db, productId: number) {
  const rows = await findImagesOfProducts(db, [productId]);
  // The first picture is the cover.
  return rows.map(({ id, hash, width, height, alt }, i) => ({
    id,
    hash,
    width,
    height,
    alt,
    url: mediaUrl(hash, 320),
    isCover: i === 0,
  }));
}

async function assertLiveProduct(db: Db, productId: number) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), productIsLive));
  if (!row) throw new NotFoundError("Product not found");
}

/** Adds pictures after the existing ones; every file is checked before any is stored. */
export async function addProductImages(db: Db, productId: number, files: { name: string; bytes: Uint8Array }[]) {
  await assertLiveProduct(db, productId);
  if (!files.length) throw new InvalidError("Choose at least one image");
  const checked = [];
  for (const file of files) checked.push({ ...file, type: await checkImageUpload(file) });
  const existing = await productImagesOf(db, productId);
  if (existing.length + checked.length > imageUploadLimits.maxImagesPerProduct) {
    throw new InvalidError(`A product has at most ${imageUploadLimits.maxImagesPerProduct} images`);
  }
  const [name] = await db.select({ name: products.name }).from(products).where(eq(products.id, productId));
  for (const [index, file] of checked.entries()) {
    const stored = await storeMedia(db, file.bytes, file.type);
    await db
      .insert(productImages)
      .values({ productId, mediaId: stored.id, alt: name!.name, sortOrder: existing.length + index });
  }
  return productImagesOf(db, productId);
}

/** Puts the pictures in the given order; the first one becomes the cover. */
export async function reorderProductImages(db: Db, productId: number, imageIds: number[]) {
  const current = await productImagesOf(db, productId);
  const same = current.length === imageIds.length && current.every((image) => imageIds.includes(image.id));
  if (!same) throw new InvalidError("The order must list every picture of the product once");
  await db.transaction(async (tx) => {
    for (const [sortOrder, id] of imageIds.entries()) {
      await tx.update(productImages).set({ sortOrder }).where(eq(productImages.id, id));
    }
  });
  return productImagesOf(db, productId);
}

export async function deleteProductImage(db: Db, productId: number, imageId: number) {
  const deleted = await db
    .delete(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
    .returning({ id: productImages.id });
  if (!deleted.length) throw new NotFoundError("Image not found");
  return productImagesOf(db, productId);
}
