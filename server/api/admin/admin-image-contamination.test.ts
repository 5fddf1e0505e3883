import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { brands, categories, media, productImages } from "#db/schema";
import { createProduct, type ProductInput } from "#db/seed/factories";
import { adminCookie, sameOrigin } from "#tests/helpers/admin";
import { setupTestApp } from "#tests/helpers/test-app";
import type { ContaminatedImage } from "~/features/image-repair/image-contamination.server";

const t = setupTestApp();
let cookie = "";
let ids: Record<"agv" | "shoei" | "k6" | "agvVisors" | "nxr2", number>;
beforeAll(async () => {
  cookie = await adminCookie(t.request);
  const { db } = t.database;
  const brandId = async (name: string) =>
    (await db.select({ id: brands.id }).from(brands).where(eq(brands.name, name)))[0]!.id;
  const category = async (slug: string) =>
    (
      await db
        .select({ id: categories.id, parentId: categories.parentId })
        .from(categories)
        .where(eq(categories.slug, slug))
    )[0]!;
  const k6 = await category("visors-agv-k6");
  ids = {
    agv: await brandId("AGV"),
    shoei: await brandId("Shoei"),
    k6: k6.id,
    agvVisors: k6.parentId!,
    nxr2: (await category("visors-shoei-nxr2")).id,
  };
});

const api = (path: string, init: RequestInit = {}) =>
  t.request(`/api/admin/image-contamination${path}`, { ...init, headers: { Cookie: cookie, ...sameOrigin } });
const groups = async () => (await (await api("")).json()) as ContaminatedImage[];
const groupOf = async (mediaId: number) => (await groups()).find((g) => g.mediaId === mediaId);

