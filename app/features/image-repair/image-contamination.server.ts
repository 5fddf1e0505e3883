import { productIsLive } from "#db/predicates";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { brands, categories, media, productImages, products } from "#db/schema";
import { deleteProductImage, productImagesOf } from "~/features/catalog/index.server";
import { NotFoundError } from "~/lib/errors";
import { mediaUrl } from "~/features/media";
import { storeImageUpload } from "~/features/media/index.server";

/**
 * Pictures attached to the wrong product. Images are stored once per content hash (`media.hash` is
 * unique), so one `media` row attached to several live products is one picture shown on all of them.
 *
 * The rule: sharing is fine within one family (same type, same brand and, for visors, the same helmet
 * model); a picture is contaminated when its live products differ in type, in brand (where both have
 * one) or, for visors, in helmet model. A visor's model is its category (visors-{brand}-{model}); a
 * category and its own subcategory count as the same model, and a product without one is not compared.
 */

/** Every picture shown on two or more live products that do not belong together, with the reasons. */
export async function findContaminatedImages(db: Db) {
  const shared = db
    .select({ mediaId: productImages.mediaId })
    .from(productImages)
    .innerJoin(products, and(eq(products.id, productImages.productId), productIsLive))
    .groupBy(productImages.mediaId)
    .having(sql`count(distinct ${productImages.productId}) > 1`);
  const [rows, tree] = await Promise.all([
    db
      .select({
        mediaId: productImages.mediaId,
        hash: media.hash,
        imageId: productImages.id,
        id: products.id,
        name: products.name,
        type: products.type,
        status: products.status,
        brand: brands.name,
        categoryId: products.categoryId,
        category: categories.name,
      })
      .from(productImages)
      .innerJoin(products, and(eq(products.id, productImages.productId), productIsLive))
      .innerJoin(media, eq(media.id, productImages.mediaId))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(inArray(productImages.mediaId, shared))
      .orderBy(asc(productImages.mediaId), asc(products.id), asc(productImages.id)),
    db.select({ id: categories.id, parentId: categories.parentId }).from(categories),
  ]);

  const parentOf = new Map(tree.map((c) => [c.id, c.parentId]));
  const lineage = (id: number) => {
    const ids = new Set<number>();
    for (let at: number | null | undefined = id; at && !ids.has(at); at = parentOf.get(at)) ids.add(at);
    return ids;
  };
  const sameModel = (a: number, b: number) => lineage(a).has(b) || lineage(b).has(a);
  const distinct = <T>(values: (T | null)[]) => [...new Set(values.filter((v): v is T => v !== null))];

  const byMedia = new Map<number, typeof rows>();
  for (const row of rows) byMedia.set(row.mediaId, [...(byMedia.get(row.mediaId) ?? []), row]);
  return [...byMedia.values()].flatMap((group) => {
    const types = distinct(group.map((p) => p.type));
    const brandNames = distinct(group.map((p) => p.brand));
    const visors = group.filter((p) => p.type === "visor" && p.categoryId !== null);
    const models = distinct(visors.map((p) => p.categoryId));
    const reasons = [
      types.length > 1 && `Different product types: ${types.join(", ")}`,
      brandNames.length > 1 && `Different brands: ${brandNames.join(", ")}`,
      models.some((a, i) => models.slice(i + 1).some((b) => !sameModel(a!, b!))) &&
        `Different helmet models: ${distinct(visors.map((p) => p.category)).join(", ")}`,
    ].filter((reason): reason is string => Boolean(reason));
    if (!reasons.length) return [];
    return [
      {
        mediaId: group[0]!.mediaId,
        url: mediaUrl(group[0]!.hash, 320),
        products: group.map(({ id, name, type, status, brand, category, imageId }) => ({
          id,
          name,
          type,
          status,
          brand,
          category,
          imageId,
        })),
        reasons,
      },
    ];
  });
}
export type ContaminatedImage = Awaited<ReturnType<typeof findContaminatedImages>>[number];

/** Takes the picture off one product (the others keep it); answers the product's remaining pictures. */
export const detachImage = deleteProductImage;

/** Puts an uploaded picture (checked like every upload) in place of one of the product's pictures. */
export async function replaceImage(
  db: Db,
  productId: number,
  imageId: number,
  upload: { name: string; bytes: Uint8Array },
) {
  const [image] = await db
    .select({ id: productImages.id })
    .from(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)));
  if (!image) throw new NotFoundError("Image not found");
  const stored = await storeImageUpload(db, upload);
  await db.update(productImages).set({ mediaId: stored.id }).where(eq(productImages.id, imageId));
  return productImagesOf(db, productId);
}
