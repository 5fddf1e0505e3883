import { describe, expect, it } from "vitest";
import type { StorefrontProduct } from "~/features/catalog/catalog.schema";
import { findVisors, parseFinderState } from "./helmet-finder";
import type { HelmetBrand } from "./helmets.server";

const helmets: HelmetBrand[] = [
  {
    name: "AGV",
    slug: "agv",
    models: [
      { name: "K6", slug: "k6", isPopular: true },
      { name: "K1", slug: "k1", isPopular: false },
    ],
  },
  { name: "X-Lite", slug: "x-lite", models: [{ name: "X-803 RS", slug: "x-803-rs", isPopular: false }] },
];
const visor = (id: number, brand: string, category: string, name: string) =>
  ({ id, type: "visor", brand, category, name, slug: `v-${id}`, description: "" }) as StorefrontProduct;
const products = [
  visor(1, "AGV", "visors-agv-k6", "AGV K6 smoke visor"),
  visor(2, "AGV", "visors-agv-k6", "AGV K6 clear visor"),
  visor(3, "AGV", "visors-agv-k1", "AGV K1 iridium visor"),
  visor(4, "X-Lite", "visors-x-lite-x-803-rs", "X-803 dark visor"),
  { ...visor(5, "DJI", "cameras-dji", "Osmo Action"), type: "camera" } as StorefrontProduct,
];
const ids = (query: string) =>
  findVisors(products, parseFinderState(new URLSearchParams(query), helmets), helmets).map((p) => p.id);

describe("helmet finder", () => {
  it("keeps only known brands and models of that brand in the state", () => {
    expect(parseFinderState(new URLSearchParams("brand=agv&model=x-803-rs&q=%20smoke%20"), helmets)).toEqual({
      brand: "agv",
      model: "",
      q: "smoke",
    });
    expect(parseFinderState(new URLSearchParams("brand=nope&model=k6"), helmets)).toEqual({
      brand: "",
      model: "",
      q: "",
    });
  });

  it("finds visors by brand, by model, and by words", () => {
    expect(ids("brand=agv")).toEqual([1, 2, 3]);
    expect(ids("brand=agv&model=k6")).toEqual([1, 2]);
    expect(ids("brand=x-lite")).toEqual([4]);
    expect(ids("q=smoke")).toEqual([1]);
    expect(ids("q=agv%20iridium")).toEqual([3]);
    expect(ids("brand=agv&model=k1&q=smoke")).toEqual([]);
    expect(ids("q=osmo")).toEqual([]);
  });
});
