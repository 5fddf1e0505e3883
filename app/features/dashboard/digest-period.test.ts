import { describe, expect, it } from "vitest";
import { duePeriod, periodBefore, periodBounds } from "./digest-period";

describe("digest periods", () => {
  it("a week is the ISO week that ended, due from Monday 07:00 UTC", () => {
    // Friday 27 November 2026: the week of 16–22 November (W47) is the latest one due.
    expect(duePeriod("weekly", new Date("2026-11-27T12:00:00Z"))).toEqual({
      key: "2026-W47",
      from: "2026-11-16",
      to: "2026-11-22",
    });
    // Monday 30 November before 07:00 the week just ended is not due yet; at 07:00 it is.
    expect(duePeriod("weekly", new Date("2026-11-30T06:59:59Z")).key).toBe("2026-W47");
    expect(duePeriod("weekly", new Date("2026-11-30T07:00:00Z"))).toEqual({
      key: "2026-W48",
      from: "2026-11-23",
      to: "2026-11-29",
    });
  });

  it("numbers weeks across a new year as ISO does", () => {
    // 29 December 2025 to 4 January 2026 is week 1 of 2026; 28 December 2026 to 3 January 2027 is week 53 of 2026.
    expect(duePeriod("weekly", new Date("2026-01-05T08:00:00Z"))).toEqual({
      key: "2026-W01",
      from: "2025-12-29",
      to: "2026-01-04",
    });
    expect(duePeriod("weekly", new Date("2027-01-04T08:00:00Z")).key).toBe("2026-W53");
    expect(periodBefore(duePeriod("weekly", new Date("2026-01-05T08:00:00Z"))).key).toBe("2025-W52");
  });

  it("a day is yesterday, due from 07:00 UTC; the day before compares", () => {
    expect(duePeriod("daily", new Date("2026-03-01T07:00:00Z"))).toEqual({
      key: "2026-02-28",
      from: "2026-02-28",
      to: "2026-02-28",
    });
    expect(duePeriod("daily", new Date("2026-03-01T06:00:00Z")).key).toBe("2026-02-27");
    expect(periodBefore({ key: "2026-03-01", from: "2026-03-01", to: "2026-03-01" }).key).toBe("2026-02-28");
    expect(periodBounds({ key: "2026-W48", from: "2026-11-23", to: "2026-11-29" }).map((d) => d.toISOString())).toEqual(
      ["2026-11-23T00:00:00.000Z", "2026-11-30T00:00:00.000Z"],
    );
  });
});
