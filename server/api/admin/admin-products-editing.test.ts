import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productTranslations } from "#db/schema";
import type { AdminProduct, AdminProductListItem } from "~/features/catalog/product-admin.server";
import { json, png, setupProductAdminTests, validProduct } from "./admin-products.test-setup";

// Creating, editing and duplicating products, their lifecycle (draft → ready → published) and the trash.
const { t, send, createProduct, upload } = setupProductAdminTests();

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

  it("takes a rating with a decimal comma, as the price fields take one", async () => {
    const { body: created } = await json<{ id: number }>(
      await send("POST", "/api/admin/products", { ...validProduct, rating: "4,5" }),
    );
    const { body } = await json<AdminProduct>(await send("GET", `/api/admin/products/${created.id}`));
    expect(body.rating).toBe("4.5");
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
    const notAnAmount = await json<{ fields: Record<string, string> }>(
      await send("POST", "/api/admin/products", { ...validProduct, originalPrice: "about 40" }),
    );
    expect(notAnAmount.body.fields).toEqual({ originalPrice: "Original price must be an amount like 29.90" });
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
    expect(renamed.body).toMatchObject({ id: first.id, slug: "intercom-novo" });
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
