import { asc, eq } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { brandAssets, media } from "#db/schema";
import { cachedRead } from "#db/catalogue-cache.server";
import { NotFoundError } from "~/lib/errors";
import { mediaUrl } from "~/features/media";
import { getDisplayVariant, storeImageUpload } from "~/features/media/index.server";

/** What is known of an asset and its picture (without the bytes). */
const assetColumns = {
  id: brandAssets.id,
  name: brandAssets.name,
  description: brandAssets.description,
  hash: media.hash,
  mimeType: media.mimeType,
  width: media.width,
  height: media.height,
};

/** A brand asset (logo, hero, founder picture, ...) by id or by name, with its picture as public answers serve it. */
export async function getBrandAsset(db: Db, key: { id: number } | { name: string }) {
  const [asset] = await db
    .select(assetColumns)
    .from(brandAssets)
    .innerJoin(media, eq(media.id, brandAssets.mediaId))
    .where("id" in key ? eq(brandAssets.id, key.id) : eq(brandAssets.name, key.name));
  if (!asset) throw new NotFoundError("Brand asset not found");
  const picture = await getDisplayVariant(db, asset);
  if (!picture) throw new NotFoundError("Brand asset image could not be rendered");
  return { ...asset, picture };
}

/** Content hashes of all brand assets by name, for building image URLs in pages. */
export function listBrandAssetHashes(db: Db) {
  return cachedRead(db, "brand-asset-hashes", async () => {
    const rows = await db
      .select({ name: brandAssets.name, hash: media.hash, width: media.width, height: media.height })
      .from(brandAssets)
      .innerJoin(media, eq(media.id, brandAssets.mediaId));
    return Object.fromEntries(rows.map((r) => [r.name, r]));
  });
}

/** Every brand asset as the admin tool lists it, with a preview. */
export async function listAdminBrandAssets(db: Db) {
  const rows = await db
    .select({ ...assetColumns, updatedAt: brandAssets.updatedAt })
    .from(brandAssets)
    .innerJoin(media, eq(media.id, brandAssets.mediaId))
    .orderBy(asc(brandAssets.id));
  return rows.map(({ hash, updatedAt, ...row }) => ({
    ...row,
    preview: mediaUrl(hash, 320),
    url: `/api/brand-assets/by-name/${row.name}`,
    updatedAt: updatedAt.toISOString(),
  }));
}

/** Replaces an asset's picture (checked by content); every page using it shows the new one at once. */
export async function replaceBrandAsset(db: Db, id: number, file: { name: string; bytes: Uint8Array }) {
  const [asset] = await db.select({ id: brandAssets.id }).from(brandAssets).where(eq(brandAssets.id, id));
  if (!asset) throw new NotFoundError("Brand asset not found");
  const stored = await storeImageUpload(db, file);
  await db.update(brandAssets).set({ mediaId: stored.id, updatedAt: new Date() }).where(eq(brandAssets.id, id));
}
