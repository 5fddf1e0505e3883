import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { categories, priceHistory, products, slugRedirects } from "#db/schema";
import type { AdminProduct } from "~/features/catalog/product-admin.server";
import type { AdminCategory } from "~/features/categories/category-admin.server";
import { json, setupProductAdminTests, validProduct } from "./admin-products.test-setup";

// Issue 33, point 2 (decision 0031): a save names the version it loaded; a record changed since answers 409
// with what is stored now, and writes nothing. A save that names no version overwrites, as before.
const { t, send, createProduct } = setupProductAdminTests();

type Stale<T> = { error: string; stale: true; version: string; current: T };

const productNow = async (id: number) =>
  (await json<AdminProduct>(await send("GET", `/api/admin/products/${id}`))).body;
const categoryNow = async (id: number) =>
  (await json<AdminCategory>(await send("GET", `/api/admin/categories/${id}`))).body;

/** What the database holds of a product, including what a refused save must not have written. */
async function productTrace(id: number) {
  const [[row], [history], [redirects]] = await Promise.all([
    t.database.db.select().from(products).where(eq(products.id, id)),
    t.database.db.select({ n: count() }).from(priceHistory).where(eq(priceHistory.productId, id)),
    t.database.db.select({ n: count() }).from(slugRedirects),
  ]);
  return { row, history: history!.n, redirects: redirects!.n, tags: (await productNow(id)).tags };
}

describe("a product saved from a stale tab", () => {
  it("is refused with 409 and what is stored now, writes nothing, and saves when sent again with the new version", async () => {
    const { id } = await createProduct({ price: "50.90", originalPrice: null });
    const loaded = await productNow(id);

    // Tab A saves a new price against the version it loaded.
    const a = await json<{ updatedAt: string }>(
      await send("PUT", `/api/admin/products/${id}`, {
        ...validProduct,
        price: "51.50",
        originalPrice: null,
        expectedVersion: loaded.updatedAt,
      }),
    );
    expect(a.status).toBe(200);
    expect(a.body.updatedAt).not.toBe(loaded.updatedAt);
    const afterA = await productTrace(id);

    // Tab B, still on the first version, changed the description, the slug and the tags (and holds the old price).
    const fromB = {
      ...validProduct,
      price: "50.90",
      originalPrice: null,
      description: "Texto novo do separador B",
      slug: "outro-endereco",
      tags: ["outra"],
      expectedVersion: loaded.updatedAt,
    };
    const refused = await json<Stale<AdminProduct>>(await send("PUT", `/api/admin/products/${id}`, fromB));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ stale: true, version: a.body.updatedAt });
    expect(refused.body.error).toMatch(/saved elsewhere/);
    expect(refused.body.current).toMatchObject({ id, price: "51.50", updatedAt: a.body.updatedAt });
    expect(await productTrace(id)).toEqual(afterA);

    // "Overwrite": the same form with the version the 409 named.
    const overwritten = await send("PUT", `/api/admin/products/${id}`, {
      ...fromB,
      expectedVersion: refused.body.version,
    });
    expect(overwritten.status).toBe(200);
    expect(await productNow(id)).toMatchObject({
      price: "50.90",
      description: "Texto novo do separador B",
      slug: "outro-endereco",
      tags: ["outra"],
    });
  });

  it("accepts the version of a row written by the database's clock (microseconds), as the API answers it", async () => {
    const [seeded] = await t.database.db.select({ id: products.id }).from(products).limit(1);
    await t.database.db.execute(`update products set updated_at = now() where id = ${seeded!.id}`);
    const loaded = await productNow(seeded!.id);
    const { tags, specifications, fits, visor, ...rest } = loaded;
    const form = { ...rest, tags, specifications, fits: fits.map(({ helmetModelId }) => ({ helmetModelId })) };
    const saved = await send("PUT", `/api/admin/products/${seeded!.id}`, {
      ...form,
      visor,
      expectedVersion: loaded.updatedAt,
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
  });

  it("overwrites as before when the save names no version", async () => {
    const { id } = await createProduct();
    await send("PUT", `/api/admin/products/${id}`, { ...validProduct, price: "30.00", originalPrice: null });
    const saved = await send("PUT", `/api/admin/products/${id}`, {
      ...validProduct,
      price: "31.00",
      originalPrice: null,
    });
    expect(saved.status).toBe(200);
    expect((await productNow(id)).price).toBe("31.00");
  });

  it("refuses a version that is not a date with 400, and writes nothing", async () => {
    const { id } = await createProduct();
    const before = await productTrace(id);
    const { status, body } = await json<{ fields: Record<string, string> }>(
      await send("PUT", `/api/admin/products/${id}`, { ...validProduct, name: "Outro nome", expectedVersion: "ontem" }),
    );
    expect(status).toBe(400);
    expect(body.fields).toEqual({ expectedVersion: "expectedVersion must be the record's updatedAt" });
    expect(await productTrace(id)).toEqual(before);
  });

  it("answers 404 for a product that is gone, whatever version is named", async () => {
    const { status } = await send("PUT", "/api/admin/products/999999", {
      ...validProduct,
      expectedVersion: new Date().toISOString(),
    });
    expect(status).toBe(404);
  });
});

