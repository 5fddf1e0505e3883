import { describe, expect, it } from "vitest";
import type { StorefrontProduct } from "~/features/catalog/catalog.schema";
import { findFitting, helmetModelsNamed, parseFinderState } from "./helmet-finder";
import type { HelmetBrand } from "~/features/fitment/helmets";

const helmets: HelmetBrand[] = [
  {
    id: 1,
    name: "AGV",
    slug: "agv",
    visorCount: 3,
    models: [
      { id: 10, name: "K6", slug: "k6", isPopular: true, visorCount: 2 },
      { id: 11, name: "K6S", slug: "k6s", isPopular: false, visorCount: 1 },
      { id: 12, name: "K1", slug: "k1", isPopular: false, visorCount: 1 },
    ],
  },
  {
    id: 2,
    name: "X-Lite",
    slug: "x-lite",
    visorCount: 1,
    models: [{ id: 20, name: "X-803 RS", slug: "x-803-rs", isPopular: false, visorCount: 1 }],
  },
];
const fit = (brandId: number, modelId: number) => {
  const brand = helmets.find((b) => b.id === brandId)!;
  const model = brand.models.find((m) => m.id === modelId)!;
  return {
    brandId,
    modelId,
    brand: brand.name,
    brandSlug: brand.slug,
    model: model.name,
    modelSlug: model.slug,
    note: "",
  };
};
const product = (id: number, type: StorefrontProduct["type"], name: string, fits: [number, number][]) =>
  ({
    id,
    type,
    brand: "AGV",
    name,
    slug: `p-${id}`,
    description: "",
    fits: fits.map(([b, m]) => fit(b, m)),
  }) as StorefrontProduct;
const products = [
  product(1, "visor", "AGV K6 smoke visor", [
    [1, 10],
    [1, 11],
  ]),
  product(2, "visor", "AGV K6 clear visor", [[1, 10]]),
  product(3, "visor", "Photochromic visor", [[1, 12]]),
  { ...product(4, "visor", "X-803 dark visor", [[2, 20]]), brand: "X-Lite" },
  product(5, "accessory", "Pinlock 70 for K6", [
    [1, 10],
    [1, 11],
  ]),
  { ...product(6, "camera", "Osmo Action", []), brand: "DJI" },
  product(7, "visor", "AGV visor without a fit", []),
];
const ids = (query: string, kind?: "visors" | "accessories") =>
  findFitting(products, parseFinderState(new URLSearchParams(query), helmets), helmets, kind).map((p) => p.id);

describe("helmet finder", () => {
  it("keeps only known brands and models of that brand in the state", () => {
    expect(parseFinderState(new URLSearchParams("brand=agv&model=x-803-rs&q=%20smoke%20"), helmets)).toEqual({
      brand: "agv",
      model: "",
      q: "smoke",
      all: false,
    });
    expect(parseFinderState(new URLSearchParams("brand=nope&model=k6&all=1"), helmets)).toEqual({
      brand: "",
      model: "",
      q: "",
      all: true,
    });
  });

  it("finds what fits a model or any model of a brand, never by the product's brand alone", () => {
    expect(ids("brand=agv&model=k6s")).toEqual([1]);
    expect(ids("brand=agv&model=k6")).toEqual([1, 2]);
    expect(ids("brand=agv")).toEqual([1, 2, 3]);
    expect(ids("brand=x-lite")).toEqual([4]);
  });

  it("leaves the free text to the search", () => {
    expect(ids("q=osmo")).toEqual([1, 2, 3, 4, 7]);
  });

  it("lists the accessories that fit apart from the visors", () => {
    expect(ids("brand=agv&model=k6s", "accessories")).toEqual([5]);
    expect(ids("brand=x-lite", "accessories")).toEqual([]);
  });
});

describe("helmetModelsNamed", () => {
  const named = (forms: string[], wordStart?: string) => helmetModelsNamed(helmets, { forms, wordStart });

  it("finds a model by its name or its brand's, folded, spaces and hyphens left out", () => {
    expect(named(["k6s"])).toEqual([11]);
    expect(named(["agvk6"])).toEqual([10, 11]);
    expect(named(["x803"])).toEqual([20]);
    expect(named(["xlite"])).toEqual([20]);
    expect(named(["shoie", "agv"])).toEqual([10, 11, 12]);
  });

  it("finds a short word of letters only at the start of a word, and nothing for a literal", () => {
    expect(named(["rs"], "rs")).toEqual([20]);
    expect(named(["gv"], "gv")).toEqual([]);
    expect(helmetModelsNamed(helmets, { literal: "%" })).toEqual([]);
  });
});
