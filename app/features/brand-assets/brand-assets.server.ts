import { eq } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { brandAssets, media } from "#db/schema";
import { cachedRead } from "~/lib/catalogue-cache.server";
import { NotFoundError } from "~/lib/errors";

/** A brand asset (logo, hero, founder picture, ...) by id or by name, with its image bytes. */
export async function getBrandAsset(db: Db, key: { id: number } | { name: string }) {
  const [asset] = await db
    .select({
      id: brandAssets.id,
      name: brandAssets.name,
      description: brandAssets.description,
      hash: media.hash,
      mimeType: media.mimeType,
      data: media.data,
      width: media.width,
      height: media.height,
    })
    .from(brandAssets)
    .innerJoin(media, eq(media.id, brandAssets.mediaId))
    .where("id" in key ? eq(brandAssets.id, key.id) : eq(brandAssets.name, key.name));
  if (!asset) throw new NotFoundError("Brand asset not found");
  return asset;
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
