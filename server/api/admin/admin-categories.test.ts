import { and, eq, inArray, isNull } from "drizzle-orm";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { categories, categoryTranslations, products, slugRedirects } from "#db/schema";
import { setupTestApp } from "#tests/helpers/test-app";
import { getHeaderMenu } from "~/features/navigation/navigation.server";
import type { AdminCategory, AdminCategoryListItem } from "~/features/categories/category-admin.server";
import type { AppEnv } from "../../context";
import { errorResponse } from "../../http";
import { categoriesAdmin } from "./categories";

const t = setupTestApp();
/** The router on its own (not yet registered in the admin API): no session needed. */
let admin: Hono<AppEnv>;
beforeAll(() => {
  admin = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set("database", t.database);
      c.set("trustProxy", false);
      await next();
    })
    .onError(errorResponse)
    .route("/api/admin/categories", categoriesAdmin);
});

const base = "/api/admin/categories";
type Json = Record<string, unknown>;
type FieldError = { error: string; fields: Record<string, string> };

async function send<T = Json>(method: string, path: string, body?: unknown) {
  const res = await admin.request(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

const list = async () => (await send<AdminCategoryListItem[]>("GET", "")).body;
const bySlug = async (slug: string) => (await list()).find((c) => c.slug === slug)!;

async function createCategory(form: Json) {
  const { status, body } = await send<{ id: number; slug: string }>("POST", "", form);
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

const publicSlugs = async (categorySlug: string) => {
  const res = await t.request(`/api/products/category/${categorySlug}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { slug: string }[]).map((p) => p.slug).sort();
};

describe("the category tree", () => {
  it("lists every live category depth-first with counts and labelled paths", async () => {
    const tree = await list();
    const live = await t.database.db.select({ id: categories.id }).from(categories).where(isNull(categories.deletedAt));
    expect(tree.length).toBe(live.length);
    expect(tree.length).toBeGreaterThan(50);
    expect(tree[0]).toMatchObject({ slug: "visors", depth: 0, parentId: null, path: "Viseiras" });
    const k6 = tree.find((c) => c.slug === "visors-agv-k6")!;
    expect(k6).toMatchObject({
      path: "Viseiras › Viseiras AGV › Viseiras para capacetes AGV K6",
      depth: 2,
      productCount: 3,
      childCount: 0,
      translationCount: 5,
    });
    expect(tree.find((c) => c.slug === "visors-agv")!.childCount).toBeGreaterThan(0);
    // Every category comes after its parent, one level deeper.
    const seen = new Map<number, number>();
    for (const c of tree) {
      if (c.parentId === null) expect(c.depth).toBe(0);
      else expect(c.depth).toBe(seen.get(c.parentId)! + 1);
      seen.set(c.id, c.depth);
    }
  });

  it("answers one category with its translations, 404 for unknown ids and 400 for bad ones", async () => {
    const k6 = await bySlug("visors-agv-k6");
    const { status, body } = await send<AdminCategory>("GET", `/${k6.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: k6.id, slug: "visors-agv-k6", path: k6.path, productCount: 3 });
    expect(body.translations.map((tr) => tr.languageCode)).toEqual(["de", "en", "es", "fr", "it"]);
    expect((await send("GET", "/999999")).status).toBe(404);
    expect((await send("GET", "/abc")).status).toBe(400);
  });
});

