import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { media } from "#db/schema";
import { createProduct } from "#db/seed/factories";
import { adminCookie, sameOrigin } from "#tests/helpers/admin";
import { gpsJpeg, hugeOneBitPng, metadataOf } from "#tests/helpers/images";
import { setupTestApp } from "#tests/helpers/test-app";
import { downloadImage } from "~/features/media/remote-image.server";

/**
 * Security issue, item 8: a rider's photo keeps nothing of where it was taken once stored; a picture past the
 * pixel limit is refused from its header.
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
  return t.request(path, { method, headers: { Cookie: cookie, ...sameOrigin }, body: form });
};
const uploadProductImage = (productId: number, bytes: Uint8Array, name = "ride.jpg") =>
  send(`/api/admin/products/${productId}/images`, "POST", "files", bytes, name);
const replaceBrandAsset = (id: number, bytes: Uint8Array, name = "founder.jpg") =>
  send(`/api/admin/brand-assets/${id}`, "PUT", "file", bytes, name);

const mediaCount = async () => (await t.database.db.select({ n: count() }).from(media))[0]!.n;
const storedOriginal = async (hash: string) =>
  (await t.database.db.select({ data: media.data }).from(media).where(eq(media.hash, hash)))[0]!.data;
const hashOf = (url: string) => url.split("/")[2]!;

describe("a photo with EXIF GPS", () => {
  it("is stored without any metadata, upright", async () => {
    expect(await metadataOf(photo)).toMatchObject({ exif: true, xmp: true, orientation: 6 });
    const product = await createProduct(t.database.db);
    const res = await uploadProductImage(product.id, photo);
    expect(res.status).toBe(201);

    const { body: images } = await t.getJson<{ url: string }[]>(`/api/products/${product.id}/images`);
    const original = await storedOriginal(hashOf(images[0]!.url));
    expect(await metadataOf(original)).toEqual({
      format: "jpeg",
      width: 1600,
      height: 2000,
      exif: false,
      xmp: false,
      iptc: false,
      orientation: undefined,
    });
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
        { error: "huge.png is 16000×16000 pixels: a picture may have at most 40 megapixels and 12000 pixels a side" },
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
      expect(await downloadImage(`http://127.0.0.1:${port}/huge.png`)).toEqual({
        ok: false,
        reason: "The picture is 16000×16000 pixels: a picture may have at most 40 megapixels and 12000 pixels a side",
      });
    } finally {
      server.close();
    }
  });
});
