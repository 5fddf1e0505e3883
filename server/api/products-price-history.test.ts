import { describe, expect, it } from "vitest";
import { createProduct } from "#db/seed/factories";
import { storyProduct } from "#tests/helpers/price-story";
import { setupTestApp } from "#tests/helpers/test-app";

/** The public price history of a product (issue 30): what the chart draws, as JSON. */
const t = setupTestApp();

describe("GET /api/products/{id}/price-history", () => {
  it("answers every change, oldest first, with when it took effect, the price as a string and availability", async () => {
    const product = await storyProduct(t.database.db);
    const { status, body } = await t.getJson<{ date: string; price: string; available: boolean }[]>(
      `/api/products/${product.id}/price-history`,
    );
    expect(status).toBe(200);
    expect(body.map(({ price, available }) => [price, available])).toEqual([
      ["34.90", true],
      ["31.90", true],
      ["31.90", false],
      ["33.90", true],
      ["27.90", true],
      ["29.90", true],
    ]);
    for (const row of body) expect(row.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const days = body.map((row) => Math.round((Date.now() - Date.parse(row.date)) / 86_400_000));
    expect(days).toEqual([120, 60, 45, 36, 20, 5]);
  });

  it("is 404 for a product not published or in the trash, 400 for an id that is not one", async () => {
    const draft = await createProduct(t.database.db, { status: "draft" });
    const trashed = await createProduct(t.database.db, { deletedAt: new Date() });
    expect((await t.request(`/api/products/${draft.id}/price-history`)).status).toBe(404);
    expect((await t.request(`/api/products/${trashed.id}/price-history`)).status).toBe(404);
    expect((await t.request("/api/products/999999/price-history")).status).toBe(404);
    for (const bad of ["abc", "0", "1.5", "99999999999"]) {
      const res = await t.request(`/api/products/${bad}/price-history`);
      expect(res.status, bad).toBe(400);
    }
  });
});
