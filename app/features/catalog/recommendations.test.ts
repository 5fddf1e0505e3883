import { describe, expect, it } from "vitest";
import { pickRecommended } from "./recommendations";

const item = (id: number, categoryId: number | null, type: string, isRecommended = false, fits: number[] = []) => ({
  id,
  categoryId,
  type: type as "visor",
  isRecommended,
  fits: fits.map((modelId) => ({ modelId })),
});

describe("pickRecommended", () => {
  const product = item(1, 10, "visor");
  const all = [
    product,
    item(2, 20, "camera", true),
    item(3, 10, "visor"),
    item(4, 11, "visor", true),
    item(5, 10, "visor", true),
    item(6, 11, "visor"),
    item(7, 30, "intercom"),
  ];

  it("prefers the same category, then the same type, recommended first, never the product itself", () => {
    expect(pickRecommended(all, product).map((p) => p.id)).toEqual([5, 3, 4, 6]);
  });

  it("puts what fits the same helmet first: other tints and the insert, before other visors of the category", () => {
    const k6 = item(1, 10, "visor", false, [100, 101]);
    const catalogue = [
      k6,
      item(2, 10, "visor", true, [200]), // another model, same category
      item(3, 40, "visor", false, [101]), // fits the K6S too
      item(4, 50, "accessory", false, [100]), // the Pinlock insert for the K6
      item(5, 10, "visor", false, []),
      item(6, 60, "visor", true, [300]),
    ];
    expect(pickRecommended(catalogue, k6).map((p) => p.id)).toEqual([3, 4, 2, 5]);
  });

  it("fills up with other types and respects the limit", () => {
    expect(pickRecommended(all, item(7, 30, "intercom"), 3).map((p) => p.id)).toEqual([2, 4, 5]);
    expect(pickRecommended([product], product)).toEqual([]);
  });
});
