import { productIsLive } from "#db/predicates";
import { and, count, eq } from "drizzle-orm";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { brands, helmetModels, products, productTags } from "#db/schema";
import { systemTags } from "#db/seed/seed.server";
import type { AppEnv } from "#server/context";
import { errorResponse } from "#server/http";
import { setupTestApp } from "#tests/helpers/test-app";
import type { AdminBrand } from "~/features/catalog/brands-admin.server";
import type { AdminTag } from "~/features/catalog/tags-admin.server";
import { brandsAdmin } from "./brands";
import { tagsAdmin } from "./tags";
import { trustNoProxy } from "#server/proxy-trust";

const t = setupTestApp();
const app = () =>
  new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set("database", t.database);
      c.set("trustProxy", trustNoProxy);
      await next();
    })
    .onError(errorResponse)
    .route("/api/admin/tags", tagsAdmin)
    .route("/api/admin/brands", brandsAdmin);

const send = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => {
  const res = await app().request(path, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
};
type Errors = { error: string; fields?: Record<string, string> };
const tagList = async () => (await send<AdminTag[]>("GET", "/api/admin/tags")).body;
const brandList = async () => (await send<AdminBrand[]>("GET", "/api/admin/brands")).body;
const liveProducts = async () => (await t.database.db.select({ n: count() }).from(products).where(productIsLive))[0]!.n;

describe("tags", () => {
  it("lists system tags first, with product counts", async () => {
    const list = await tagList();
    expect(list.filter((tag) => tag.isSystem).map((tag) => tag.name)).toEqual(
      [...systemTags].sort((a, b) => a.localeCompare(b)),
    );
    expect(list.slice(0, systemTags.length).every((tag) => tag.isSystem)).toBe(true);
    const pinlock = list.find((tag) => tag.slug === "pinlock")!;
    expect(pinlock).toMatchObject({ name: "pinlock", isSystem: false });
    const [linked] = await t.database.db
      .select({ n: count() })
      .from(productTags)
      .innerJoin(products, eq(products.id, productTags.productId))
      .where(and(eq(productTags.tagId, pinlock.id), productIsLive));
    expect(pinlock.productCount).toBe(linked!.n);
    expect(pinlock.productCount).toBeGreaterThan(3);
    // A system tag counts the products whose badge (flag) it names.
    const [bestSellers] = await t.database.db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.isBestSeller, true), productIsLive));
    expect(bestSellers!.n).toBeGreaterThan(0);
    expect(list.find((tag) => tag.name === "best seller")!.productCount).toBe(bestSellers!.n);
  });

  it("protects system tags", async () => {
    const featured = (await tagList()).find((tag) => tag.name === "featured")!;
    const rename = await send<Errors>("PUT", `/api/admin/tags/${featured.id}`, { name: "destaque" });
    expect(rename).toEqual({ status: 409, body: { error: "System tags cannot be changed" } });
    const remove = await send<Errors>("DELETE", `/api/admin/tags/${featured.id}`);
    expect(remove).toEqual({ status: 409, body: { error: "System tags cannot be changed" } });
    expect((await tagList()).find((tag) => tag.id === featured.id)?.name).toBe("featured");
  });

  it("creates, renames and deletes a custom tag, with field errors for bad or taken names", async () => {
    const created = await send<{ id: number; slug: string }>("POST", "/api/admin/tags", { name: "  Verão 2025 " });
    expect(created).toEqual({ status: 201, body: { id: expect.any(Number), name: "Verão 2025", slug: "verao-2025" } });

    const taken = await send<Errors>("POST", "/api/admin/tags", { name: "verao 2025" });
    expect(taken.status).toBe(400);
    expect(taken.body.fields).toEqual({ name: "A tag with this name already exists" });
    expect((await send<Errors>("POST", "/api/admin/tags", { name: "" })).body.fields).toEqual({
      name: "Name is required",
    });
    expect((await send<Errors>("POST", "/api/admin/tags", { name: "x".repeat(41) })).body.fields).toEqual({
      name: "Name is at most 40 characters",
    });
    expect((await send<Errors>("POST", "/api/admin/tags", { name: "!!!" })).body.fields).toEqual({
      name: "Use at least one letter or digit",
    });
    const pinlock = (await tagList()).find((tag) => tag.slug === "pinlock")!;
    expect((await send<Errors>("PUT", `/api/admin/tags/${created.body.id}`, { name: "Pinlock" })).body.fields).toEqual({
      name: "A tag with this name already exists",
    });

    const renamed = await send("PUT", `/api/admin/tags/${created.body.id}`, { name: "Verão" });
    expect(renamed).toEqual({ status: 200, body: { id: created.body.id, name: "Verão", slug: "verao" } });
    // Same name, other capitals: the tag keeps its own slug.
    expect((await send("PUT", `/api/admin/tags/${created.body.id}`, { name: "verão" })).status).toBe(200);

    expect((await send("DELETE", `/api/admin/tags/${created.body.id}`)).status).toBe(200);
    expect((await tagList()).some((tag) => tag.id === created.body.id)).toBe(false);
    expect((await send("DELETE", `/api/admin/tags/${created.body.id}`)).status).toBe(404);
    expect((await send("PUT", `/api/admin/tags/${pinlock.id + 100000}`, { name: "nada" })).status).toBe(404);
  });

  it("deleting a tag unlinks its products and keeps them", async () => {
    const before = await liveProducts();
    const pinlock = (await tagList()).find((tag) => tag.slug === "pinlock")!;
    expect((await send("DELETE", `/api/admin/tags/${pinlock.id}`)).status).toBe(200);
    const [links] = await t.database.db
      .select({ n: count() })
      .from(productTags)
      .where(eq(productTags.tagId, pinlock.id));
    expect(links!.n).toBe(0);
    expect(await liveProducts()).toBe(before);
  });
});