describe("a category saved from a stale tab", () => {
  const form = (c: AdminCategory) => ({
    name: c.name,
    slug: c.slug,
    description: c.description,
    imageUrl: c.imageUrl,
    parentId: c.parentId,
    sortOrder: c.sortOrder,
  });

  it("is refused with 409 and what is stored now, writes nothing, and saves with the new version", async () => {
    const created = await json<{ id: number }>(
      await send("POST", "/api/admin/categories", { name: "Luvas de verão", description: "Antes" }),
    );
    const id = created.body.id;
    const loaded = await categoryNow(id);
    const a = await json<{ updatedAt: string }>(
      await send("PUT", `/api/admin/categories/${id}`, {
        ...form(loaded),
        description: "Escrito no separador A",
        expectedVersion: loaded.updatedAt,
      }),
    );
    expect(a.status).toBe(200);
    const [afterA] = await t.database.db.select().from(categories).where(eq(categories.id, id));

    const fromB = { ...form(loaded), name: "Luvas leves", slug: "luvas-leves", expectedVersion: loaded.updatedAt };
    const refused = await json<Stale<AdminCategory>>(await send("PUT", `/api/admin/categories/${id}`, fromB));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      stale: true,
      version: a.body.updatedAt,
      current: { id, description: "Escrito no separador A", name: "Luvas de verão" },
    });
    expect((await t.database.db.select().from(categories).where(eq(categories.id, id)))[0]).toEqual(afterA);

    const overwritten = await send("PUT", `/api/admin/categories/${id}`, {
      ...fromB,
      expectedVersion: refused.body.version,
    });
    expect(overwritten.status).toBe(200);
    expect(await categoryNow(id)).toMatchObject({ name: "Luvas leves", slug: "luvas-leves", description: "Antes" });
  });

  it("lists each category with the version its form sends back", async () => {
    const tree = (await json<{ id: number; updatedAt: string }[]>(await send("GET", "/api/admin/categories"))).body;
    const one = await categoryNow(tree[0]!.id);
    expect(tree[0]!.updatedAt).toBe(one.updatedAt);
  });
});

describe("a newsletter issue saved from a stale tab", () => {
  type Issue = { id: number; subject: string; body: string; updatedAt: string };
  const issueNow = async (id: number) =>
    (await json<Issue>(await send("GET", `/api/admin/newsletter-issues/${id}`))).body;

  it("is refused with 409 and the draft as stored, writes nothing, and saves with the new version", async () => {
    const created = await json<{ id: number }>(
      await send("POST", "/api/admin/newsletter-issues", { subject: "Viseiras de inverno", body: "Primeiro texto" }),
    );
    const id = created.body.id;
    const loaded = await issueNow(id);
    const a = await json<{ updatedAt: string }>(
      await send("PUT", `/api/admin/newsletter-issues/${id}`, {
        subject: "Viseiras de inverno",
        body: "Texto do separador A",
        expectedVersion: loaded.updatedAt,
      }),
    );
    expect(a.status).toBe(200);

    const fromB = { subject: "Assunto do separador B", body: "Primeiro texto", expectedVersion: loaded.updatedAt };
    const refused = await json<Stale<Issue>>(await send("PUT", `/api/admin/newsletter-issues/${id}`, fromB));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ stale: true, version: a.body.updatedAt });
    expect(refused.body.current).toMatchObject({ id, body: "Texto do separador A", updatedAt: a.body.updatedAt });
    expect(await issueNow(id)).toMatchObject({ subject: "Viseiras de inverno", body: "Texto do separador A" });

    const overwritten = await send("PUT", `/api/admin/newsletter-issues/${id}`, {
      ...fromB,
      expectedVersion: refused.body.version,
    });
    expect(overwritten.status).toBe(200);
    expect(await issueNow(id)).toMatchObject({ subject: "Assunto do separador B", body: "Primeiro texto" });
  });
});

