import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { brands, helmetModels, productFits, products, visorDetails } from "#db/schema";
import { adminJsonClient } from "#tests/helpers/admin";
import { setupTestApp } from "#tests/helpers/test-app";
import type { AdminProduct } from "~/features/catalog/product-admin.server";

const t = setupTestApp();
const model: Record<string, number> = {};
beforeAll(async () => {
  const rows = await t.database.db
    .select({ id: helmetModels.id, brand: brands.name, name: helmetModels.name })
    .from(helmetModels)
    .innerJoin(brands, eq(brands.id, helmetModels.brandId));
  for (const row of rows) model[`${row.brand} ${row.name}`] = row.id;
});

const send = adminJsonClient(t);

const visor = {
  name: "Viseira de fitment fumada",
  type: "visor",
  price: "24.90",
  specifications: { material: "Policarbonato" },
};
const facts = {
  makerKind: "aftermarket",
  maker: "Zero Optics",
  partCode: "GT2-1",
  tint: "smoke",
  lightTransmission: 50,
  pinlockReady: true,
  pinlockInsert: "Pinlock 70 Max Vision",
  marking: "daytime-only",
};

const fitCount = async () => (await t.database.db.select().from(productFits)).length;

describe("fits and visor facts in the product API", () => {
  it("creates a visor with its fits, notes and facts, and the storefront lists them once published", async () => {
    const created = await send<{ id: number }>("POST", "/api/admin/products", {
      ...visor,
      fits: [
        { helmetModelId: model["AGV K6"], note: "tamanhos XS–M", noteTranslations: { en: "shell sizes XS–M", de: "" } },
        { helmetModelId: model["AGV K6S"] },
      ],
      visor: facts,
    });
    expect(created.status).toBe(201);
    const { body } = await send<AdminProduct>("GET", `/api/admin/products/${created.body.id}`);
    expect(body.fits).toEqual([
      {
        helmetModelId: model["AGV K6"],
        label: "AGV K6",
        note: "tamanhos XS–M",
        noteTranslations: { en: "shell sizes XS–M" },
      },
      { helmetModelId: model["AGV K6S"], label: "AGV K6S", note: "", noteTranslations: {} },
    ]);
    expect(body.visor).toEqual(facts);

    await send("PATCH", `/api/admin/products/${created.body.id}/status`, { status: "ready" });
    await send("PATCH", `/api/admin/products/${created.body.id}/status`, { status: "published", confirm: true });
    const shown = await t.getJson<{ fits: { model: string; note: string }[] }>(
      `/api/products/${created.body.id}?lang=en`,
    );
    expect(shown.body.fits).toEqual(
      expect.arrayContaining([expect.objectContaining({ model: "K6", note: "shell sizes XS–M" })]),
    );
  });

  it("names every wrong fit or fact in a 400 and writes nothing", async () => {
    const before = await t.database.db.$count(products);
    const fitsBefore = await fitCount();
    const bad = await send<{ error: string; fields: Record<string, string> }>("POST", "/api/admin/products", {
      ...visor,
      fits: [{ helmetModelId: 99_999_999 }, { helmetModelId: model["AGV K1"], note: "x".repeat(201) }],
      visor: { ...facts, lightTransmission: 101, marking: "night-only" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      "fits.1.note": "A fit note is at most 200 characters",
      "visor.lightTransmission": "Light transmission is 0 to 100 %",
      "visor.marking": "Marking is day-and-night, daytime-only or not-for-road",
    });

    const unknown = await send<{ fields: Record<string, string> }>("POST", "/api/admin/products", {
      ...visor,
      fits: [{ helmetModelId: model["AGV K1"] }, { helmetModelId: 99_999_999 }],
      visor: { ...facts, tint: "purple-haze" },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({
      "fits.1.helmetModelId": "Unknown helmet model",
      "visor.tint": "Choose a tint from the list",
    });

    const twice = await send<{ fields: Record<string, string> }>("POST", "/api/admin/products", {
      ...visor,
      fits: [{ helmetModelId: model["AGV K1"] }, { helmetModelId: model["AGV K1"] }],
    });
    expect(twice.body.fields).toEqual({ fits: "A helmet model is listed twice" });

    const notVisor = await send<{ fields: Record<string, string> }>("POST", "/api/admin/products", {
      ...visor,
      type: "camera",
      visor: facts,
    });
    expect(notVisor.body.fields).toEqual({ visor: "Visor facts are for visors only" });

    expect(await t.database.db.$count(products)).toBe(before);
    expect(await fitCount()).toBe(fitsBefore);
  });

  it("keeps fits and facts an update leaves out, replaces them when sent, and drops facts of a non-visor", async () => {
    const { body: created } = await send<{ id: number }>("POST", "/api/admin/products", {
      ...visor,
      name: "Viseira que muda",
      fits: [{ helmetModelId: model["AGV K5"] }],
      visor: facts,
    });
    const path = `/api/admin/products/${created.id}`;
    expect((await send("PUT", path, { ...visor, name: "Viseira que muda" })).status).toBe(200);
    let { body } = await send<AdminProduct>("GET", path);
    expect(body.fits).toHaveLength(1);
    expect(body.visor).toEqual(facts);

    await send("PUT", path, {
      ...visor,
      name: "Viseira que muda",
      fits: [{ helmetModelId: model["AGV K3"], note: "base XL" }],
      visor: { ...facts, tint: "clear", lightTransmission: 92, marking: "day-and-night" },
    });
    ({ body } = await send<AdminProduct>("GET", path));
    expect(body.fits.map((f) => [f.label, f.note])).toEqual([["AGV K3", "base XL"]]);
    expect(body.visor).toMatchObject({ tint: "clear", lightTransmission: 92, marking: "day-and-night" });

    // A tint outside the vocabulary that is already stored (a wizard's custom colour) may stay.
    await t.database.db.update(visorDetails).set({ tint: "chrome" }).where(eq(visorDetails.productId, created.id));
    expect(
      (await send("PUT", path, { ...visor, name: "Viseira que muda", visor: { ...facts, tint: "chrome" } })).status,
    ).toBe(200);

    await send("PUT", path, { ...visor, name: "Viseira que muda", type: "accessory", visor: null, fits: [] });
    ({ body } = await send<AdminProduct>("GET", path));
    expect(body).toMatchObject({ type: "accessory", fits: [], visor: null });
  });

  it("duplicates fits and visor facts with the product", async () => {
    const { body: created } = await send<{ id: number }>("POST", "/api/admin/products", {
      ...visor,
      name: "Viseira original a copiar",
      fits: [{ helmetModelId: model["AGV K6"], note: "nota" }],
      visor: facts,
    });
    const copy = await send<{ id: number }>("POST", `/api/admin/products/${created.id}/duplicate`);
    expect(copy.status).toBe(201);
    const { body } = await send<AdminProduct>("GET", `/api/admin/products/${copy.body.id}`);
    expect(body.fits.map((f) => [f.label, f.note])).toEqual([["AGV K6", "nota"]]);
    expect(body.visor).toEqual(facts);
  });
});