describe("creating and editing categories", () => {
  it("creates a category under a parent, with a slug made from the name", async () => {
    const accessories = await bySlug("accessories");
    const { id, slug } = await createCategory({
      name: "Luvas de inverno",
      description: "Luvas quentes.",
      imageUrl: "/images/luvas.png",
      parentId: accessories.id,
      sortOrder: "5",
    });
    expect(slug).toBe("luvas-de-inverno");
    const { body } = await send<AdminCategory>("GET", `/${id}`);
    expect(body).toMatchObject({
      name: "Luvas de inverno",
      imageUrl: "/images/luvas.png",
      parentId: accessories.id,
      sortOrder: 5,
      path: "Acessórios › Luvas de inverno",
      depth: 1,
      translations: [],
    });
    const https = await createCategory({ name: "Botas", imageUrl: "https://cdn.example.com/botas.png" });
    expect((await send<AdminCategory>("GET", `/${https.id}`)).body).toMatchObject({
      imageUrl: "https://cdn.example.com/botas.png",
      parentId: null,
      sortOrder: 0,
      description: "",
    });
  });

  it("answers every wrong field with its own message and writes nothing", async () => {
    const before = (await list()).length;
    const { status, body } = await send<FieldError>("POST", "", {
      name: " ",
      slug: "Bad Slug",
      description: "x".repeat(2001),
      imageUrl: "javascript:alert(1)",
      parentId: -3,
      sortOrder: 1.5,
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      name: "Name is required",
      slug: "Use lowercase letters, digits and single dashes",
      description: "Description is too long",
      imageUrl: "Use a full https:// link or a path starting with /, or leave it empty",
      parentId: "Choose a parent category",
      sortOrder: "Sort order must be a whole number",
    });
    expect(body.error).toBe("Please correct the 6 fields marked");
    for (const [field, value] of [
      ["name", "x".repeat(121)],
      ["imageUrl", "//evil.example.com/x.png"],
      ["imageUrl", "http://example.com/x.png"],
      ["slug", "double--dash"],
    ] as const) {
      const res = await send<FieldError>("POST", "", { name: "Válida", [field]: value });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual([field]);
    }
    const unknownParent = await send<FieldError>("POST", "", { name: "Órfã", parentId: 999999 });
    expect(unknownParent.body.fields).toEqual({ parentId: "Unknown parent category" });
    expect((await send("POST", "", "not json")).status).toBe(400);
    expect((await list()).length).toBe(before);
  });

  it("keeps slugs unique across live categories, translations and static pages", async () => {
    const used = await send<FieldError>("POST", "", { name: "Outra", slug: "cameras" });
    expect(used.status).toBe(400);
    expect(used.body.fields).toEqual({ slug: "This slug is already used" });
    // "camaras" is the Spanish (and Portuguese-looking) slug of the cameras category.
    const translated = await send<FieldError>("POST", "", { name: "Outra", slug: "camaras" });
    expect(translated.body.fields).toEqual({ slug: "This slug is already used" });
    const page = await send<FieldError>("POST", "", { name: "Outra", slug: "sobre" });
    expect(page.body.fields).toEqual({ slug: "This slug is reserved for a page of the site" });

    expect((await createCategory({ name: "Câmaras DJI" })).slug).toBe("camaras-dji-2");
    expect((await createCategory({ name: "Sobre" })).slug).toBe("sobre-2");
    expect((await createCategory({ name: "Repetida" })).slug).toBe("repetida");
    expect((await createCategory({ name: "Repetida" })).slug).toBe("repetida-2");

    const repeated = await bySlug("repetida-2");
    const clash = await send<FieldError>("PUT", `/${repeated.id}`, { name: "Repetida", slug: "repetida" });
    expect(clash.status).toBe(400);
    expect(clash.body.fields).toEqual({ slug: "This slug is already used" });
  });

  it("edits a category, and a renamed slug keeps answering on the storefront as a redirect", async () => {
    const { id } = await createCategory({ name: "Coletes refletores" });
    expect((await t.getJson("/api/categories/slug/coletes-refletores")).status).toBe(200);

    const saved = await send("PUT", `/${id}`, {
      name: "Coletes de alta visibilidade",
      slug: "coletes-alta-visibilidade",
      description: "Para ser visto.",
    });
    expect(saved).toEqual({ status: 200, body: { id, slug: "coletes-alta-visibilidade" } });
    expect((await send<AdminCategory>("GET", `/${id}`)).body).toMatchObject({
      name: "Coletes de alta visibilidade",
      description: "Para ser visto.",
    });
    const old = await t.getJson<{ redirect: boolean; newSlug: string }>("/api/categories/slug/coletes-refletores");
    expect(old.status).toBe(200);
    expect(old.body).toMatchObject({ redirect: true, newSlug: "coletes-alta-visibilidade" });
    const current = await t.getJson<{ id: number }>("/api/categories/slug/coletes-alta-visibilidade");
    expect(current.body.id).toBe(id);

    // An empty slug keeps the current one; an unknown id is a 404.
    expect((await send("PUT", `/${id}`, { name: "Coletes" })).body).toEqual({ id, slug: "coletes-alta-visibilidade" });
    expect((await send("PUT", "/999999", { name: "Nada" })).status).toBe(404);
  });
});