let drawn = 0;
/** A product with a picture of its own (an SVG nobody else has). */
const productWithPicture = async (input: ProductInput) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><title>picture ${++drawn}</title></svg>`;
  const product = await createProduct(t.database.db, { ...input, imageSvgs: [svg] });
  const [image] = await t.database.db
    .select({ id: productImages.id, mediaId: productImages.mediaId })
    .from(productImages)
    .where(eq(productImages.productId, product.id));
  return { ...product, imageId: image!.id, mediaId: image!.mediaId };
};
/** Attaches the picture `mediaId` to another product too; answers that product's new image id. */
const attach = async (mediaId: number, productId: number) =>
  (
    await t.database.db
      .insert(productImages)
      .values({ productId, mediaId, sortOrder: 5 })
      .returning({ id: productImages.id })
  )[0]!.id;
const replace = (productId: number, imageId: number, file?: File) => {
  const form = new FormData();
  if (file) form.append("file", file);
  return api(`/products/${productId}/images/${imageId}/replace`, { method: "POST", body: form });
};
const png = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 24, height: 24, channels: 3, background: "#2a6" } })
          .png()
          .toBuffer(),
      ),
    ],
    "new.png",
    { type: "image/png" },
  );

describe("image contamination", () => {
  it("is admin only", async () => {
    expect((await t.request("/api/admin/image-contamination")).status).toBe(401);
  });

  it("finds nothing in the demo catalogue, whose drawings share one style without being copies", async () => {
    expect(await groups()).toEqual([]);
  });

  it("flags a picture shared across brands and helmet models, and detaching it clears the group", async () => {
    const agv = await productWithPicture({
      name: "Viseira AGV K6 teste",
      type: "visor",
      brandId: ids.agv,
      categoryId: ids.k6,
    });
    const shoei = await productWithPicture({
      name: "Viseira Shoei NXR2 teste",
      type: "visor",
      brandId: ids.shoei,
      categoryId: ids.nxr2,
    });
    const borrowed = await attach(agv.mediaId, shoei.id);
    const group = await groupOf(agv.mediaId);
    expect(group).toEqual({
      mediaId: agv.mediaId,
      url: expect.stringMatching(/^\/media\/[0-9a-f]{32}\/320\.webp$/),
      files: 1,
      products: [
        {
          id: agv.id,
          name: agv.name,
          type: "visor",
          status: "published",
          brand: "AGV",
          category: "Viseiras para capacetes AGV K6",
          imageId: agv.imageId,
          url: group?.url,
        },
        {
          id: shoei.id,
          name: shoei.name,
          type: "visor",
          status: "published",
          brand: "Shoei",
          category: "Viseiras para capacetes Shoei NXR2",
          imageId: borrowed,
          url: group?.url,
        },
      ],
      reasons: [
        "Different brands: AGV, Shoei",
        "Different helmet models: Viseiras para capacetes AGV K6, Viseiras para capacetes Shoei NXR2",
      ],
    });
    expect((await t.request(group!.url)).status).toBe(200);

    const detached = await api(`/products/${shoei.id}/images/${borrowed}`, { method: "DELETE" });
    expect(detached.status).toBe(200);
    expect(((await detached.json()) as { id: number }[]).map((i) => i.id)).toEqual([shoei.imageId]);
    expect(await groupOf(agv.mediaId)).toBeUndefined();
    const left = await t.database.db.select().from(productImages).where(eq(productImages.mediaId, agv.mediaId));
    expect(left.map((i) => i.productId)).toEqual([agv.id]);
  });

  it("flags a visor picture on a camera, and replacing the camera's copy with an upload clears it", async () => {
    const visor = await productWithPicture({ name: "Viseira com foto", type: "visor", categoryId: ids.k6 });
    const camera = await productWithPicture({ name: "Câmara com foto errada", type: "camera" });
    const borrowed = await attach(visor.mediaId, camera.id);
    expect((await groupOf(visor.mediaId))?.reasons).toEqual(["Different product types: visor, camera"]);

    const text = new File(["just some notes"], "notes.txt", { type: "image/png" });
    const refused = await replace(camera.id, borrowed, text);
    expect([refused.status, await refused.json()]).toEqual([
      400,
      { error: "notes.txt is not a JPEG, PNG, WebP or AVIF image" },
    ]);
    const empty = await replace(camera.id, borrowed);
    expect([empty.status, await empty.json()]).toEqual([400, { error: "Choose a picture" }]);
    expect(await groupOf(visor.mediaId)).toBeDefined();

    const replaced = await replace(camera.id, borrowed, await png());
    expect(replaced.status).toBe(200);
    const images = (await replaced.json()) as { id: number; hash: string }[];
    expect(images.map((i) => i.id)).toEqual([camera.imageId, borrowed]);
    const [stored] = await t.database.db
      .select({ mimeType: media.mimeType, width: media.width })
      .from(media)
      .where(eq(media.hash, images[1]!.hash));
    expect(stored).toEqual({ mimeType: "image/png", width: 24 });
    expect(await groupOf(visor.mediaId)).toBeUndefined();
    const visorImages = await t.database.db
      .select({ mediaId: productImages.mediaId })
      .from(productImages)
      .where(eq(productImages.productId, visor.id));
    expect(visorImages).toEqual([{ mediaId: visor.mediaId }]);
  });

  it("finds copies of one picture stored as other files (re-encoded, resized), and not a different picture", async () => {
    // A drawing with shapes, as a PNG; its copy a smaller JPEG at a low quality: other bytes, another stored file.
    const drawing = (shapes: string) =>
      sharp(
        Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240">
          <rect width="320" height="240" fill="#e8e4dc"/>${shapes}</svg>`),
      )
        .png()
        .toBuffer();
    const original = await drawing(
      '<circle cx="90" cy="120" r="70" fill="#1d2a3a"/><rect x="180" y="40" width="110" height="60" fill="#c0392b"/>',
    );
    const copy = await sharp(original).resize(200).jpeg({ quality: 45 }).toBuffer();
    const other = await drawing(
      '<rect x="20" y="150" width="280" height="70" fill="#1d2a3a"/><circle cx="230" cy="70" r="50" fill="#2e86c1"/>',
    );
    const upload = async (productId: number, bytes: Buffer, name: string) => {
      const form = new FormData();
      form.append("files", new File([new Uint8Array(bytes)], name));
      const response = await t.request(`/api/admin/products/${productId}/images`, {
        method: "POST",
        body: form,
        headers: { Cookie: cookie, ...sameOrigin },
      });
      expect(response.status).toBe(201);
      const images = (await response.json()) as { id: number }[];
      return images.at(-1)!.id;
    };
    const visor = await productWithPicture({ name: "Viseira fotografada", type: "visor", categoryId: ids.k6 });
    const camera = await productWithPicture({ name: "Câmara com a foto da viseira", type: "camera" });
    const intercom = await productWithPicture({ name: "Intercomunicador com foto sua", type: "intercom" });
    const visorImage = await upload(visor.id, original, "visor.png");
    const cameraImage = await upload(camera.id, copy, "camera.jpg");
    await upload(intercom.id, other, "intercom.png");

    const group = (await groups()).find((g) => g.products.some((p) => p.imageId === visorImage));
    expect(group?.files).toBe(2);
    expect(group?.reasons).toEqual(["Different product types: visor, camera"]);
    expect(group?.products.map((p) => [p.name, p.imageId])).toEqual([
      ["Viseira fotografada", visorImage],
      ["Câmara com a foto da viseira", cameraImage],
    ]);
    // Each product shows its own copy: two files, two addresses.
    expect(new Set(group?.products.map((p) => p.url)).size).toBe(2);
    expect((await groups()).some((g) => g.products.some((p) => p.id === intercom.id))).toBe(false);

    // Replacing the camera's copy with a picture of its own clears the group.
    expect((await replace(camera.id, cameraImage, await png())).status).toBe(200);
    expect((await groups()).some((g) => g.products.some((p) => p.imageId === visorImage))).toBe(false);
  });

  it("leaves alone pictures shared within one family, and those of trashed products", async () => {
    const base = { type: "visor" as const, brandId: ids.agv };
    const clear = await productWithPicture({ ...base, name: "AGV K6 clara", categoryId: ids.k6 });
    // Same model, and the model's own brand category (its parent): the same helmet.
    await attach(clear.mediaId, (await productWithPicture({ ...base, name: "AGV K6 fumada", categoryId: ids.k6 })).id);
    await attach(
      clear.mediaId,
      (await productWithPicture({ ...base, name: "AGV genérica", categoryId: ids.agvVisors })).id,
    );
    const trashed = await productWithPicture({ name: "Câmara no lixo", type: "camera", deletedAt: new Date() });
    await attach(clear.mediaId, trashed.id);
    const shared = await t.database.db
      .select({ productId: productImages.productId })
      .from(productImages)
      .where(eq(productImages.mediaId, clear.mediaId))
      .orderBy(asc(productImages.productId));
    expect(shared).toHaveLength(4);
    expect(await groupOf(clear.mediaId)).toBeUndefined();
  });

  it("answers 404 for unknown products and images, and 400 for ids that are not ids", async () => {
    const product = await productWithPicture({ name: "Produto qualquer" });
    const other = await productWithPicture({ name: "Outro produto" });
    const notFound = { error: "Image not found" };
    for (const [productId, imageId] of [
      [999999, product.imageId],
      [product.id, 999999],
      [other.id, product.imageId],
    ]) {
      const detach = await api(`/products/${productId}/images/${imageId}`, { method: "DELETE" });
      expect([detach.status, await detach.json()]).toEqual([404, notFound]);
      const swap = await replace(productId!, imageId!, await png());
      expect([swap.status, await swap.json()]).toEqual([404, notFound]);
    }
    expect((await api(`/products/abc/images/${product.imageId}`, { method: "DELETE" })).status).toBe(400);
    const untouched = await t.database.db.select().from(productImages).where(eq(productImages.id, product.imageId));
    expect(untouched[0]!.mediaId).toBe(product.mediaId);
  });
});
