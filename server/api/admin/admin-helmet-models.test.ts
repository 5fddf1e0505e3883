import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { brands, slugRedirects, visorRequests } from "#db/schema";
import { adminJsonClient } from "#tests/helpers/admin";
import { setupTestApp } from "#tests/helpers/test-app";
import type { AdminHelmetBrand } from "~/features/helmets/helmet-models-admin.server";

const t = setupTestApp();

const send = adminJsonClient(t);

const list = async () => (await send<AdminHelmetBrand[]>("GET", "/api/admin/helmet-models")).body;
const findModel = async (brand: string, name: string) =>
  (await list()).find((b) => b.name === brand)!.models.find((m) => m.name === name);
type PublicHelmets = { brand: string; models: { model: string; modelSlug: string; visorCount: number }[] }[];
const publicModels = async (brand: string) =>
  (await t.getJson<PublicHelmets>("/api/helmets")).body.find((b) => b.brand === brand)?.models ?? [];

describe("the helmet models screen", () => {
  it("lists every helmet brand and model with the visor count riders see and the pending requests", async () => {
    await t.database.db.insert(visorRequests).values([
      { email: "a@example.com", helmetBrand: "agv", helmetModel: "K6", sourceType: "finder" },
      { email: "b@example.com", helmetBrand: "AGV", helmetModel: "k6", sourceType: "finder" },
      { email: "c@example.com", helmetBrand: "AGV", helmetModel: "K6", sourceType: "finder", status: "processed" },
      { email: "d@example.com", helmetBrand: "AGV", helmetModel: "K1", sourceType: "finder" },
    ]);
    const brandsListed = await list();
    expect(brandsListed.map((b) => b.name)).toEqual(expect.arrayContaining(["AGV", "Shoei", "HJC"]));
    const k6 = await findModel("AGV", "K6");
    const shown = (await publicModels("AGV")).find((m) => m.model === "K6")!;
    expect(k6).toMatchObject({ slug: "k6", retiredAt: null, pendingRequests: 2, categorySlug: "visors-agv-k6" });
    expect(k6!.visorCount).toBeGreaterThan(0);
    expect(k6!.visorCount).toBe(shown.visorCount);
    expect((await findModel("AGV", "K1"))!.pendingRequests).toBe(1);
  });

  it("adds a model to a brand, refusing a duplicate name (409) and bad input (400) without writing", async () => {
    const [agv] = await t.database.db.select({ id: brands.id }).from(brands).where(eq(brands.name, "AGV"));
    const added = await send<{ id: number; slug: string }>("POST", "/api/admin/helmet-models", {
      brandId: agv!.id,
      name: "K7 Evo",
    });
    expect(added.status).toBe(201);
    expect(added.body.slug).toBe("k7-evo");
    expect((await publicModels("AGV")).find((m) => m.model === "K7 Evo")).toMatchObject({ visorCount: 0 });

    const twice = await send("POST", "/api/admin/helmet-models", { brandId: agv!.id, name: "k7-EVO" });
    expect(twice).toEqual({ status: 409, body: { error: "This brand already has the model K7 Evo" } });
    const empty = await send<{ fields: Record<string, string> }>("POST", "/api/admin/helmet-models", {
      brandId: agv!.id,
      name: " ",
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ name: "Name is required" });
    const [gear] = await t.database.db.select({ id: brands.id }).from(brands).where(eq(brands.kind, "gear"));
    const notHelmet = await send<{ fields: Record<string, string> }>("POST", "/api/admin/helmet-models", {
      brandId: gear!.id,
      name: "X",
    });
    expect(notHelmet).toMatchObject({ status: 400, body: { fields: { brandId: "Unknown helmet brand" } } });
    expect((await list()).find((b) => b.name === "AGV")!.models.filter((m) => m.name.startsWith("K7"))).toHaveLength(1);
  });

  it("renames a model: new slug, the old one kept, and its visor page follows with a redirect", async () => {
    const k5 = (await findModel("AGV", "K5"))!;
    const clash = await send("PATCH", `/api/admin/helmet-models/${k5.id}`, { name: "K 1" });
    expect(clash.status).toBe(409);
    expect((await findModel("AGV", "K5"))!.slug).toBe("k5");

    const renamed = await send("PATCH", `/api/admin/helmet-models/${k5.id}`, { name: "K5 Jet" });
    expect(renamed).toMatchObject({ status: 200, body: { id: k5.id, name: "K5 Jet", slug: "k5-jet" } });
    const redirect = await t.database.db
      .select({ id: slugRedirects.entityId })
      .from(slugRedirects)
      .where(and(eq(slugRedirects.entityType, "helmet-model"), eq(slugRedirects.oldSlug, "k5")));
    expect(redirect).toEqual([{ id: k5.id }]);
    expect((await findModel("AGV", "K5 Jet"))!.categorySlug).toBe("visors-agv-k5-jet");
    const page = await t.getJson<{ id: number; name: string; slug: string }>("/api/categories/slug/visors-agv-k5-jet");
    expect(page.body).toMatchObject({ slug: "visors-agv-k5-jet" });
    expect(page.body.name).toContain("AGV K5 Jet");
    const old = await t.getJson<{ redirect: boolean; newSlug: string }>("/api/categories/slug/visors-agv-k5");
    expect(old.body).toMatchObject({ redirect: true, newSlug: "visors-agv-k5-jet" });
    const translations = await t.getJson<{ languageCode: string; slug: string; name: string }[]>(
      `/api/categories/${page.body.id}/translations`,
    );
    expect(translations.body.find((tr) => tr.languageCode === "en")).toMatchObject({
      slug: expect.stringContaining("agv-k5-jet"),
      name: expect.stringContaining("AGV K5 Jet"),
    });
  });

  it("retires a model out of the finder and menus while its page keeps answering, and brings it back", async () => {
    const k1 = (await findModel("AGV", "K1"))!;
    const retired = await send<{ retiredAt: string | null }>("PATCH", `/api/admin/helmet-models/${k1.id}`, {
      retired: true,
    });
    expect(retired.status).toBe(200);
    expect(retired.body.retiredAt).not.toBeNull();
    expect((await publicModels("AGV")).map((m) => m.model)).not.toContain("K1");
    expect((await t.request("/api/categories/slug/visors-agv-k1")).status).toBe(200);
    expect((await findModel("AGV", "K1"))!.retiredAt).not.toBeNull();

    await send("PATCH", `/api/admin/helmet-models/${k1.id}`, { retired: false });
    expect((await publicModels("AGV")).map((m) => m.model)).toContain("K1");
  });

  it("answers bad input with a 4xx and a message", async () => {
    expect(await send("PATCH", "/api/admin/helmet-models/99999999", { retired: true })).toEqual({
      status: 404,
      body: { error: "Helmet model not found" },
    });
    const k3 = (await findModel("AGV", "K3"))!;
    expect((await send("PATCH", `/api/admin/helmet-models/${k3.id}`, {})).body).toMatchObject({
      error: "Send a new name or retired",
    });
    expect((await send("PATCH", `/api/admin/helmet-models/${k3.id}`, { retired: "yes" })).status).toBe(400);
    expect((await send("PATCH", "/api/admin/helmet-models/abc", { retired: true })).status).toBe(400);
    expect((await t.request("/api/admin/helmet-models")).status).toBe(401);
  });
});
