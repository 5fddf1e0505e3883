import { describe, expect, it } from "vitest";
import { formatDay, formatPrice, savings } from "./format";

describe("prices", () => {
  it("formats euros the Portuguese way with two decimals", () => {
    expect(formatPrice("34.9").replace(/\s/g, " ")).toBe("34,90 €");
    expect(formatPrice(1299).replace(/\s/g, " ")).toBe("1299,00 €");
  });

  it("shows savings only when the original price is higher", () => {
    expect(savings("29.90", "39.90")).toBe(10);
    expect(savings("29.90", "29.90")).toBeNull();
    expect(savings("29.90", null)).toBeNull();
    expect(savings("0.10", "0.30")).toBe(0.2);
  });
});

describe("days", () => {
  it("read in the site's European order in English too, in the shop's time zone", () => {
    expect(formatDay("2026-11-24T12:00:00Z", "en")).toBe("24 November 2026");
    expect(formatDay("2026-11-24T12:00:00Z", "en", "medium")).toBe("24 Nov 2026");
    expect(formatDay("2026-11-24T12:00:00Z", "pt")).toBe("24 de novembro de 2026");
  });
});
