import { describe, expect, it } from "vitest";
import type { StorefrontProduct } from "./catalog.schema";
import { categoryMembership, type MembershipCategory } from "~/features/categories/category-membership";
import { applyProductList, parseProductListState, productListQuery } from "./product-list";

const product = (id: number, overrides: Partial<StorefrontProduct> = {}) =>
  ({
    id,
    name: `Product ${String.fromCharCode(64 + id)}`,
    price: `${id * 10}.00`,
    brand: id % 2 ? "AGV" : "DJI",
    categoryId: id % 3,
    rating: `4.${id % 10}`,
    createdAt: new Date(2026, 0, id).toISOString(),
    isFeatured: id % 4 === 0,
    isNew: id % 5 === 0,
    isRecommended: false,
    isZerosPick: false,
    ...overrides,
  }) as StorefrontProduct;

const products = Array.from({ length: 20 }, (_, i) => product(i + 1));
const tree: MembershipCategory[] = [
  { id: 0, parentId: null, canonicalSlug: "cameras", helmetBrandId: null, helmetModelId: null },
  { id: 1, parentId: null, canonicalSlug: "visors", helmetBrandId: null, helmetModelId: null },
  { id: 2, parentId: 1, canonicalSlug: "visors-agv", helmetBrandId: 50, helmetModelId: null },
];
const inCategory = (id: number) => categoryMembership(tree, id);
const state = (query: string) => parseProductListState(new URLSearchParams(query));

describe("product list state", () => {
  it("parses and cleans the URL", () => {
    expect(state("")).toEqual({ filter: "all", search: "", refine: "", sort: "", show: 9, fits: false });
    expect(state("filter=tudo&search=%20k6%20&sort=bogus&show=20&refine=x&fits=mine")).toEqual({
      filter: "all",
      search: "k6",
      refine: "",
      sort: "",
      show: 18,
      fits: true,
    });
    expect(state("fits=yes").fits).toBe(false);
    expect(state("filter=new&refine=brand:agv&sort=price-low&show=9999").show).toBe(900);
  });

  it("writes only what differs from the defaults", () => {
    expect(productListQuery({ filter: "all", search: "", sort: "" })).toEqual({
      filter: undefined,
      search: undefined,
      refine: undefined,
      sort: undefined,
      show: undefined,
    });
    expect(productListQuery({ filter: "new", show: 18 })).toMatchObject({ filter: "new", show: "18" });
    expect(productListQuery({ search: "k6", fits: true })).toMatchObject({ search: "k6", fits: "mine" });
  });
});

describe("applyProductList", () => {
  it("pages by 9 and reports the total", () => {
    const first = applyProductList(products, state(""), inCategory, 1);
    expect([first.products.length, first.total]).toEqual([9, 20]);
    expect(applyProductList(products, state("show=18"), inCategory, 1).products).toHaveLength(18);
  });

  it("filters by flag, brand and category subtree", () => {
    expect(applyProductList(products, state("filter=featured"), inCategory, 1).products.map((p) => p.id)).toEqual(
      [4, 8, 12, 16, 20].slice(0, 5),
    );
    expect(
      applyProductList(products, state("refine=brand:dji&show=18"), inCategory, 1).products.every(
        (p) => p.brand === "DJI",
      ),
    ).toBe(true);
    const inTree = applyProductList(products, state("refine=category:1&show=18"), inCategory, 1).products;
    expect(inTree.every((p) => p.categoryId === 1 || p.categoryId === 2)).toBe(true);
    expect(inTree.length).toBe(products.filter((p) => p.categoryId !== 0).length);
  });

  it("sorts every way", () => {
    const ids = (query: string) =>
      applyProductList(products, state(`${query}&show=18`), inCategory, 1).products.map((p) => p.id);
    expect(ids("sort=price-low").slice(0, 3)).toEqual([1, 2, 3]);
    expect(ids("sort=price-high").slice(0, 3)).toEqual([20, 19, 18]);
    expect(ids("sort=name-desc")[0]).toBe(20);
    expect(ids("sort=newest")[0]).toBe(20);
    expect(ids("sort=oldest")[0]).toBe(1);
    expect(
      ids("sort=featured")
        .slice(0, 5)
        .every((id) => id % 4 === 0),
    ).toBe(true);
    expect(ids("sort=rating")[0]! % 10).toBe(9);
  });

  it("mixes the default view by seed, but keeps filtered views in catalogue order", () => {
    const a = applyProductList(products, state(""), inCategory, 1).products.map((p) => p.id);
    const b = applyProductList(products, state(""), inCategory, 2).products.map((p) => p.id);
    expect(a).not.toEqual(b);
    expect(applyProductList(products, state("filter=new"), inCategory, 1).products.map((p) => p.id)).toEqual([
      5, 10, 15, 20,
    ]);
  });
});
