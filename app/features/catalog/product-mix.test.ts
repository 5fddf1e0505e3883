import { describe, expect, it } from "vitest";
import { mixProductsByPriceTier, priceTierOf, timeSeed, type PriceTier } from "./product-mix";

type Item = { id: number; price: string; brand: string | null };

const PRICE_OF: Record<PriceTier, string> = { budget: "19.90", mid: "59.90", premium: "99.90" };
const SEEDS = Array.from({ length: 40 }, (_, i) => i + 1);

/** Builds `counts` products per tier with ids 1..n; brands cycle over `brandCount` names. */
function catalog(counts: Partial<Record<PriceTier, number>>, brandCount = 3): Item[] {
  const tiers = Object.entries(counts) as [PriceTier, number][];
  return tiers
    .flatMap(([tier, count]) => Array.from({ length: count }, () => PRICE_OF[tier]))
    .map((price, index) => ({ id: index + 1, price, brand: `Brand ${index % brandCount}` }));
}

const ids = (items: readonly Item[]) => items.map((item) => item.id);
const firstPage = (items: readonly Item[]) => items.slice(0, 9);
const brandsOf = (items: readonly Item[]) => new Set(items.map((item) => item.brand));

function tierCounts(items: readonly Item[]): Record<PriceTier, number> {
  const counts: Record<PriceTier, number> = { budget: 0, mid: 0, premium: 0 };
  for (const item of items) counts[priceTierOf(item.price)]++;
  return counts;
}

function expectPermutation(mixed: readonly Item[], input: readonly Item[]) {
  expect(mixed).toHaveLength(input.length);
  expect(new Set(ids(mixed)).size).toBe(mixed.length);
  expect([...ids(mixed)].sort((a, b) => a - b)).toEqual([...ids(input)].sort((a, b) => a - b));
}

const plenty = catalog({ budget: 12, mid: 12, premium: 12 });

describe("priceTierOf", () => {
  it("puts 40.00 in budget and 80.00 in mid, one cent more in the next tier", () => {
    expect(priceTierOf("40.00")).toBe("budget");
    expect(priceTierOf("40.01")).toBe("mid");
    expect(priceTierOf("80.00")).toBe("mid");
    expect(priceTierOf("80.01")).toBe("premium");
    expect(priceTierOf("0.10")).toBe("budget");
  });
});

