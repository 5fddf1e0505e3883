import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productTranslations, products, visorRequests } from "#db/schema";
import { createProduct } from "#db/seed/factories";
import { setupTestApp } from "#tests/helpers/test-app";
import { readInIdSlices } from "./id-slices.server";

const t = setupTestApp({ seed: false });

describe("readInIdSlices", () => {
  it("reads every row, a slice of ids per statement, in order, pausing between slices", async () => {
    const { db } = t.database;
    const made = [];
    for (let i = 0; i < 7; i++) made.push(await createProduct(db, { name: `Fatia ${i}` }));
    const ids = made.map((p) => p.id);
    const slices: { from: number; to: number }[] = [];
    let pauses = 0;
    const rows = await readInIdSlices(
      db,
      products.id,
      (slice, range) => {
        slices.push(range);
        return db
          .select({ id: products.id, name: products.name })
          .from(products)
          .where(slice(products.id))
          .orderBy(asc(products.id));
      },
      { size: 3, pause: async () => void pauses++ },
    );
    expect(rows.map((r) => r.id)).toEqual(ids);
    expect(rows.map((r) => r.name)).toEqual(made.map((p) => p.name));
    // Three ids a slice from the first to the last: ceil(7 / 3) statements when the ids follow on.
    expect(slices[0]!.from).toBe(Math.min(...ids));
    expect(slices.at(-1)!.to).toBeGreaterThanOrEqual(Math.max(...ids));
    expect(slices).toHaveLength(Math.ceil((Math.max(...ids) - Math.min(...ids) + 1) / 3));
    expect(slices.every((s) => s.to - s.from === 2)).toBe(true);
    expect(pauses).toBe(slices.length - 1);
  });

  it("slices a column that names the id (a translation's product), the first and last product included", async () => {
    const { db } = t.database;
    const made = [];
    for (const name of ["Primeiro", "Segundo", "Último"])
      made.push(
        await createProduct(db, {
          name,
          translations: {
            en: { name: `${name} en`, slug: `${name}-en` },
            de: { name: `${name} de`, slug: `${name}-de` },
          },
        }),
      );
    const rows = await readInIdSlices(
      db,
      products.id,
      (slice) =>
        db
          .select({ productId: productTranslations.productId, language: productTranslations.languageCode })
          .from(productTranslations)
          .where(slice(productTranslations.productId))
          .orderBy(asc(productTranslations.productId), asc(productTranslations.languageCode)),
      { size: 1, pause: async () => {} },
    );
    expect(rows).toEqual(
      made.flatMap((p) => [
        { productId: p.id, language: "de" },
        { productId: p.id, language: "en" },
      ]),
    );
  });

  it("reads nothing from an empty table", async () => {
    const { db } = t.database;
    expect(await db.select().from(visorRequests)).toEqual([]);
    let reads = 0;
    const rows = await readInIdSlices(db, visorRequests.id, async () => [++reads], { pause: async () => {} });
    expect(rows).toEqual([]);
    expect(reads).toBe(0);
  });
});