describe("a menu item saved from a stale tab", () => {
  type Item = { id: number; label: string; target: string; enabled: boolean; updatedAt: string };
  const itemNow = async (id: number) => {
    const { items } = (await json<{ items: Item[] }>(await send("GET", "/api/admin/menu"))).body;
    return items.find((item) => item.id === id)!;
  };
  const body = { label: "Viseiras", target: "page:products", parentId: null, enabled: true };

  it("is refused with 409 and the item as stored, writes nothing, and saves with the new version", async () => {
    const created = await json<{ id: number }>(await send("POST", "/api/admin/menu", body));
    const id = created.body.id;
    const loaded = await itemNow(id);
    expect(loaded.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const a = await json<{ updatedAt: string }>(
      await send("PUT", `/api/admin/menu/${id}`, { ...body, label: "Viseiras A", expectedVersion: loaded.updatedAt }),
    );
    expect(a.status).toBe(200);
    expect(a.body.updatedAt).not.toBe(loaded.updatedAt);

    const fromB = { ...body, enabled: false, expectedVersion: loaded.updatedAt };
    const refused = await json<Stale<Item>>(await send("PUT", `/api/admin/menu/${id}`, fromB));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ stale: true, version: a.body.updatedAt });
    expect(refused.body.current).toMatchObject({ id, label: "Viseiras A", enabled: true, updatedAt: a.body.updatedAt });
    expect(await itemNow(id)).toMatchObject({ label: "Viseiras A", enabled: true });

    const overwritten = await send("PUT", `/api/admin/menu/${id}`, { ...fromB, expectedVersion: refused.body.version });
    expect(overwritten.status).toBe(200);
    expect(await itemNow(id)).toMatchObject({ label: "Viseiras", enabled: false });
    // Without a version, a save overwrites as before.
    expect((await send("PUT", `/api/admin/menu/${id}`, body)).status).toBe(200);
  });
});

describe("a translation saved from a stale editor", () => {
  type Row = { name: string; description: string; updatedAt: string };
  const path = (id: number) => `/api/admin/translations/product/${id}/en`;
  const rowNow = async (id: number) =>
    (
      await json<{ translations: Record<string, Row | null> }>(
        await send("GET", `/api/admin/translations/product/${id}`),
      )
    ).body.translations.en;

  it("is refused with 409 and the row as stored, from no translation and from a saved one", async () => {
    const { id } = await createProduct({});
    // Both editors opened English before it had a translation; A saves first.
    const a = await json<Row>(await send("PUT", path(id), { name: "Visor A", expectedVersion: "new" }));
    expect(a.status).toBe(200);
    const fromB = { name: "Visor B", description: "Typed in B", expectedVersion: "new" };
    const refused = await json<Stale<Row>>(await send("PUT", path(id), fromB));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ stale: true, version: a.body.updatedAt, current: { name: "Visor A" } });
    expect(await rowNow(id)).toMatchObject({ name: "Visor A", description: "" });

    const overwritten = await json<Row>(
      await send("PUT", path(id), { ...fromB, expectedVersion: refused.body.version }),
    );
    expect(overwritten.status).toBe(200);
    expect(await rowNow(id)).toMatchObject({ name: "Visor B", description: "Typed in B" });
    // The first version is stale now too; a save without a version (the AI, a batch) still overwrites.
    expect((await send("PUT", path(id), { name: "Visor C", expectedVersion: a.body.updatedAt })).status).toBe(409);
    expect((await send("PUT", path(id), { name: "Visor D" })).status).toBe(200);
    expect((await send("PUT", path(id), { name: "Visor E", expectedVersion: "old" })).status).toBe(400);
  });
});
