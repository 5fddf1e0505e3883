import { categoryIsLive } from "#db/predicates";
import { describe, expect, it } from "vitest";
import { categories } from "#db/schema";
import { getHeaderMenu } from "~/features/navigation/navigation.server";
import type { AdminCategory } from "~/features/categories/category-admin.server";
import { setupCategoryAdminTests, type FieldError } from "./admin-categories.test-setup";

// The category tree, creating and editing categories, and a rename the header menu follows.
const { t, send, list, bySlug, createCategory } = setupCategoryAdminTests();

describe("the category tree", () => {
  it("lists every live category depth-first with counts and labelled paths", async () => {
    const tree = await list();
    const live = await t.database.db.select({ id: categories.id }).from(categories).where(categoryIsLive);
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
    expect(saved).toMatchObject({ status: 200, body: { id, slug: "coletes-alta-visibilidade" } });
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
    expect((await send("PUT", `/${id}`, { name: "Coletes" })).body).toMatchObject({
      id,
      slug: "coletes-alta-visibilidade",
    });
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
