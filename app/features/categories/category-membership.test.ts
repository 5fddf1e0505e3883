import { describe, expect, it } from "vitest";
import {
  categoryMembership,
  categorySubtreeIds,
  countCategoryMembers,
  type MembershipCategory,
  type MembershipProduct,
} from "./category-membership";

const tree: MembershipCategory[] = [
  { id: 1, parentId: null, canonicalSlug: "visors" },
  { id: 2, parentId: 1, canonicalSlug: "visors-agv" },
  { id: 3, parentId: 2, canonicalSlug: "visors-agv-k6" },
  { id: 4, parentId: null, canonicalSlug: "intercoms" },
  { id: 5, parentId: 4, canonicalSlug: "intercoms-ejeas" },
  { id: 6, parentId: null, canonicalSlug: "accessories" },
  { id: 7, parentId: 6, canonicalSlug: "accessories-microphones" },
  { id: 8, parentId: 7, canonicalSlug: "accessories-microphones-dji" },
  { id: 9, parentId: null, canonicalSlug: "cameras" },
];

const product = (type: MembershipProduct["type"], brand: string | null, categoryId: number | null) => ({
  type,
  brand,
  categoryId,
});

const members = (categoryId: number, products: MembershipProduct[]) =>
  products.filter(categoryMembership(tree, categoryId));

describe("category membership", () => {
  it("collects a category and everything below it", () => {
    expect([...categorySubtreeIds(tree, 1)].sort()).toEqual([1, 2, 3]);
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

  it("gathers visors by helmet brand but never guesses a model", () => {
    const agvLoose = product("visor", "AGV", 1);
    const shoei = product("visor", "Shoei", 1);
    expect(members(2, [agvLoose, shoei])).toEqual([agvLoose]);
    expect(members(3, [agvLoose, shoei])).toEqual([]);
  });

  it("counts with the same rule", () => {
    const counts = countCategoryMembers(tree, [
      product("visor", "AGV", 3),
      product("intercom", "Ejeas", 4),
      product("microphone", "DJI", 7),
    ]);
    expect(Object.fromEntries(counts)).toEqual({ 1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 7: 1, 8: 1, 9: 0 });
  });
});