describe("renaming a category the header menu links to", () => {
  it("moves the menu link to the new slug, so the item stays in the storefront's menu", async () => {
    const ejeas = await bySlug("intercoms-ejeas");
    const before = await getHeaderMenu(t.database.db, "pt");
    const label = before.find((item) => item.href === "/pt/intercoms-ejeas")!.label;
    await send("PUT", `/${ejeas.id}`, {
      name: ejeas.name,
      slug: "intercomunicadores-ejeas-mesh",
      parentId: ejeas.parentId,
    });
    const after = await getHeaderMenu(t.database.db, "pt");
    expect(after.find((item) => item.label === label)?.href).toBe("/pt/intercomunicadores-ejeas-mesh");
  });
});

describe("the hierarchy", () => {
  it("refuses to move a category under itself or under one of its subcategories", async () => {
    const [visors, agv, k6] = [await bySlug("visors"), await bySlug("visors-agv"), await bySlug("visors-agv-k6")];
    const message = "A category cannot move under itself or one of its subcategories";
    for (const [id, parentId] of [
      [visors.id, visors.id],
      [visors.id, k6.id],
      [agv.id, k6.id],
    ]) {
      const { status, body } = await send<FieldError>("PATCH", `/${id}/parent`, { parentId });
      expect(status).toBe(400);
      expect(body).toEqual({ error: message, fields: { parentId: message } });
    }
    // The form goes through the same check.
    const viaForm = await send<FieldError>("PUT", `/${visors.id}`, { name: visors.name, parentId: k6.id });
    expect(viaForm.body.fields).toEqual({ parentId: message });
    expect((await bySlug("visors")).parentId).toBeNull();
    expect((await bySlug("visors-agv")).parentId).toBe(visors.id);
  });

  it("moves a category with its subtree, and back to the top level", async () => {
    const { id } = await createCategory({ name: "Equipamento" });
    const child = await createCategory({ name: "Casacos", parentId: id });
    const accessories = await bySlug("accessories");

    expect(await send("PATCH", `/${id}/parent`, { parentId: accessories.id })).toEqual({
      status: 200,
      body: { id, parentId: accessories.id },
    });
    const moved = (await list()).find((c) => c.id === child.id)!;
    expect(moved).toMatchObject({ path: "Acessórios › Equipamento › Casacos", depth: 2 });

    expect((await send("PATCH", `/${id}/parent`, { parentId: null })).status).toBe(200);
    expect((await list()).find((c) => c.id === child.id)!.path).toBe("Equipamento › Casacos");
  });

  it("answers 404 for unknown categories or parents and 400 for a bad body", async () => {
    const visors = await bySlug("visors");
    expect((await send("PATCH", "/999999/parent", { parentId: null })).status).toBe(404);
    expect((await send("PATCH", `/${visors.id}/parent`, { parentId: 999999 })).status).toBe(404);
    expect((await send("PATCH", `/${visors.id}/parent`, { parentId: "x" })).status).toBe(400);
    expect((await send("PATCH", `/${visors.id}/parent`, {})).status).toBe(400);
  });
});

