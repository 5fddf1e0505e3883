import { describe, expect, it } from "vitest";
import { products as seedProducts } from "#db/seed/data/products";
import { specValueTranslations } from "#db/seed/data/spec-values";
import { setupTestApp } from "#tests/helpers/test-app";
import type { StorefrontProduct } from "~/features/catalog/catalog.schema";

const t = setupTestApp();

type Helmets = {
  brand: string;
  brandSlug: string;
  models: { model: string; modelSlug: string; visorCount: number }[];
}[];

describe("GET /api/helmets", () => {
  it("lists brands and models with the number of published visors that fit each", async () => {
    const { status, body } = await t.getJson<Helmets>("/api/helmets");
    expect(status).toBe(200);
    const agv = body.find((b) => b.brandSlug === "agv")!;
    expect(agv.models.find((m) => m.modelSlug === "k6s")).toEqual({ model: "K6S", modelSlug: "k6s", visorCount: 3 });
    const hjc = body.find((b) => b.brandSlug === "hjc")!;
    expect(hjc.models.find((m) => m.modelSlug === "rpha-70")!.visorCount).toBe(2);
    expect(body.find((b) => b.brandSlug === "bell")!.models.every((m) => m.visorCount === 0)).toBe(true);
  });

  it("answers the visors that fit a model, in the storefront shape and language, and 404 for an unknown one", async () => {
    const { status, body } = await t.getJson<StorefrontProduct[]>("/api/helmets/agv/k6s/visors?lang=en");
    expect(status).toBe(200);
    expect(body.map((p) => p.slug).sort()).toEqual([
      "agv-k6-clear-visor",
      "agv-k6-iridium-gold-visor",
      "agv-k6-smoke-visor",
    ]);
    expect(body[0]!.fits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ brand: "AGV", brandSlug: "agv", model: "K6S", modelSlug: "k6s", note: "" }),
      ]),
    );
    expect((await t.request("/api/helmets/agv/k99/visors")).status).toBe(404);
    expect((await t.request("/api/helmets/nobody/k6/visors")).status).toBe(404);
    expect((await t.request("/api/helmets/agv/k6/visors?lang=xx")).status).toBe(400);
  });
});

describe("fitment on every storefront product", () => {
  it("carries fits with notes in the visitor's language and visor facts", async () => {
    const { body } = await t.getJson<StorefrontProduct[]>("/api/products?lang=de");
    for (const product of body) expect(Array.isArray(product.fits)).toBe(true);
    const ff800 = body.find((p) => p.slug === "ls2-ff800-storm-visier-iridium-silber")!;
    expect(ff800.fits).toEqual([expect.objectContaining({ model: "FF800", note: "Storm und Storm II" })]);
    expect(ff800.visor).toMatchObject({ tint: "silver-mirror", lightTransmission: 18, marking: "daytime-only" });
    const every = body.filter((p) => p.type === "visor");
    expect(every.every((p) => p.fits.length > 0 && p.visor !== null)).toBe(true);
    expect(body.filter((p) => p.fits.length > 1).length).toBeGreaterThan(3);
  });

  it("translates specification values that are words, on every demo product", async () => {
    const pt = (await t.getJson<StorefrontProduct[]>("/api/products?lang=pt")).body;
    const en = (await t.getJson<StorefrontProduct[]>("/api/products?lang=en")).body;
    expect(pt).toHaveLength(seedProducts.length);
    for (const product of pt) {
      const english = en.find((p) => p.id === product.id)!;
      for (const [key, value] of Object.entries(product.specifications)) {
        // A value with a lowercase word of four letters or more is words, not a number, unit or name.
        if (specValueTranslations[value] || /(^|[\s(/])\p{Ll}{4,}/u.test(value.replace(/\b(?:mAh|fps)\b/g, ""))) {
          expect(english.specifications[key], `${product.slug} ${key}`).not.toBe(value);
        }
      }
      // Nothing English is left on the Portuguese page's values.
      expect(Object.values(product.specifications).join(" ")).not.toMatch(/\b(anti-scratch|Smoke|Clear|alloy|case)\b/);
    }
  });
});
