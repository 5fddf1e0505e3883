import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import type { Db } from "#db/client.server";
import { media, mediaVariants } from "#db/schema";
import type { MediaFormat, MediaWidth } from "./media-url";

export const contentTypes: Record<MediaFormat, string> = {
  webp: "image/webp",
  avif: "image/avif",
  png: "image/png",
};

/** Stores an image once per content hash and returns its id and hash. */
export async function storeMedia(db: Db, data: Uint8Array, mimeType: string) {
  const hash = createHash("sha256").update(data).digest("hex").slice(0, 32);
  const meta = await sharp(data).metadata();
  const [inserted] = await db
    .insert(media)
    .values({ hash, mimeType, data, width: meta.width, height: meta.height })
    .onConflictDoNothing({ target: media.hash })
    .returning({ id: media.id, hash: media.hash });
  if (inserted) return inserted;
  const [existing] = await db.select({ id: media.id, hash: media.hash }).from(media).where(eq(media.hash, hash));
  return existing!;
}

export async function findMediaOriginal(db: Db, hash: string) {
  const [row] = await db.select({ data: media.data, mimeType: media.mimeType }).from(media).where(eq(media.hash, hash));
  return row;
}

/**
 * A resized variant of a stored image, rendered by sharp on first request and kept in the
 * database so every app instance shares it. Returns undefined for an unknown hash.
 */
export async function getMediaVariant(
  db: Db,
  hash: string,
  width: MediaWidth,
  format: MediaFormat,
): Promise<Uint8Array | undefined> {
  const [row] = await db
    .select({ id: media.id, original: media.data, variant: mediaVariants.data })
    .from(media)
    .leftJoin(
      mediaVariants,
      and(eq(mediaVariants.mediaId, media.id), eq(mediaVariants.width, width), eq(mediaVariants.format, format)),
    )
    .where(eq(media.hash, hash));
  if (!row) return undefined;
  if (row.variant) return row.variant;
  const image = sharp(row.original, { density: 144 }).resize({ width, withoutEnlargement: false });
  const data = await (
    format === "avif"
      ? image.avif({ quality: 55, effort: 3 })
      : format === "png"
        ? image.png({ compressionLevel: 9 })
        : image.webp({ quality: 80 })
  ).toBuffer();
  await db.insert(mediaVariants).values({ mediaId: row.id, width, format, data }).onConflictDoNothing();
  return data;
}
