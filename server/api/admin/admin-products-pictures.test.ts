import sharp from "sharp";
import { media } from "#db/schema";
import { describe, expect, it } from "vitest";
import type { AdminProduct, AdminProductListItem } from "~/features/catalog/product-admin.server";
import { getMediaVariant, storeMedia } from "~/features/media/media.server";
import { json, png, setupProductAdminTests } from "./admin-products.test-setup";

// Product pictures (uploads checked by content, order, cover, incomplete files, sizes) and the products table.
const { t, send, createProduct, upload } = setupProductAdminTests();

describe("pictures", () => {
  it("accepts photos checked by content, orders them, picks the cover and deletes them", async () => {
    const { id } = await createProduct({ name: "Produto com fotos" });
    const added = await json<AdminProduct["images"]>(
      await upload(id, [
        { name: "one.png", type: "image/png", bytes: await png("#111418") },
        {
          name: "two.webp",
          type: "image/webp",
          bytes: await sharp(await png("#ff5a1f"))
            .webp()
            .toBuffer(),
        },
      ]),
    );
    expect(added.status).toBe(201);
    expect(added.body.map((i) => i.isCover)).toEqual([true, false]);

    const reordered = await json<AdminProduct["images"]>(
      await send("PUT", `/api/admin/products/${id}/images/order`, { imageIds: [added.body[1]!.id, added.body[0]!.id] }),
    );
    expect(reordered.body.map((i) => i.id)).toEqual([added.body[1]!.id, added.body[0]!.id]);
    expect(reordered.body[0]!.isCover).toBe(true);
    expect(
      (await send("PUT", `/api/admin/products/${id}/images/order`, { imageIds: [added.body[0]!.id] })).status,
    ).toBe(400);

    const left = await json<AdminProduct["images"]>(
      await send("DELETE", `/api/admin/products/${id}/images/${added.body[1]!.id}`),
    );
    expect(left.body.map((i) => i.id)).toEqual([added.body[0]!.id]);
  });

  it("refuses a file that is not a photo, whatever it claims to be, and stores nothing", async () => {
    const { id } = await createProduct({ name: "Produto sem fotos" });
    for (const file of [
      { name: "evil.png", type: "image/png", bytes: new TextEncoder().encode("<script>alert(1)</script>") },
      {
        name: "drawing.svg",
        type: "image/svg+xml",
        bytes: new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      },
    ]) {
      const res = await json<{ error: string }>(await upload(id, [file]));
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(`${file.name} is not a JPEG, PNG, WebP or AVIF image`);
    }
    const mixed = await upload(id, [
      { name: "ok.png", type: "image/png", bytes: await png("#ffffff") },
      { name: "bad.gif", type: "image/gif", bytes: new TextEncoder().encode("GIF89a") },
    ]);
    expect(mixed.status).toBe(400);
    expect((await json<AdminProduct>(await send("GET", `/api/admin/products/${id}`))).body.images).toEqual([]);
  });
});

describe("incomplete pictures", () => {
  /** A photo-like picture (noise does not compress away, so a cut really loses picture data). */
  const noise = (format: "png" | "jpeg") => {
    const [width, height] = [320, 240];
    const pixels = Buffer.from(Array.from({ length: width * height * 3 }, (_, i) => (i * 7919) % 251));
    const image = sharp(pixels, { raw: { width, height, channels: 3 } });
    return (format === "png" ? image.png() : image.jpeg()).toBuffer();
  };

  it("are refused at upload, a PNG cut at 60 % and a JPEG at 50 %, and nothing is stored", async () => {
    const { id } = await createProduct({ name: "Produto com foto cortada" });
    const png = await noise("png");
    const jpeg = await noise("jpeg");
    for (const file of [
      { name: "cut.png", type: "image/png", bytes: png.subarray(0, Math.floor(png.length * 0.6)) },
      { name: "cut.jpg", type: "image/jpeg", bytes: jpeg.subarray(0, Math.floor(jpeg.length * 0.5)) },
    ]) {
      const res = await json<{ error: string }>(
        await upload(id, [{ name: "whole.png", type: "image/png", bytes: png }, file]),
      );
      expect(res.status, file.name).toBe(400);
      expect(res.body.error).toBe(`${file.name} could not be read as an image (is it complete?)`);
    }
    expect((await json<AdminProduct>(await send("GET", `/api/admin/products/${id}`))).body.images).toEqual([]);
  });

  it("stored before this check answer 404 on every size, not 500", async () => {
    const jpeg = await noise("jpeg");
    // Written as it was then: storing a picture now decodes it (to strip its metadata), so it would refuse this one.
    const hash = "c".repeat(32);
    await t.database.db
      .insert(media)
      .values({ hash, mimeType: "image/jpeg", data: jpeg.subarray(0, jpeg.length >> 1) });
    for (const file of ["320.webp", "640.avif"]) expect((await t.request(`/media/${hash}/${file}`)).status).toBe(404);
  });

  it("render each new size once, however many ask for it at the same time", async () => {
    const { hash } = await storeMedia(t.database.db, await noise("png"), "image/png");
    const first = getMediaVariant(t.database.db, hash, 320, "webp");
    expect(getMediaVariant(t.database.db, hash, 320, "webp")).toBe(first);
    const answers = await Promise.all(Array.from({ length: 12 }, () => t.request(`/media/${hash}/320.webp`)));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    expect(await first).toBeInstanceOf(Uint8Array);
  });
});

describe("the products table", () => {
  it("filters, sorts and pages the catalogue", async () => {
    const page = await json<{ items: AdminProductListItem[]; total: number; pages: number }>(
      await send("GET", "/api/admin/products?type=visor&sort=price&pageSize=5&page=2"),
    );
    expect(page.status).toBe(200);
    expect(page.body.items.length).toBeLessThanOrEqual(5);
    expect(page.body.items.every((p) => p.type === "visor")).toBe(true);
    const prices = page.body.items.map((p) => Number(p.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(page.body.pages).toBe(Math.ceil(page.body.total / 5));
    const first = page.body.items[0]!;
    expect(first).toMatchObject({ translationCount: expect.any(Number), slug: expect.any(String) });
    expect((await send("GET", "/api/admin/products?status=live")).status).toBe(400);
  });
});
