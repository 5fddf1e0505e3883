import { describe, expect, it } from "vitest";
import { pickRecommended } from "./recommendations";

const item = (id: number, categoryId: number | null, type: string, isRecommended = false) => ({
  id,
  categoryId,
  type: type as "visor",
  isRecommended,
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

  it("fills up with other types and respects the limit", () => {
    expect(pickRecommended(all, item(7, 30, "intercom"), 3).map((p) => p.id)).toEqual([2, 4, 5]);
    expect(pickRecommended([product], product)).toEqual([]);
  });
});