describe("mixProductsByPriceTier", () => {
  it("returns a permutation of the input", () => {
    for (const seed of SEEDS) expectPermutation(mixProductsByPriceTier(plenty, seed), plenty);
  });

  it("gives the same order for the same seed, whatever the input order", () => {
    const order = ids(mixProductsByPriceTier(plenty, 42));
    expect(ids(mixProductsByPriceTier(plenty, 42))).toEqual(order);
    expect(ids(mixProductsByPriceTier([...plenty].reverse(), 42))).toEqual(order);
  });

  it("gives different orders for different seeds", () => {
    const orders = SEEDS.map((seed) => ids(mixProductsByPriceTier(plenty, seed)).join(","));
    expect(new Set(orders).size).toBe(SEEDS.length);
    expect(new Set(orders.map((order) => order.split(",").slice(0, 9).join(","))).size).toBeGreaterThan(1);
  });

  it("fills the first 9 slots with exactly 3 budget, 4 mid and 2 premium, tiers alternating", () => {
    for (const seed of SEEDS) {
      const page = firstPage(mixProductsByPriceTier(plenty, seed));
      expect(tierCounts(page)).toEqual({ budget: 3, mid: 4, premium: 2 });
      const tiers = page.map((item) => priceTierOf(item.price));
      tiers.slice(1).forEach((tier, index) => expect(tier).not.toBe(tiers[index]));
    }
  });

  it("shuffles the rest across tiers instead of grouping them", () => {
    const rest = mixProductsByPriceTier(plenty, 7).slice(9);
    const tiers = rest.map((item) => priceTierOf(item.price));
    const tierChanges = tiers.slice(1).filter((tier, index) => tier !== tiers[index]).length;
    expect(tierChanges).toBeGreaterThan(2);
  });

  it("shows at most 6 brands in the first 9 slots, keeping the quotas, when there are 10 brands", () => {
    const tenBrands = catalog({ budget: 20, mid: 20, premium: 20 }, 10);
    expect(brandsOf(tenBrands).size).toBe(10);
    for (const seed of SEEDS) {
      const mixed = mixProductsByPriceTier(tenBrands, seed);
      expectPermutation(mixed, tenBrands);
      expect(brandsOf(firstPage(mixed)).size).toBeLessThanOrEqual(6);
      expect(tierCounts(firstPage(mixed))).toEqual({ budget: 3, mid: 4, premium: 2 });
    }
  });

  it("counts products without a brand as one group", () => {
    const unbranded = catalog({ budget: 10, mid: 10, premium: 10 }, 10).map((item) =>
      item.id % 2 === 0 ? { ...item, brand: null } : item,
    );
    for (const seed of SEEDS) {
      expect(brandsOf(firstPage(mixProductsByPriceTier(unbranded, seed))).size).toBeLessThanOrEqual(6);
    }
  });

  it("lets a 7th brand in rather than leave a first-page slot empty", () => {
    const allDifferent = catalog({ budget: 3, mid: 4, premium: 2 }, 9);
    const mixed = mixProductsByPriceTier(allDifferent, 3);
    expectPermutation(mixed, allDifferent);
    expect(brandsOf(firstPage(mixed)).size).toBe(9);
  });

  it("fills a short tier's slots from the other tiers' leftovers", () => {
    const onePremium = catalog({ budget: 10, mid: 10, premium: 1 });
    for (const seed of SEEDS) {
      const counts = tierCounts(firstPage(mixProductsByPriceTier(onePremium, seed)));
      expect(counts.premium).toBe(1);
      expect(counts.budget).toBeGreaterThanOrEqual(3);
      expect(counts.mid).toBeGreaterThanOrEqual(4);
      expect(counts.budget + counts.mid).toBe(8);
    }
  });

  it("copes with a single tier, fewer than 9 products and an empty list", () => {
    const onlyPremium = catalog({ premium: 12 });
    expectPermutation(mixProductsByPriceTier(onlyPremium, 1), onlyPremium);
    const few = catalog({ budget: 2, mid: 1, premium: 2 });
    expectPermutation(mixProductsByPriceTier(few, 1), few);
    expect(mixProductsByPriceTier([], 1)).toEqual([]);
  });

  it("sorts boundary prices into the right tier when mixing", () => {
    const boundaries = [
      ...Array.from({ length: 10 }, () => "40.00"),
      ...Array.from({ length: 10 }, () => "80.00"),
      ...Array.from({ length: 10 }, () => "80.01"),
    ].map((price, index) => ({ id: index + 1, price, brand: "Same" }));
    const page = firstPage(mixProductsByPriceTier(boundaries, 5));
    const countAt = (price: string) => page.filter((item) => item.price === price).length;
    expect([countAt("40.00"), countAt("80.00"), countAt("80.01")]).toEqual([3, 4, 2]);
  });

  it("does not mutate the input", () => {
    const input = Object.freeze(plenty.map((item) => Object.freeze({ ...item })));
    const before = structuredClone(input);
    mixProductsByPriceTier(input, 9);
    expect(input).toEqual(before);
  });
});

describe("timeSeed", () => {
  const at = (iso: string) => new Date(iso);

  it("stays the same within an hour and changes across hours", () => {
    const seed = timeSeed(at("2025-03-01T10:00:00.000Z"));
    expect(Number.isInteger(seed)).toBe(true);
    expect(timeSeed(at("2025-03-01T10:59:59.999Z"))).toBe(seed);
    expect(timeSeed(at("2025-03-01T11:00:00.000Z"))).toBe(seed + 1);
    expect(timeSeed(at("2025-03-01T09:59:59.999Z"))).toBe(seed - 1);
  });

  it("honours a custom period and rejects a non-positive one", () => {
    expect(timeSeed(at("2025-03-01T10:14:59Z"), 15)).toBe(timeSeed(at("2025-03-01T10:00:00Z"), 15));
    expect(timeSeed(at("2025-03-01T10:15:00Z"), 15)).not.toBe(timeSeed(at("2025-03-01T10:00:00Z"), 15));
    expect(() => timeSeed(at("2025-03-01T10:00:00Z"), 0)).toThrow(RangeError);
  });

  it("keeps the mixed order for the hour", () => {
    const order = (iso: string) => ids(mixProductsByPriceTier(plenty, timeSeed(at(iso))));
    expect(order("2025-03-01T10:05:00Z")).toEqual(order("2025-03-01T10:55:00Z"));
    expect(order("2025-03-01T10:05:00Z")).not.toEqual(order("2025-03-01T11:05:00Z"));
  });
});
