import { describe, expect, it } from "vitest";
import { gtinOf } from "./gtin";

describe("gtinOf", () => {
  it("takes GTIN-8, UPC-A, EAN-13 and GTIN-14 with a right check digit, as printed", () => {
    expect(gtinOf("96385074")).toBe("96385074");
    expect(gtinOf("036000291452")).toBe("036000291452");
    expect(gtinOf("4006381333931")).toBe("4006381333931");
    expect(gtinOf("4 006381 333931")).toBe("4006381333931");
    expect(gtinOf("10012345678902")).toBe("10012345678902");
  });

  it("refuses a wrong check digit, another length and anything but digits", () => {
    expect(gtinOf("4006381333932")).toBeNull();
    expect(gtinOf("400638133393")).toBeNull();
    expect(gtinOf("1234567")).toBeNull();
    expect(gtinOf("40063813339311")).toBeNull();
    expect(gtinOf("4006381333931x")).toBeNull();
    expect(gtinOf("")).toBeNull();
  });
});
