import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, sameOrigin } from "#tests/helpers/admin";
import { setupTestApp } from "#tests/helpers/test-app";
import type { AdminProduct, AdminProductListItem } from "~/features/catalog/product-admin.server";
import { getMediaVariant, storeMedia } from "~/features/media/media.server";
import { eq } from "drizzle-orm";
import { productTranslations } from "#db/schema";

const t = setupTestApp();
let cookie = "";
beforeAll(async () => {
  cookie = await adminCookie(t.request);
});

const send = (method: string, path: string, body?: unknown) =>
  t.request(path, {
    method,
    headers: { Cookie: cookie, ...sameOrigin, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const json = async <T = Record<string, unknown>>(res: Response) => ({
  status: res.status,
  body: (await res.json()) as T,
});

const validProduct = {
  name: "Viseira de teste fumada",
  description: "Uma viseira fumada para testes.",
  buttonText: "Ver na loja",
  type: "visor",
  brandId: null,
  categoryId: null,
  price: "24,90",
  originalPrice: "29.90",
  stock: 5,
  aliexpressUrl: "https://s.click.aliexpress.com/e/_testvisor",
  rating: 4.6,
  specifications: { material: "Policarbonato" },
  tags: ["novidade", "Zero's pick"],
  isNew: true,
};

async function createProduct(overrides: Record<string, unknown> = {}) {
  const { status, body } = await json<{ id: number; slug: string }>(
    await send("POST", "/api/admin/products", { ...validProduct, ...overrides }),
  );
  expect(status).toBe(201);
  return body;
}

const png = (color: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .png()
    .toBuffer();

async function upload(id: number, files: { name: string; type: string; bytes: Uint8Array }[]) {
  const form = new FormData();
  for (const file of files)
    form.append("files", new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return t.request(`/api/admin/products/${id}/images`, {
    method: "POST",
    headers: { Cookie: cookie, ...sameOrigin },
    body: form,
  });
}

describe("creating and editing products", () => {
  it("creates a draft that the storefront does not show, normalising the form's values", async () => {
    const { id, slug } = await createProduct();
    expect(slug).toBe("viseira-de-teste-fumada");
    const { body } = await json<AdminProduct>(await send("GET", `/api/admin/products/${id}`));
    expect(body).toMatchObject({
      status: "draft",
      price: "24.90",
      originalPrice: "29.90",
      stock: 5,
      rating: "4.6",
      isNew: true,
      isFeatured: false,
      tags: ["novidade", "Zero's pick"],
    });
    expect((await t.request(`/api/products/${id}`)).status).toBe(404);
  });

  it("says a one-letter name is too short, not missing", async () => {
    const { status, body } = await json<{ fields: Record<string, string> }>(
      await send("POST", "/api/admin/products", { ...validProduct, name: "X" }),
    );
    expect(status).toBe(400);
    expect(body.fields).toEqual({ name: "Name is too short (at least 2 characters)" });
  });

  it("answers every wrong field with its own message and writes nothing", async () => {
    const before = (await json<{ total: number }>(await send("GET", "/api/admin/products"))).body.total;
    const { status, body } = await json<{ error: string; fields: Record<string, string> }>(
      await send("POST", "/api/admin/products", {
        ...validProduct,
        name: "",
        type: "helmet",
        price: "abc",
        originalPrice: "1.00",
        stock: -2,
        aliexpressUrl: "javascript:alert(1)",
        rating: 7,
      }),
    );
    expect(status).toBe(400);
    expect(body.fields).toMatchObject({
      name: "Name is required",
      type: "Choose a product type",
      price: "Price must be an amount like 29.90",
      stock: "Stock cannot be negative",
      aliexpressUrl: "Use a full https:// link, or leave it empty",
      rating: "Rating is 0 to 5",
    });
    expect(body.error).toMatch(/Please correct the \d+ fields marked/);
    const priceBelow = await json<{ fields: Record<string, string> }>(
      await send("POST", "/api/admin/products", { ...validProduct, originalPrice: "10.00" }),
    );
    expect(priceBelow.body.fields).toEqual({ originalPrice: "The original price must be higher than the price" });
    const unknownBrand = await json<{ fields: Record<string, string> }>(
      await send("POST", "/api/admin/products", { ...validProduct, brandId: 999999 }),
    );
    expect(unknownBrand.body.fields).toEqual({ brandId: "Unknown brand" });
    expect((await json<{ total: number }>(await send("GET", "/api/admin/products"))).body.total).toBe(before);
  });

  it("keeps slugs unique, and a renamed slug keeps answering as a redirect", async () => {
    const first = await createProduct({ name: "Intercomunicador repetido", type: "intercom" });
    const second = await createProduct({ name: "Intercomunicador repetido", type: "intercom" });
    expect(second.slug).toBe("intercomunicador-repetido-2");
    const clash = await json<{ fields: Record<string, string> }>(
      await send("PUT", `/api/admin/products/${second.id}`, { ...validProduct, slug: first.slug }),
    );
    expect(clash.status).toBe(400);
    expect(clash.body.fields.slug).toBe("This slug is already used by another product");

    await send("PATCH", `/api/admin/products/${first.id}/status`, { status: "ready" });
    await send("PATCH", `/api/admin/products/${first.id}/status`, { status: "published", confirm: true });
    const renamed = await json(
      await send("PUT", `/api/admin/products/${first.id}`, {
        ...validProduct,
        type: "intercom",
        slug: "intercom-novo",
      }),
    );
    expect(renamed.body).toEqual({ id: first.id, slug: "intercom-novo" });
    const old = await t.getJson<{ id: number; slug: string }>(`/api/products/by-localized-slug/pt/${first.slug}`);
    expect(old.body).toMatchObject({ id: first.id, slug: "intercom-novo" });
  });

  it("duplicates a product as a draft with its pictures and tags", async () => {
    const { id } = await createProduct({ name: "Câmara original", type: "camera" });
    await upload(id, [{ name: "a.png", type: "image/png", bytes: await png("#ff5a1f") }]);
    const { status, body } = await json<{ id: number; slug: string; imageCount: number }>(
      await send("POST", `/api/admin/products/${id}/duplicate`),
    );
    expect(status).toBe(201);
    const copy = (await json<AdminProduct>(await send("GET", `/api/admin/products/${body.id}`))).body;
    expect(copy).toMatchObject({ name: "Câmara original (cópia)", status: "draft", type: "camera", price: "24.90" });
    expect(copy.images).toHaveLength(1);
    expect(copy.tags).toEqual(["novidade", "Zero's pick"]);
  });

  it("duplicates the translations too, each with a free slug of its own and marked for review", async () => {
    const { id } = await createProduct({ name: "Intercomunicador traduzido", type: "intercom" });
    await t.database.db.insert(productTranslations).values([
      {
        productId: id,
        languageCode: "en",
        name: "Translated intercom",
        slug: "translated-intercom",
        description: "An intercom.",
      },
      {
        productId: id,
        languageCode: "de",
        name: "Übersetzte Gegensprechanlage",
        slug: "uebersetzte-gegensprechanlage",
      },
    ]);
    const { body } = await json<{ id: number; translationCount: number }>(
      await send("POST", `/api/admin/products/${id}/duplicate`),
    );
    expect(body.translationCount).toBe(2);
    const rows = await t.database.db
      .select()
      .from(productTranslations)
      .where(eq(productTranslations.productId, body.id))
      .orderBy(productTranslations.languageCode);
    expect(rows.map((r) => [r.languageCode, r.name, r.slug, r.needsReview])).toEqual([
      ["de", "Übersetzte Gegensprechanlage", "ubersetzte-gegensprechanlage", true],
      ["en", "Translated intercom", "translated-intercom-2", true],
    ]);
    expect(rows.find((r) => r.languageCode === "en")!.description).toBe("An intercom.");
    // The source keeps its own slugs, reviewed.
    const source = await t.database.db.select().from(productTranslations).where(eq(productTranslations.productId, id));
    expect(source.map((r) => [r.slug, r.needsReview]).sort()).toEqual([
      ["translated-intercom", false],
      ["uebersetzte-gegensprechanlage", false],
    ]);
  });
});

describe("the lifecycle", () => {
  it("goes draft → ready → published one step at a time, and only published products are public", async () => {
    const { id } = await createProduct({ name: "Microfone do ciclo", type: "microphone" });
    const skip = await json(await send("PATCH", `/api/admin/products/${id}/status`, { status: "published" }));
    expect(skip.status).toBe(409);
    expect((await send("PATCH", `/api/admin/products/${id}/status`, { status: "ready" })).status).toBe(200);
    expect((await t.request(`/api/products/${id}`)).status).toBe(404);
    expect(
      (await send("PATCH", `/api/admin/products/${id}/status`, { status: "published", confirm: true })).status,
    ).toBe(200);
    expect((await t.getJson<{ name: string }>(`/api/products/${id}`)).body.name).toBe("Microfone do ciclo");
    expect((await send("PATCH", `/api/admin/products/${id}/status`, { status: "draft", confirm: true })).status).toBe(
      200,
    );
    expect((await t.request(`/api/products/${id}`)).status).toBe(404);
    const bad = await json(await send("PATCH", `/api/admin/products/${id}/status`, { status: "live" }));
    expect(bad).toEqual({ status: 400, body: { error: "Status must be draft, ready or published" } });
  });

  it("publishes only after a yes when something is missing, and lists what", async () => {
    const { id } = await createProduct({ name: "Viseira incompleta", aliexpressUrl: "" });
    await send("PATCH", `/api/admin/products/${id}/status`, { status: "ready" });
    const asked = await json<{ error: string; problems: string[]; needsConfirmation: boolean }>(
      await send("PATCH", `/api/admin/products/${id}/status`, { status: "published" }),
    );
    expect(asked.status).toBe(409);
    expect(asked.body.needsConfirmation).toBe(true);
    expect(asked.body.error).toBe("Viseira incompleta is not complete: publish anyway?");
    expect(asked.body.problems).toEqual([
      "No picture: the product page and its cards show an empty frame",
      "No translation in English, Spanish, French, Italian, German: those pages show the Portuguese text",
      "No buy link: the buy button stays disabled",
    ]);
    expect((await json<AdminProduct>(await send("GET", `/api/admin/products/${id}`))).body.status).toBe("ready");
    expect((await t.request(`/api/products/${id}`)).status).toBe(404);

    // A picture, a link and one translation waiting for review: the list shrinks to what is still wrong.
    await upload(id, [{ name: "a.png", type: "image/png", bytes: await png("#2a7fff") }]);
    await send("PUT", `/api/admin/products/${id}`, { ...validProduct, name: "Viseira incompleta" });
    await t.database.db.insert(productTranslations).values({
      productId: id,
      languageCode: "en",
      name: "Incomplete visor",
      slug: "incomplete-visor",
      needsReview: true,
    });
    const again = await json<{ problems: string[] }>(
      await send("PATCH", `/api/admin/products/${id}/status`, { status: "published" }),
    );
    expect(again.body.problems).toEqual([
      "No translation in Spanish, French, Italian, German: those pages show the Portuguese text",
      "Translations waiting for review: English",
    ]);
    const yes = await send("PATCH", `/api/admin/products/${id}/status`, { status: "published", confirm: true });
    expect(yes.status).toBe(200);
    expect((await t.request(`/api/products/${id}`)).status).toBe(200);
  });

  it("takes a live product off the site only after a yes", async () => {
    const { id } = await createProduct({ name: "Intercomunicador ao vivo", type: "intercom" });
    await send("PATCH", `/api/admin/products/${id}/status`, { status: "ready" });
    await send("PATCH", `/api/admin/products/${id}/status`, { status: "published", confirm: true });
    for (const status of ["draft", "ready"]) {
      const asked = await json<{ error: string; problems: string[] }>(
        await send("PATCH", `/api/admin/products/${id}/status`, { status }),
      );
      expect(asked.status).toBe(409);
      expect(asked.body.error).toBe(
        `Intercomunicador ao vivo is live: moving it to ${status} takes it off the storefront`,
      );
      expect((await t.request(`/api/products/${id}`)).status).toBe(200);
    }
    const notBoolean = await json(
      await send("PATCH", `/api/admin/products/${id}/status`, { status: "draft", confirm: "yes" }),
    );
    expect(notBoolean).toEqual({ status: 400, body: { error: "confirm must be true or false" } });
    expect((await send("PATCH", `/api/admin/products/${id}/status`, { status: "draft", confirm: true })).status).toBe(
      200,
    );
    expect((await t.request(`/api/products/${id}`)).status).toBe(404);
  });
});

describe("trash", () => {
  it("trashes, restores, and deletes for good only from the trash", async () => {
    const { id } = await createProduct({ name: "Acessório efémero", type: "accessory" });
    await send("PATCH", `/api/admin/products/${id}/status`, { status: "ready" });
    await send("PATCH", `/api/admin/products/${id}/status`, { status: "published", confirm: true });
    expect((await t.request(`/api/products/${id}`)).status).toBe(200);

    expect((await send("DELETE", `/api/admin/products/${id}/permanent`)).status).toBe(404);
    expect((await send("DELETE", `/api/admin/products/${id}`)).status).toBe(200);
    expect((await t.request(`/api/products/${id}`)).status).toBe(404);
    const list = await json<{ items: AdminProductListItem[] }>(await send("GET", "/api/admin/products?search=efémero"));
    expect(list.body.items).toEqual([]);

    expect((await send("POST", `/api/admin/products/${id}/restore`)).status).toBe(200);
    expect((await t.request(`/api/products/${id}`)).status).toBe(200);

    await send("DELETE", `/api/admin/products/${id}`);
    expect((await send("DELETE", `/api/admin/products/${id}/permanent`)).status).toBe(200);
    expect((await send("POST", `/api/admin/products/${id}/restore`)).status).toBe(404);
    expect((await send("GET", `/api/admin/products/${id}`)).status).toBe(404);
  });
});

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
    const { hash } = await storeMedia(t.database.db, jpeg.subarray(0, jpeg.length >> 1), "image/jpeg");
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
