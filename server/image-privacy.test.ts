import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { media, mediaVariants } from "#db/schema";
import { createProduct } from "#db/seed/factories";
import { adminCookie, sameOrigin } from "#tests/helpers/admin";
import { gpsJpeg, hugeOneBitPng, metadataOf } from "#tests/helpers/images";
import { setupTestApp } from "#tests/helpers/test-app";
import { downloadImage } from "~/features/media/remote-image.server";
import { imageJobsRunning, imageJobsSent } from "~/features/media/image-process.server";

/**
 * Security issue, item 8: a rider's photo keeps nothing of where it was taken, once stored or in any public
 * answer; public answers serve cached display variants, never originals, with a bound on renders; a picture
 * past the pixel limit is refused from its header.
 */
const t = setupTestApp();
let cookie = "";
let photo: Buffer;
beforeAll(async () => {
  cookie = await adminCookie(t.request);
  photo = await gpsJpeg();
}, 60_000);

const send = (path: string, method: string, field: string, bytes: Uint8Array, name: string) => {
  const form = new FormData();
  form.append(field, new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }));
  return t.request(path, {
    method,
    headers: { Cookie: cookie, ...sameOrigin },
    body: form,
  });
};
const uploadProductImage = (productId: number, bytes: Uint8Array, name = "ride.jpg") =>
  send(`/api/admin/products/${productId}/images`, "POST", "files", bytes, name);
const replaceBrandAsset = (id: number, bytes: Uint8Array, name = "founder.jpg") =>
  send(`/api/admin/brand-assets/${id}`, "PUT", "file", bytes, name);

const mediaCount = async () => (await t.database.db.select({ n: count() }).from(media))[0]!.n;
const storedOriginal = async (hash: string) =>
  (await t.database.db.select({ data: media.data }).from(media).where(eq(media.hash, hash)))[0]!.data;
const hashOf = (url: string) => url.split("/")[2]!;

type ImageWithData = {
  id: number;
  url: string;
  mimeType: string;
  base64Data: string | null;
};

describe("a photo with EXIF GPS", () => {
  it("is stored without any metadata, upright, and every public answer of it is a cached variant", async () => {
    expect(await metadataOf(photo)).toMatchObject({
      exif: true,
      xmp: true,
      orientation: 6,
    });
    const product = await createProduct(t.database.db);
    const res = await uploadProductImage(product.id, photo);
    expect(res.status).toBe(201);

    const { body: images } = await t.getJson<ImageWithData[]>(`/api/products/${product.id}/images?include=data`);
    const [image] = images;
    const original = await storedOriginal(hashOf(image!.url));
    expect(await metadataOf(original)).toEqual({
      format: "jpeg",
      width: 1600,
      height: 2000,
      exif: false,
      xmp: false,
      iptc: false,
      orientation: undefined,
    });

    // The display variant: the widest that does not enlarge it, smaller than the original, no metadata.
    const served = Buffer.from(image!.base64Data!, "base64");
    expect(image!.mimeType).toBe("image/webp");
    expect(await metadataOf(served)).toMatchObject({
      format: "webp",
      width: 1600,
      exif: false,
      xmp: false,
    });
    expect(served.length).toBeLessThan(original.length);
    const viaMedia = await t.request(image!.url);
    expect(await metadataOf(new Uint8Array(await viaMedia.arrayBuffer()))).toMatchObject({ exif: false, xmp: false });

    // Again: from the variant cache, no image work.
    const renders = imageJobsSent("variant");
    const again = await t.request(`/api/products/${product.id}/images?include=data`);
    expect(again.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    expect(again.headers.get("etag")).toBeTruthy();
    expect(((await again.json()) as ImageWithData[])[0]!.base64Data).toBe(image!.base64Data);
    expect(imageJobsSent("variant")).toBe(renders);
  });

  it("as a brand asset is served as its cached variant, without metadata, revalidated by ETag", async () => {
    expect((await replaceBrandAsset(5, photo)).status).toBe(200);
    const first = await t.request("/api/brand-assets/5");
    expect(first.headers.get("content-type")).toBe("image/webp");
    const served = new Uint8Array(await first.arrayBuffer());
    expect(await metadataOf(served)).toMatchObject({
      format: "webp",
      width: 1600,
      exif: false,
      xmp: false,
    });
    expect(served.length).toBeLessThan(photo.length);

    const renders = imageJobsSent("variant");
    const again = await t.request("/api/brand-assets/by-name/founder");
    expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(served))).toBe(true);
    const revalidated = await t.request("/api/brand-assets/5", {
      headers: { "If-None-Match": first.headers.get("etag")! },
    });
    expect(revalidated.status).toBe(304);
    expect(imageJobsSent("variant")).toBe(renders);
  });

  it("renders at most two variants at once, however many are asked for together", async () => {
    const product = await createProduct(t.database.db);
    await uploadProductImage(product.id, await gpsJpeg(1800, 1200), "other.jpg");
    const { body } = await t.getJson<{ url: string }[]>(`/api/products/${product.id}/images`);
    const hash = hashOf(body[0]!.url);
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, imageJobsRunning())), 1);
    const answers = await Promise.all(
      [160, 320, 480, 640, 800, 1200].flatMap((w) => ["webp", "png"].map((f) => t.request(`/media/${hash}/${w}.${f}`))),
    );
    clearInterval(watch);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(2);
    const variants = await t.database.db
      .select({ n: count() })
      .from(mediaVariants)
      .innerJoin(media, eq(media.id, mediaVariants.mediaId))
      .where(eq(media.hash, hash));
    expect(variants[0]!.n).toBe(12);
  });
});

describe("a picture past the pixel limit", () => {
  it("is refused from its header with a clear 400, quickly, and nothing is stored", async () => {
    const png = hugeOneBitPng();
    expect(png.length).toBeLessThan(64 * 1024);
    const product = await createProduct(t.database.db);
    const before = await mediaCount();
    for (const refused of [
      () => uploadProductImage(product.id, png, "huge.png"),
      () => replaceBrandAsset(2, png, "huge.png"),
    ]) {
      const started = performance.now();
      const res = await refused();
      expect(performance.now() - started).toBeLessThan(1500);
      expect([res.status, await res.json()]).toEqual([
        400,
        {
          error: "huge.png is 16000×16000 pixels: a picture may have at most 40 megapixels and 12000 pixels a side",
        },
      ]);
    }
    expect(await mediaCount()).toBe(before);
  });

  it("is refused by the visor template wizard's download, with the same reason", async () => {
    const png = hugeOneBitPng();
    const server = createServer((_, res) => res.writeHead(200, { "Content-Type": "image/png" }).end(png));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      expect(await downloadImage(`http://127.0.0.1:${port}/huge.png`, { allowLoopback: true })).toEqual({
        ok: false,
        reason: "The picture is 16000×16000 pixels: a picture may have at most 40 megapixels and 12000 pixels a side",
      });
    } finally {
      server.close();
    }
  });
});
