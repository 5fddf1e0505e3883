import { describe, expect, it } from "vitest";
import {
  categoryMembership,
  categorySubtreeIds,
  countCategoryMembers,
  type MembershipCategory,
  type MembershipProduct,
} from "./category-membership";

const category = (
  id: number,
  parentId: number | null,
  canonicalSlug: string,
  helmet: Partial<MembershipCategory> = {},
) => ({
  id,
  parentId,
  canonicalSlug,
  helmetBrandId: null,
  helmetModelId: null,
  ...helmet,
});

/** Helmet brand 50 (AGV) has models 500 (K6) and 501 (K6S); brand 60 (Shoei) has model 600. */
const tree: MembershipCategory[] = [
  category(1, null, "visors"),
  category(2, 1, "visors-agv", { helmetBrandId: 50 }),
  category(3, 2, "visors-agv-k6", { helmetModelId: 500 }),
  category(4, null, "intercoms"),
  category(5, 4, "intercoms-ejeas"),
  category(6, null, "accessories"),
  category(7, 6, "accessories-microphones"),
  category(8, 7, "accessories-microphones-dji"),
  category(9, null, "cameras"),
  category(10, 2, "visors-agv-k6s", { helmetModelId: 501 }),
];

const product = (
  type: MembershipProduct["type"],
  brand: string | null,
  categoryId: number | null,
  fits: MembershipProduct["fits"] = [],
) => ({ type, brand, categoryId, fits });

const members = (categoryId: number, products: MembershipProduct[]) =>
  products.filter(categoryMembership(tree, categoryId));

describe("category membership", () => {
  it("collects a category and everything below it", () => {
    expect([...categorySubtreeIds(tree, 1)].sort((a, b) => a - b)).toEqual([1, 2, 3, 10]);
    const k6 = product("visor", "AGV", 3);
    expect(members(1, [k6])).toEqual([k6]);
    expect(members(2, [k6])).toEqual([k6]);
    expect(members(3, [k6])).toEqual([k6]);
    expect(members(9, [k6])).toEqual([]);
  });

  it("gathers intercoms of the slug's brand filed elsewhere", () => {
    const ejeasInRoot = product("intercom", "Ejeas", 4);
    const cardo = product("intercom", "Cardo", 4);
    const uncategorized = product("intercom", "Ejeas", null);
    expect(members(5, [ejeasInRoot, cardo, uncategorized])).toEqual([ejeasInRoot, uncategorized]);
    expect(members(4, [cardo, uncategorized, product("camera", "Ejeas", null)])).toEqual([cardo, uncategorized]);
  });

  it("reads microphones and brands out of accessory slugs", () => {
    const djiMic = product("microphone", "DJI", null);
    const rodeMic = product("microphone", "Rode", 6);
    const cloth = product("accessory", "Generic", null);
    const djiCamera = product("camera", "DJI", 9);
    const all = [djiMic, rodeMic, cloth, djiCamera];
    expect(members(6, all)).toEqual([djiMic, rodeMic, cloth]);
    expect(members(7, all)).toEqual([djiMic, rodeMic]);
    expect(members(8, all)).toEqual([djiMic]);
  });

  it("gathers visors by what they fit, never by their brand's name", () => {
    const k6AndK6s = product("visor", "AGV", 3, [
      { brandId: 50, modelId: 500 },
      { brandId: 50, modelId: 501 },
    ]);
    const looseK6s = product("visor", "AGV", 1, [{ brandId: 50, modelId: 501 }]);
    const agvWithoutFit = product("visor", "AGV", 1);
    const shoei = product("visor", "Shoei", 1, [{ brandId: 60, modelId: 600 }]);
    const insert = product("accessory", "AGV", 6, [{ brandId: 50, modelId: 500 }]);
    const all = [k6AndK6s, looseK6s, agvWithoutFit, shoei, insert];
    expect(members(2, all)).toEqual([k6AndK6s, looseK6s]);
    expect(members(3, all)).toEqual([k6AndK6s]);
    expect(members(10, all)).toEqual([k6AndK6s, looseK6s]);
  });

  it("counts with the same rule", () => {
    const counts = countCategoryMembers(tree, [
      product("visor", "AGV", 3),
      product("intercom", "Ejeas", 4),
      product("microphone", "DJI", 7),
    ]);
    expect(Object.fromEntries(counts)).toEqual({ 1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 7: 1, 8: 1, 9: 0, 10: 0 });
  });
});
