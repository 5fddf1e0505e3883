import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  brandAssets,
  brands,
  categories,
  categoryTranslations,
  helmetModels,
  products,
  productTranslations,
} from "#db/schema";
import { setupTestApp } from "#tests/helpers/test-app";
import { findContaminatedImages } from "~/features/image-repair/image-contamination.server";
import { ls2VisorCategoryId } from "./categories";
import { products as seedProducts } from "./data/products";
import { productIllustration, visorShape } from "./illustrations";
import { PINLOCK } from "./illustrations/visors";
import { seedDemoCatalogue } from "./seed.server";

const t = setupTestApp();
const total = async (table: Parameters<ReturnType<typeof t.database.db.select>["from"]>[0]) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n;

describe("demo catalogue", () => {
  it("covers the catalogue the storefront needs", async () => {
    const { db } = t.database;
    expect(await total(categories)).toBeGreaterThanOrEqual(80);
    expect(await total(products)).toBeGreaterThanOrEqual(30);
    expect(await total(productTranslations)).toBe(seedProducts.length * 5);
    expect(await total(categoryTranslations)).toBe((await total(categories)) * 5);
    expect((await db.select().from(brands).where(eq(brands.kind, "helmet"))).length).toBe(15);
    expect(await total(helmetModels)).toBeGreaterThanOrEqual(45);
    const [ls2] = await db.select().from(categories).where(eq(categories.id, ls2VisorCategoryId));
    expect(ls2?.slug).toBe("visors-ls2");
    expect((await db.select({ id: brandAssets.id }).from(brandAssets)).map((a) => a.id)).toEqual(
      expect.arrayContaining([2, 5]),
    );
  });

  it("shares no picture between products that do not belong together (each helmet model its own visor)", async () => {
    expect(await findContaminatedImages(t.database.db)).toEqual([]);
    expect(visorShape("visors-agv-k6")).toEqual(visorShape("visors-agv-k6"));
    expect(visorShape("visors-agv-k6")).not.toEqual(visorShape("visors-ls2-ff800"));
  });

  it("draws the Pinlock insert as an insert, not as another accessory's kit in other colours", () => {
    const drawing = (p: (typeof seedProducts)[number]) =>
      productIllustration(p.type, p.illustration)
        .replace(/#[0-9a-f]{6}/gi, "#")
        .replace(/p-accessory-[\w-]+/g, "");
    const insert = seedProducts.find((p) => p.type === "accessory" && p.fits?.includes("K6"));
    expect(insert?.translations.en.name).toMatch(/Pinlock/);
    expect(productIllustration(insert!.type, insert!.illustration)).toContain(PINLOCK);
    for (const other of seedProducts.filter((p) => p.type === "accessory" && p !== insert))
      expect(drawing(other), other.translations.en.name).not.toBe(drawing(insert!));
  });

  it("has every type, flag, price tier and edge case", () => {
    expect(new Set(seedProducts.map((p) => p.type))).toEqual(
      new Set(["visor", "camera", "intercom", "microphone", "accessory"]),
    );
    for (const flag of [
      "isFeatured",
      "isNew",
      "isRecommended",
      "isZerosPick",
      "isOfficial",
      "isLimitedEdition",
      "isPremium",
      "isBestSeller",
    ] as const) {
      expect(seedProducts.filter((p) => p[flag]).length, flag).toBeGreaterThan(0);
    }
    const prices = seedProducts.map((p) => Number(p.price));
    expect(prices.filter((p) => p <= 40).length).toBeGreaterThan(0);
    expect(prices.filter((p) => p > 40 && p <= 80).length).toBeGreaterThan(0);
    expect(prices.filter((p) => p > 80).length).toBeGreaterThan(0);
    expect(seedProducts.filter((p) => p.stock === 0).length).toBeGreaterThan(0);
    expect(seedProducts.filter((p) => p.aliexpressUrl === "#").length).toBeGreaterThan(0);
    expect(
      seedProducts.filter((p) => p.originalPrice && Number(p.originalPrice) > Number(p.price)).length,
    ).toBeGreaterThan(0);
    for (const brand of ["Insta360", "DJI", "Ejeas"])
      expect(
        seedProducts.some((p) => p.brand === brand),
        brand,
      ).toBe(true);
  });

  it("only seeds an empty database, so a second run changes nothing", async () => {
    const before = await total(products);
    expect(await seedDemoCatalogue(t.database.db)).toBe(false);
    expect(await total(products)).toBe(before);
  });
});
