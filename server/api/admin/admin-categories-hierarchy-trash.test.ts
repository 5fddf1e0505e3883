import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { categories, categoryTranslations, products, slugRedirects } from "#db/schema";
import { setupCategoryAdminTests, type FieldError } from "./admin-categories.test-setup";

// Moving categories in the hierarchy, and the trash.
const { t, send, list, bySlug, createCategory } = setupCategoryAdminTests();

const publicSlugs = async (categorySlug: string) => {
  const res = await t.request(`/api/products/category/${categorySlug}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { slug: string }[]).map((p) => p.slug).sort();
};

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
    expect(
      await send("PUT", `/${action.id}`, { name: "Ação", slug: "camaras-acao", parentId: cameras.id }),
    ).toMatchObject({
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
