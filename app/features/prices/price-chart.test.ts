import { describe, expect, it } from "vitest";
import { priceChart } from "./price-chart";
import type { PricePoint } from "./price-history";

const now = new Date(Date.UTC(2026, 10, 27, 12));
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const point = (price: string, days: number, available = true): PricePoint => ({
  price,
  available,
  recordedAt: daysAgo(days),
});
// 90 days over 900 units: ten a day, so x = (90 - days ago) × 10; prices 34.90 (top, y 12) to 27.90 (bottom, y 148).
const box = { width: 900, height: 160, pad: 12 };

describe("the price history chart", () => {
  const history = [
    point("34.90", 120),
    point("31.90", 60),
    point("31.90", 45, false),
    point("33.90", 36),
    point("27.90", 20),
    point("29.90", 5),
  ];
  const chart = priceChart(history, now, box)!;

  it("draws a step per row: a price holds until the next row, the one in force 90 days ago from the left edge", () => {
    expect(chart.steps.map(({ price, available, x1, x2, y }) => ({ price, available, x1, x2, y }))).toEqual([
      { price: "34.90", available: true, x1: 0, x2: 300, y: 12 },
      { price: "31.90", available: true, x1: 300, x2: 450, y: 70.3 },
      { price: "31.90", available: false, x1: 450, x2: 540, y: 70.3 },
      { price: "33.90", available: true, x1: 540, x2: 700, y: 31.4 },
      { price: "27.90", available: true, x1: 700, x2: 850, y: 148 },
      { price: "29.90", available: true, x1: 850, x2: 900, y: 109.1 },
    ]);
    expect(chart.from).toEqual(daysAgo(90));
    expect(chart.to).toEqual(now);
    expect(chart.min).toEqual({ price: "27.90", y: 148 });
    expect(chart.max).toEqual({ price: "34.90", y: 12 });
  });

  it("draws the time it could not be bought as a line of its own, risers included", () => {
    expect(chart.lines).toEqual([
      { available: true, d: "M0 12 V12 H300 V70.3 H450" },
      { available: false, d: "M450 70.3 V70.3 H540" },
      { available: true, d: "M540 70.3 V31.4 H700 V148 H850 V109.1 H900" },
    ]);
    expect(chart.unavailable).toEqual([{ from: daysAgo(45), to: daysAgo(36) }]);
  });

  it("marks the lowest buyable price of the last 30 days across those days, and the current price's start", () => {
    expect(chart.low).toEqual({ price: "27.90", y: 148, x1: 600, x2: 900 });
    expect(chart.current).toEqual({ price: "29.90", available: true, since: daysAgo(5) });
  });

  it("starts at the first row when the history is younger than 90 days, and merges rows it could not be bought", () => {
    const young = priceChart(
      [point("20.00", 30), point("20.00", 20, false), point("22.00", 15, false), point("21.00", 10)],
      now,
      { ...box, width: 300 },
    )!;
    expect(young.from).toEqual(daysAgo(30));
    expect(young.steps.map((s) => [s.x1, s.x2])).toEqual([
      [0, 100],
      [100, 150],
      [150, 200],
      [200, 300],
    ]);
    expect(young.unavailable).toEqual([{ from: daysAgo(20), to: daysAgo(10) }]);
    expect(young.lines.map((l) => l.available)).toEqual([true, false, true]);
    // 30 days ago it was 20.00 and buyable; the 22.00 it was never sold at does not count.
    expect(young.low).toEqual({ price: "20.00", y: 148, x1: 0, x2: 300 });
  });

  it("draws one price in the middle, and no low while it could not be bought in the last 30 days", () => {
    const flat = priceChart([point("19.90", 100), point("19.90", 40, false)], now, box)!;
    expect(flat.steps.map((s) => s.y)).toEqual([80, 80]);
    expect(flat.low).toBeNull();
    expect(flat.current).toEqual({ price: "19.90", available: false, since: daysAgo(100) });
    expect(priceChart([], now)).toBeNull();
  });
});
