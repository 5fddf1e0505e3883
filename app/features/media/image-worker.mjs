// @ts-check
/**
 * The process that reads and renders images for the server (image-process.server.ts, decision 0017, "images
 * in their own process"). sharp's native memory lives and dies here: glibc keeps what libvips' threads freed, so
 * a server that rendered 140 variants held 100–250 MB more for good. Plain JavaScript, so that development,
 * tests and production start the same file. Each message `{ id, op, data, width?, format? }` is answered
 * `{ id, result }` or `{ id, error }`.
 */
import sharp from "sharp";

// libvips' operation cache would keep images already turned into variants, which the database keeps.
sharp.cache(false);

/** @type {Record<string, (job: { data: Uint8Array, width?: number, format?: string }) => Promise<unknown>>} */
const operations = {
  async metadata({ data }) {
    const { width, height } = await sharp(data).metadata();
    return { width, height };
  },
  // metadata() reads only the header: a truncated file passes it and fails every resize, so decode it whole,
  // at a small size to spare memory.
  async decode({ data }) {
    await sharp(data).resize(64, 64, { fit: "inside" }).raw().toBuffer();
    return true;
  },
  async variant({ data, width, format }) {
    const image = sharp(data, { density: 144 }).resize({ width, withoutEnlargement: false });
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