describe("brands", () => {
  const validBrand = { name: "Schuberth", kind: "helmet", websiteUrl: "https://www.schuberth.com" };

  it("lists brands with their product counts", async () => {
    const list = await brandList();
    const agv = list.find((b) => b.name === "AGV")!;
    const [agvProducts] = await t.database.db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.brandId, agv.id), productIsLive));
    expect(agv).toMatchObject({ slug: "agv", kind: "helmet", productCount: agvProducts!.n });
    expect(agv.productCount).toBeGreaterThan(0);
    expect(list.some((b) => b.kind === "gear")).toBe(true);
  });

  it("creates and updates a brand, keeping names and slugs unique", async () => {
    const created = await send<{ id: number; slug: string }>("POST", "/api/admin/brands", validBrand);
    expect(created).toEqual({ status: 201, body: { id: expect.any(Number), slug: "schuberth" } });
    expect((await brandList()).find((b) => b.id === created.body.id)).toEqual({
      id: created.body.id,
      name: "Schuberth",
      slug: "schuberth",
      kind: "helmet",
      websiteUrl: "https://www.schuberth.com",
      productCount: 0,
    });

    const taken = await send<Errors>("POST", "/api/admin/brands", { ...validBrand, name: "agv" });
    expect(taken.status).toBe(400);
    expect(taken.body.fields).toEqual({ name: "Another brand has this name", slug: "Another brand uses this slug" });
    const slugTaken = await send<Errors>("PUT", `/api/admin/brands/${created.body.id}`, { ...validBrand, slug: "agv" });
    expect(slugTaken.body.fields).toEqual({ slug: "Another brand uses this slug" });

    const invalid = await send<Errors>("POST", "/api/admin/brands", {
      name: "x".repeat(61),
      slug: "Bad Slug",
      kind: "car",
      websiteUrl: "http://insecure.example",
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toEqual({
      name: "Name is at most 60 characters",
      slug: "Use lowercase letters, digits and single dashes",
      kind: "Choose helmet or gear",
      websiteUrl: "Use a full https:// link, or leave it empty",
    });

    const updated = await send("PUT", `/api/admin/brands/${created.body.id}`, {
      name: "Schuberth Helmets",
      kind: "gear",
      websiteUrl: "",
    });
    // An empty slug keeps the current one.
    expect(updated).toEqual({ status: 200, body: { id: created.body.id, slug: "schuberth" } });
    expect((await brandList()).find((b) => b.id === created.body.id)).toMatchObject({
      name: "Schuberth Helmets",
      kind: "gear",
      websiteUrl: null,
    });
    // Its own name and slug are not a clash.
    expect(
      (await send("PUT", `/api/admin/brands/${created.body.id}`, { ...validBrand, slug: "schuberth" })).status,
    ).toBe(200);
    expect((await send("PUT", "/api/admin/brands/999999", validBrand)).status).toBe(404);
  });

  it("refuses to delete a brand with products, and deletes one without (its helmet models with it)", async () => {
    const agv = (await brandList()).find((b) => b.name === "AGV")!;
    const refused = await send<Errors>("DELETE", `/api/admin/brands/${agv.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(`AGV has ${agv.productCount} products: move them to another brand first`);
    expect((await brandList()).some((b) => b.id === agv.id)).toBe(true);

    const { body } = await send<{ id: number }>("POST", "/api/admin/brands", {
      name: "Caberg",
      kind: "helmet",
      websiteUrl: null,
    });
    await t.database.db.insert(helmetModels).values({ brandId: body.id, name: "Drift Evo", slug: "drift-evo" });
    expect((await send("DELETE", `/api/admin/brands/${body.id}`)).status).toBe(200);
    expect(await t.database.db.select().from(brands).where(eq(brands.id, body.id))).toEqual([]);
    expect(await t.database.db.select().from(helmetModels).where(eq(helmetModels.brandId, body.id))).toEqual([]);
    expect((await send("DELETE", `/api/admin/brands/${body.id}`)).status).toBe(404);
  });
});
