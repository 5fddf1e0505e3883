import { describe, expect, it } from "vitest";
import { honestPriorPrice, lowestRecentPrice, type PricePoint } from "./price-history";

const now = Date.UTC(2026, 10, 27);
const point = (price: string, daysAgo: number, available = true): PricePoint => ({
  price,
  available,
  recordedAt: new Date(now - daysAgo * 86_400_000),
});

describe("the honest prior price", () => {
  it("is the lowest price of the 30 days before the current price took effect, when above it", () => {
    expect(honestPriorPrice([point("39.90", 60), point("32.90", 5)])).toBe("39.90");
    // A cheaper price inside the window is the prior price, not the higher one before it.
    expect(honestPriorPrice([point("44.90", 80), point("36.90", 20), point("39.90", 10), point("29.90", 2)])).toBe(
      "36.90",
    );
  });

  it("is none when the price went up, stayed, or a lower price applied within the 30 days", () => {
    expect(honestPriorPrice([point("27.90", 60), point("29.90", 5)])).toBeNull();
    expect(honestPriorPrice([point("29.90", 60)])).toBeNull();
    expect(
      honestPriorPrice([point("29.90", 60), point("24.90", 20), point("34.90", 10), point("27.90", 1)]),
    ).toBeNull();
  });

  it("is none when the history does not cover the whole 30 days (the site cannot say it was the lowest)", () => {
    expect(honestPriorPrice([point("39.90", 20), point("32.90", 5)])).toBeNull();
    expect(honestPriorPrice([point("32.90", 0)])).toBeNull();
    expect(honestPriorPrice([])).toBeNull();
  });

  it("counts only prices at which the product could be bought, and none while it cannot be", () => {
    // Out of stock at 25.90 for a while: that price was never applied, 39.90 was.
    expect(honestPriorPrice([point("39.90", 60), point("25.90", 20, false), point("32.90", 3)])).toBe("39.90");
    expect(honestPriorPrice([point("39.90", 60), point("32.90", 3, false)])).toBeNull();
  });

  it("keeps the run of the current price together, whatever its availability rows", () => {
    const history = [point("39.90", 90), point("32.90", 50), point("32.90", 40, false), point("32.90", 30)];
    // The current price began 50 days ago; 39.90 was the price through the 30 days before that.
    expect(honestPriorPrice(history)).toBe("39.90");
  });
});

describe("the lowest recent price", () => {
  it("is the lowest buyable price of the last 30 days, the one in force 30 days ago included", () => {
    const history = [point("34.90", 45), point("31.90", 12), point("33.90", 3)];
    expect(lowestRecentPrice(history, new Date(now))).toBe("31.90");
    expect(lowestRecentPrice([point("34.90", 45)], new Date(now))).toBe("34.90");
    expect(lowestRecentPrice([point("34.90", 45, false)], new Date(now))).toBeNull();
  });
});
