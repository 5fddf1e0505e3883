import { productIsLive } from "#db/predicates";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { readInIdSlices } from "#db/id-slices.server";
import { brands, categories, media, productImages, products } from "#db/schema";
import { deleteProductImage, productImagesOf } from "~/features/catalog/index.server";
import { NotFoundError } from "~/lib/errors";
import { nextTurn } from "~/lib/in-turns";
import { mediaUrl } from "~/features/media";
import { storeImageUpload } from "~/features/media/index.server";

/**
 * Pictures attached to the wrong product. Images are stored once per content hash (`media.hash` is
 * unique), so one `media` row attached to several live products is one picture shown on all of them; copies of one
 * picture stored as other files (re-encoded, resized) are found by their perceptual hash and count as the same.
 *
 * The rule: sharing is fine within one family (same type, same brand and, for visors, the same helmet
 * model); a picture is contaminated when its live products differ in type, in brand (where both have
 * one) or, for visors, in helmet model. A visor's model is its category (visors-{brand}-{model}); a
 * category and its own subcategory count as the same model, and a product without one is not compared.
 */

/** How many of a perceptual hash's 64 bits may differ for two pictures to count as copies of one. */
export const copyDistance = 6;

/**
 * Sets of stored pictures that are copies of one (their perceptual hashes within `copyDistance` bits): a picture
 * re-encoded, resized or recompressed is stored as another file, so sharing by content hash misses it. Pairs are
 * found through bands (with 7 bands and at most 6 differing bits, two copies agree on a whole band), not by
 * comparing every pair.
 */
function copiesOf(pictures: { mediaId: number; perceptualHash: string | null }[]) {
  const bitsOf = new Map<number, string>();
  for (const { mediaId, perceptualHash } of pictures)
    if (perceptualHash && perceptualHash !== "none")
      bitsOf.set(mediaId, BigInt(`0x${perceptualHash}`).toString(2).padStart(64, "0"));
  const root = new Map<number, number>();
  const find = (id: number): number => {
    const up = root.get(id) ?? id;
    if (up === id) return id;
    const top = find(up);
    root.set(id, top);
    return top;
  };
  const distance = (a: string, b: string) => [...a].filter((bit, i) => bit !== b[i]).length;
  const bands = copyDistance + 1;
  const bandBits = Math.floor(64 / bands);
  for (let band = 0; band < bands; band++) {
    const byBand = new Map<string, number[]>();
    for (const [mediaId, bits] of bitsOf) {
      const key = bits.slice(band * bandBits, band === bands - 1 ? 64 : (band + 1) * bandBits);
      const same = byBand.get(key);
      if (same) same.push(mediaId);
      else byBand.set(key, [mediaId]);
    }
    for (const ids of byBand.values())
      for (let i = 0; i < ids.length; i++)
        for (let j = i + 1; j < ids.length; j++)
          if (find(ids[i]!) !== find(ids[j]!) && distance(bitsOf.get(ids[i]!)!, bitsOf.get(ids[j]!)!) <= copyDistance)
            root.set(find(ids[j]!), find(ids[i]!));
  }
  return find;
}

/**
 * Every picture shown on two or more live products that do not belong together, with the reasons: one stored
 * picture, or copies of one (re-encoded, resized: `copiesOf`).
 */
export async function findContaminatedImages(db: Db) {
  const pictures = await db
    .selectDistinct({ mediaId: productImages.mediaId, productId: products.id, perceptualHash: media.perceptualHash })
    .from(productImages)
    .innerJoin(products, and(eq(products.id, productImages.productId), productIsLive))
    .innerJoin(media, eq(media.id, productImages.mediaId));
  const pictureOf = copiesOf(pictures);
  const productsOf = new Map<number, Set<number>>();
  for (const { mediaId, productId } of pictures) {
    const picture = pictureOf(mediaId);
    productsOf.set(picture, (productsOf.get(picture) ?? new Set()).add(productId));
  }
  const shared = [...new Set(pictures.map((p) => p.mediaId))].filter(
    (mediaId) => productsOf.get(pictureOf(mediaId))!.size > 1,
  );
  if (!shared.length) return [];
  const [rows, tree] = await Promise.all([
    // A slice of products at a time: at 10,000 products one statement took 0.35–0.55 s.
    readInIdSlices(
      db,
      products.id,
      (slice) =>
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
          .where(and(slice(products.id), inArray(productImages.mediaId, shared))),
      { pause: nextTurn },
    ),
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

  // In the pictures' order (the slices come in the products').
  rows.sort((a, b) => a.mediaId - b.mediaId || a.id - b.id || a.imageId - b.imageId);
  const byPicture = new Map<number, typeof rows>();
  for (const row of rows) {
    const picture = pictureOf(row.mediaId);
    const same = byPicture.get(picture);
    if (same) same.push(row);
    else byPicture.set(picture, [row]);
  }
  return [...byPicture.values()].flatMap((group) => {
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
        /** How many stored files show this picture: more than one when some are re-encoded copies. */
        files: new Set(group.map((p) => p.mediaId)).size,
        products: group.map(({ id, name, type, status, brand, category, imageId, hash }) => ({
          id,
          name,
          type,
          status,
          brand,
          category,
          imageId,
          /** This product's own copy of the picture. */
          url: mediaUrl(hash, 320),
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
