// @ts-check
/**
 * The process that reads and renders images for the server (image-process.server.ts, decision 0017, "images
 * in their own process"). sharp's native memory lives and dies here: glibc keeps what libvips' threads freed, so
 * a server that rendered 140 variants held 100–250 MB more for good. Plain JavaScript, so that development,
 * tests and production start the same file. Each message `{ id, op, data, width?, format? }` is answered
 * `{ id, result }` or `{ id, error }`. The first argument is the most pixels a picture may have.
 */
import sharp from "sharp";

// libvips' operation cache would keep images already turned into variants, which the database keeps.
sharp.cache(false);

// sharp refuses to decode anything larger (a 31 KB PNG can announce 256 megapixels, seconds of CPU per render).
const limitInputPixels = Number(process.argv[2]);
/** @param {Uint8Array} data @param {import("sharp").SharpOptions} [options] */
const open = (data, options) => sharp(data, { limitInputPixels, ...options });

/**
 * Re-encoders per input format, without any metadata (sharp's default: EXIF, XMP, IPTC and comments dropped, an
 * ICC profile converted to sRGB): a stored original keeps its format and look, not where or with what it was taken.
 * @type {Record<string, (image: import("sharp").Sharp, palette: boolean) => import("sharp").Sharp>}
 */
const reencoders = {
  jpeg: (image) => image.jpeg({ quality: 90 }),
  png: (image, palette) => image.png({ palette }),
  webp: (image) => image.webp({ quality: 90 }),
  heif: (image) => image.avif({ quality: 70 }),
};

/**
 * A difference hash: the picture in grey at 9×8, each bit whether a pixel is brighter than its right neighbour
 * (row by row, 64 bits as 16 hex digits). Re-encoding, resizing and recompressing keep it within a few bits; a
 * picture of nearly one colour gives "none" (its bits would be noise, and every blank picture would match), and so
 * does a drawing (SVG: only the demo catalogue's are stored, and its line art shares one style, so its drawings
 * look alike without being copies; what gets re-encoded is a photo).
 * @param {Uint8Array} data
 * @param {string} format
 */
async function perceptualHash(data, format) {
  if (format === "svg") return "none";
  const grey = await open(data, { density: 72 })
    .flatten({ background: "#ffffff" })
    .greyscale()
    .resize(9, 8, { fit: "fill" })
    .raw()
    .toBuffer();
  if (Math.max(...grey) - Math.min(...grey) < 8) return "none";
  let bits = "";
  for (let row = 0; row < 8; row++)
    for (let x = 0; x < 8; x++) bits += grey[row * 9 + x] > grey[row * 9 + x + 1] ? "1" : "0";
  return BigInt(`0b${bits}`).toString(16).padStart(16, "0");
}

/** @type {Record<string, (job: { data: Uint8Array, width?: number, format?: string }) => Promise<unknown>>} */
const operations = {
  // The header only (no pixels decoded), so a picture past the limit can be refused with its size.
  async metadata({ data }) {
    const { width, height } = await sharp(data, { limitInputPixels: false }).metadata();
    return { width, height };
  },
  // metadata() reads only the header: a truncated file passes it and fails every resize, so decode it whole,
  // at a small size to spare memory.
  async decode({ data }) {
    await open(data).resize(64, 64, { fit: "inside" }).raw().toBuffer();
    return true;
  },
  // Turned upright by its EXIF orientation first, since that goes with the EXIF. A format without a re-encoder
  // (the demo's generated SVG) is kept as it is.
  async strip({ data }) {
    const { format = "", isPalette = false } = await open(data).metadata();
    const reencode = reencoders[format];
    const clean = reencode ? await reencode(open(data).rotate(), isPalette).toBuffer() : data;
    const { width, height } = await open(clean).metadata();
    return { data: clean, width, height, perceptualHash: await perceptualHash(clean, format) };
  },
  async fingerprint({ data }) {
    const { format = "" } = await open(data).metadata();
    return perceptualHash(data, format);
  },
  async variant({ data, width, format }) {
    const image = open(data, { density: 144 }).resize({ width, withoutEnlargement: false });
    const encoded =
      format === "avif"
        ? image.avif({ quality: 55, effort: 3 })
        : format === "png"
          ? image.png({ compressionLevel: 9 })
          : image.webp({ quality: 80 });
    return encoded.toBuffer();
  },
};

process.on("message", async (/** @type {any} */ job) => {
  try {
    const operation = operations[job.op];
    if (!operation) throw new Error(`unknown image operation ${job.op}`);
    process.send?.({ id: job.id, result: await operation(job) });
  } catch (error) {
    process.send?.({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
