import { createHash } from "node:crypto";
import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { media, mediaVariants } from "#db/schema";
import { InvalidError } from "~/lib/errors";
import { fittingMediaWidth, type MediaFormat, type MediaWidth } from "./media-url";
import { inImageProcess, pixelLimits } from "./image-process.server";

export const contentTypes: Record<MediaFormat, string> = {
  webp: "image/webp",
  avif: "image/avif",
  png: "image/png",
};

/**
 * Stores an image once per content hash and returns its id and hash. It is re-encoded without its metadata first
 * (EXIF with GPS, XMP, IPTC, comments): an original is the site's, not a record of where it was taken.
 */
export async function storeMedia(db: Db, original: Uint8Array, mimeType: string) {
  const { data, width, height, perceptualHash } = await inImageProcess({ op: "strip", data: original });
  const hash = createHash("sha256").update(data).digest("hex").slice(0, 32);
  const [inserted] = await db
    .insert(media)
    .values({ hash, mimeType, data, width, height, metadataStripped: true, perceptualHash })
    .onConflictDoNothing({ target: media.hash })
    .returning({ id: media.id, hash: media.hash });
  if (inserted) return inserted;
  const [existing] = await db.select({ id: media.id, hash: media.hash }).from(media).where(eq(media.hash, hash));
  return existing!;
}

/**
 * Hands the stored originals that `pending` selects to `work` one at a time (one original in memory, one job in the
 * image process); `work` makes each one no longer pending. Start-up jobs that cost one query once every row is done.
 * Answers how many `work` counted.
 */
async function eachPendingOriginal(
  db: Db,
  pending: SQL,
  work: (row: { id: number; data: Uint8Array }) => Promise<boolean>,
) {
  let counted = 0;
  for (;;) {
    const [row] = await db
      .select({ id: media.id, data: media.data })
      .from(media)
      .where(pending)
      .orderBy(media.id)
      .limit(1);
    if (!row) return counted;
    if (await work(row)) counted++;
  }
}

/**
 * Strips the originals stored before uploads were stripped, each marked when done. The hash stays (the images' URLs
 * name it); variants are rendered again from the clean original, upright. Answers how many were stripped.
 */
export function stripStoredOriginals(db: Db) {
  return eachPendingOriginal(db, eq(media.metadataStripped, false), async (row) => {
    // A picture the image process cannot read stays as it was (it never renders, so nothing of it is served).
    const clean = await inImageProcess({ op: "strip", data: row.data }).catch(() => undefined);
    await db.transaction(async (t) => {
      if (clean) {
        const { data, width, height, perceptualHash } = clean;
        await t.update(media).set({ data, width, height, perceptualHash }).where(eq(media.id, row.id));
        await t.delete(mediaVariants).where(eq(mediaVariants.mediaId, row.id));
      }
      await t.update(media).set({ metadataStripped: true }).where(eq(media.id, row.id));
    });
    return clean !== undefined;
  });
}

/**
 * Gives the pictures stored before perceptual hashes their hash. A picture the image process cannot read gets
 * "none": it is compared with nothing.
 */
export function fingerprintStoredOriginals(db: Db) {
  return eachPendingOriginal(db, isNull(media.perceptualHash), async (row) => {
    const perceptualHash = await inImageProcess({ op: "fingerprint", data: row.data }).catch(() => "none");
    await db.update(media).set({ perceptualHash }).where(eq(media.id, row.id));
    return true;
  });
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

/**
 * What a public answer serves in place of a stored original: its widest WebP variant that does not enlarge it,
 * rendered once and cached like any /media variant (an original may carry what its camera wrote, and weighs
 * megabytes). Undefined for a picture that cannot be rendered.
 */
export async function getDisplayVariant(db: Db, image: { hash: string; width: number | null }) {
  const width = fittingMediaWidth(image.width);
  const data = await getMediaVariant(db, image.hash, width, "webp");
  return data && { data, mimeType: contentTypes.webp, etag: `${image.hash}-${width}-webp` };
}

/**
 * Renders at once in this process, each holding its original in memory: twenty clients asking for twenty new
 * variants wait their turn instead of loading twenty originals (the image process has one core's worth of work).
 */
const maxRenders = 2;
let renders = 0;
const waitingRenders: (() => void)[] = [];

async function inRenderSlot<T>(work: () => Promise<T>) {
  if (renders < maxRenders) renders++;
  else await new Promise<void>((resolve) => waitingRenders.push(resolve));
  try {
    return await work();
  } finally {
    // The slot passes to the next in line, or is freed.
    const next = waitingRenders.shift();
    if (next) next();
    else renders--;
  }
}

async function loadOrRenderVariant(db: Db, hash: string, width: MediaWidth, format: MediaFormat) {
  const [row] = await db
    .select({ id: media.id, variant: mediaVariants.data })
    .from(media)
    .leftJoin(
      mediaVariants,
      and(eq(mediaVariants.mediaId, media.id), eq(mediaVariants.width, width), eq(mediaVariants.format, format)),
    )
    .where(eq(media.hash, hash));
  if (!row) return undefined;
  if (row.variant) return row.variant;
  return inRenderSlot(async () => {
    const [stored] = await db.select({ original: media.data }).from(media).where(eq(media.id, row.id));
    if (!stored) return undefined;
    const data = await inImageProcess({ op: "variant", data: stored.original, width, format }).then(
      (bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      () => undefined,
    );
    if (data) await db.insert(mediaVariants).values({ mediaId: row.id, width, format, data }).onConflictDoNothing();
    return data;
  });
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
 * The image type of an upload, after checking its size, its bytes, its pixel count, and that the whole picture
 * decodes in full (a truncated file passes a header check and then fails every resize); a clear 400 otherwise.
 */
export async function checkImageUpload(file: { name: string; bytes: Uint8Array }) {
  if (file.bytes.length > imageUploadLimits.maxBytes) throw new InvalidError(`${file.name} is larger than 10 MB`);
  const type = sniffImageType(file.bytes);
  if (!type) throw new InvalidError(`${file.name} is not a JPEG, PNG, WebP or AVIF image`);
  const unreadable = () => {
    throw new InvalidError(`${file.name} could not be read as an image (is it complete?)`);
  };
  // From the header, before anything decodes it: a few KB can announce hundreds of megapixels.
  const { width = 0, height = 0 } = await inImageProcess({ op: "metadata", data: file.bytes }).catch(unreadable);
  const { maxPixels, maxSide } = pixelLimits;
  if (width * height > maxPixels || Math.max(width, height) > maxSide) {
    throw new InvalidError(
      `${file.name} is ${width}×${height} pixels: a picture may have at most ${maxPixels / 1e6} megapixels and ${maxSide} pixels a side`,
    );
  }
  await inImageProcess({ op: "decode", data: file.bytes }).catch(unreadable);
  return type;
}

/** Checks an upload (size, bytes, a full decode) and stores it. */
export async function storeImageUpload(db: Db, file: { name: string; bytes: Uint8Array }) {
  return storeMedia(db, file.bytes, await checkImageUpload(file));
}
