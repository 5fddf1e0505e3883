import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { media, mediaVariants } from "#db/schema";
import { InvalidError } from "~/lib/errors";
import type { MediaFormat, MediaWidth } from "./media-url";
import { inImageProcess } from "./image-process.server";

export const contentTypes: Record<MediaFormat, string> = {
  webp: "image/webp",
  avif: "image/avif",
  png: "image/png",
};

/** Stores an image once per content hash and returns its id and hash. */
export async function storeMedia(db: Db, data: Uint8Array, mimeType: string) {
  const hash = createHash("sha256").update(data).digest("hex").slice(0, 32);
  const meta = await inImageProcess({ op: "metadata", data });
  const [inserted] = await db
    .insert(media)
    .values({ hash, mimeType, data, width: meta.width, height: meta.height })
    .onConflictDoNothing({ target: media.hash })
    .returning({ id: media.id, hash: media.hash });
  if (inserted) return inserted;
  const [existing] = await db.select({ id: media.id, hash: media.hash }).from(media).where(eq(media.hash, hash));
  return existing!;
}

/** Variants being rendered now, per database: a second request for one waits for the first render. */
const rendering = new WeakMap<Db, Map<string, Promise<Uint8Array | undefined>>>();

/**
 * A resized variant of a stored image, rendered by sharp on first request and kept in the
 * database so every app instance shares it. Returns undefined for an unknown hash, or for a
 * picture that cannot be rendered (stored before uploads were decoded in full).
 */
export function getMediaVariant(db: Db, hash: string, width: MediaWidth, format: MediaFormat) {
  let inFlight = rendering.get(db);
  if (!inFlight) rendering.set(db, (inFlight = new Map()));
  const key = `${hash}/${width}.${format}`;
  let variant = inFlight.get(key);
  if (!variant) {
    variant = loadOrRenderVariant(db, hash, width, format).finally(() => inFlight.delete(key));
    inFlight.set(key, variant);
  }
  return variant;
}

async function loadOrRenderVariant(db: Db, hash: string, width: MediaWidth, format: MediaFormat) {
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
  const data = await inImageProcess({ op: "variant", data: row.original, width, format }).then(
    (bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    () => undefined,
  );
  if (data) await db.insert(mediaVariants).values({ mediaId: row.id, width, format, data }).onConflictDoNothing();
  return data;
}

/** Uploads: photos only, checked by their bytes (not their name or the browser's word). */
export const imageUploadLimits = { maxBytes: 10 * 1024 * 1024, maxImagesPerProduct: 12 };

/** The image type its first bytes announce: JPEG, PNG, WebP or AVIF; anything else is null. */
export function sniffImageType(bytes: Uint8Array): string | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "image/png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  if (ascii(4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(8, 12))) return "image/avif";
  return null;
}

/**
 * The image type of an upload, after checking its size, its bytes, and that the whole picture
 * decodes in full (a truncated file passes a header check and then fails every resize); a clear 400 otherwise.
 */
export async function checkImageUpload(file: { name: string; bytes: Uint8Array }) {
  if (file.bytes.length > imageUploadLimits.maxBytes) throw new InvalidError(`${file.name} is larger than 10 MB`);
  const type = sniffImageType(file.bytes);
  if (!type) throw new InvalidError(`${file.name} is not a JPEG, PNG, WebP or AVIF image`);
  await inImageProcess({ op: "decode", data: file.bytes }).catch(() => {
    throw new InvalidError(`${file.name} could not be read as an image (is it complete?)`);
  });
  return type;
}

/** Checks an upload (size, bytes, a full decode) and stores it. */
export async function storeImageUpload(db: Db, file: { name: string; bytes: Uint8Array }) {
  return storeMedia(db, file.bytes, await checkImageUpload(file));
}
