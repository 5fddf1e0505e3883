import { describe, expect, it } from "vitest";
import { formatPrice, savings } from "./format";

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