describe("the trash", () => {
  it("moves subcategories and products to the parent, restores empty, and purges only from the trash", async () => {
    const { db } = t.database;
    const cameras = await bySlug("cameras");
    const insta = await bySlug("cameras-insta360");
    const dji = await bySlug("cameras-dji");
    const before = await publicSlugs("cameras");
    const djiProducts = await publicSlugs("cameras-dji");
    expect(djiProducts.length).toBeGreaterThan(0);
    const filedInDji = await db.select({ id: products.id }).from(products).where(eq(products.categoryId, dji.id));

    // A middle level: "Câmaras › Ação" holding Insta360 as a subcategory and DJI's products directly.
    const action = await createCategory({ name: "Câmaras de ação", parentId: cameras.id });
    expect((await send("PATCH", `/${insta.id}/parent`, { parentId: action.id })).status).toBe(200);
    await db.update(products).set({ categoryId: action.id }).where(eq(products.categoryId, dji.id));
    expect(await send("PUT", `/${action.id}`, { name: "Ação", slug: "camaras-acao", parentId: cameras.id })).toEqual({
      status: 200,
      body: { id: action.id, slug: "camaras-acao" },
    });
    expect(await publicSlugs("camaras-acao")).toEqual(
      [...djiProducts, ...(await publicSlugs("cameras-insta360"))].sort(),
    );

    const impact = { subcategories: 1, products: filedInDji.length, movesTo: { id: cameras.id, name: "Câmaras" } };
    expect(await send("GET", `/${action.id}/deletion-impact`)).toEqual({ status: 200, body: impact });
    expect(await send("DELETE", `/${action.id}`)).toEqual({
      status: 200,
      body: { success: true, message: "Moved to the trash", ...impact },
    });

    // Nothing points at the trashed category; the storefront still lists everything under cameras.
    expect(await db.select().from(categories).where(eq(categories.parentId, action.id))).toEqual([]);
    expect(await db.select().from(products).where(eq(products.categoryId, action.id))).toEqual([]);
    expect((await bySlug("cameras-insta360")).parentId).toBe(cameras.id);
    expect((await bySlug("cameras")).productCount).toBe(filedInDji.length);
    expect(await publicSlugs("cameras")).toEqual(before);
    expect((await t.request("/api/categories/slug/camaras-acao")).status).toBe(404);
    expect((await list()).some((c) => c.id === action.id)).toBe(false);
    expect((await send("GET", `/${action.id}`)).status).toBe(404);
    expect((await send("DELETE", `/${action.id}`)).status).toBe(404);

    const trash = await send<{ id: number; restoresUnder: { id: number } | null }[]>("GET", "/trash");
    expect(trash.body.find((c) => c.id === action.id)).toMatchObject({ restoresUnder: { id: cameras.id } });

    // Restored: back under cameras, empty.
    expect((await send("POST", `/${action.id}/restore`)).body).toMatchObject({ success: true, parentId: cameras.id });
    expect(await bySlug("camaras-acao")).toMatchObject({ parentId: cameras.id, productCount: 0, childCount: 0 });
    expect((await send("POST", `/${action.id}/restore`)).status).toBe(404);

    // Purge: only from the trash; its old slugs go with it.
    expect((await send("DELETE", `/${action.id}/permanent`)).status).toBe(404);
    expect((await send("DELETE", `/${action.id}`)).status).toBe(200);
    expect(await send("DELETE", `/${action.id}/permanent`)).toEqual({
      status: 200,
      body: { success: true, message: "Deleted for good" },
    });
    expect(await db.select().from(categories).where(eq(categories.id, action.id))).toEqual([]);
    expect(
      await db
        .select()
        .from(slugRedirects)
        .where(and(eq(slugRedirects.entityType, "category"), eq(slugRedirects.entityId, action.id))),
    ).toEqual([]);
    expect((await send("GET", "/trash")).body).not.toContainEqual(expect.objectContaining({ id: action.id }));
    expect((await send("DELETE", "/999999/permanent")).status).toBe(404);
  });

  it("moves a top-level category's products to no category and its children to the top level", async () => {
    const { db } = t.database;
    const top = await createCategory({ name: "Topo temporário" });
    const child = await createCategory({ name: "Filha temporária", parentId: top.id });
    const [product] = await db.select({ id: products.id }).from(products).limit(1);
    await db.update(products).set({ categoryId: top.id }).where(eq(products.id, product!.id));

    const { body } = await send("DELETE", `/${top.id}`);
    expect(body).toMatchObject({ subcategories: 1, products: 1, movesTo: null });
    expect((await bySlug("filha-temporaria")).parentId).toBeNull();
    const [moved] = await db
      .select({ categoryId: products.categoryId })
      .from(products)
      .where(eq(products.id, product!.id));
    expect(moved!.categoryId).toBeNull();
    expect(child.slug).toBe("filha-temporaria");
  });

  it("refuses a restore whose slug a live category took meanwhile, and restores at the top level without its parent", async () => {
    const parent = await createCategory({ name: "Pai efémero" });
    const first = await createCategory({ name: "Nome disputado", parentId: parent.id });
    expect((await send("DELETE", `/${first.id}`)).status).toBe(200);
    const second = await createCategory({ name: "Nome disputado" });
    expect(second.slug).toBe("nome-disputado");

    const refused = await send("POST", `/${first.id}/restore`);
    expect(refused.status).toBe(409);
    expect((await send("GET", `/${first.id}`)).status).toBe(404);

    expect((await send("PUT", `/${second.id}`, { name: "Nome disputado", slug: "nome-resolvido" })).status).toBe(200);
    expect((await send("DELETE", `/${parent.id}`)).status).toBe(200);
    expect((await send("POST", `/${first.id}/restore`)).body).toMatchObject({ success: true, parentId: null });
    expect(await bySlug("nome-disputado")).toMatchObject({ id: first.id, parentId: null });

    // Purging the parent leaves the translations table and the tree consistent.
    expect((await send("DELETE", `/${parent.id}/permanent`)).status).toBe(200);
    expect(
      await t.database.db.select().from(categoryTranslations).where(eq(categoryTranslations.categoryId, parent.id)),
    ).toEqual([]);
  });

  it("restores with its products when asked: those trashing moved out and still where it put them", async () => {
    const { db } = t.database;
    const cameras = await bySlug("cameras");
    const elsewhere = await bySlug("intercoms");
    const holder = await createCategory({ name: "Câmaras emprestadas", parentId: cameras.id });
    const picked = await db.select({ id: products.id }).from(products).orderBy(products.id).limit(3);
    const [stays, movedAway, goneToTrash] = picked.map((p) => p.id) as [number, number, number];
    await db
      .update(products)
      .set({ categoryId: holder.id })
      .where(inArray(products.id, [stays, movedAway, goneToTrash]));
    const categoryOf = async (id: number) =>
      (await db.select({ c: products.categoryId }).from(products).where(eq(products.id, id)))[0]!.c;

    expect((await send("DELETE", `/${holder.id}`)).status).toBe(200);
    expect(await categoryOf(stays)).toBe(cameras.id);
    // Since then the curator filed one elsewhere and trashed another: those stay where they are.
    await db.update(products).set({ categoryId: elsewhere.id }).where(eq(products.id, movedAway));
    await db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, goneToTrash));
    const trash = await send<{ id: number; productsToBringBack: number }[]>("GET", "/trash");
    expect(trash.body.find((c) => c.id === holder.id)).toMatchObject({ productsToBringBack: 1 });

    const bad = await send("POST", `/${holder.id}/restore`, { bringProductsBack: "yes" });
    expect(bad).toEqual({ status: 400, body: { error: "bringProductsBack must be true or false" } });
    expect((await send("GET", `/${holder.id}`)).status).toBe(404);

    const restored = await send("POST", `/${holder.id}/restore`, { bringProductsBack: true });
    expect(restored.body).toMatchObject({ success: true, parentId: cameras.id, productsBack: 1 });
    expect(await categoryOf(stays)).toBe(holder.id);
    expect(await categoryOf(movedAway)).toBe(elsewhere.id);
    expect(await categoryOf(goneToTrash)).toBe(cameras.id);
    await db.update(products).set({ deletedAt: null }).where(eq(products.id, goneToTrash));

    // A bare restore brings the category alone, and forgets what it held.
    expect((await send("DELETE", `/${holder.id}`)).status).toBe(200);
    expect((await send("POST", `/${holder.id}/restore`)).body).toMatchObject({ productsBack: 0 });
    expect(await categoryOf(stays)).toBe(cameras.id);
    expect((await send("DELETE", `/${holder.id}`)).status).toBe(200);
    expect(
      (await send<{ id: number; productsToBringBack: number }[]>("GET", "/trash")).body.find((c) => c.id === holder.id),
    ).toMatchObject({ productsToBringBack: 0 });
  });
});
