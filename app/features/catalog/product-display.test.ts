import { describe, expect, it } from "vitest";
import { canBuy, isVisor, productLinkSlug, sellsAtOfficialStore } from "./product-display";

describe("product display rules", () => {
  it("refuses card links to tiny or language-code slugs and falls back to product-{id}", () => {
    expect(productLinkSlug({ id: 7, slug: "viseira-agv-k6" })).toBe("viseira-agv-k6");
    expect(productLinkSlug({ id: 7, slug: "" })).toBe("product-7");
    expect(productLinkSlug({ id: 7, slug: "ab" })).toBeNull();
    expect(productLinkSlug({ id: 7, slug: "de" })).toBeNull();
  });

  it("labels official stores for DJI, Insta360 or flagged products", () => {
    expect(sellsAtOfficialStore({ isOfficial: false, brand: "DJI" })).toBe(true);
    expect(sellsAtOfficialStore({ isOfficial: false, brand: "insta360" })).toBe(true);
    expect(sellsAtOfficialStore({ isOfficial: true, brand: "Ejeas" })).toBe(true);
    expect(sellsAtOfficialStore({ isOfficial: false, brand: "AGV" })).toBe(false);
  });

  it("disables buying when out of stock or without a link", () => {
    expect(canBuy({ stock: null, aliexpressUrl: "https://x" })).toBe(true);
    expect(canBuy({ stock: 3, aliexpressUrl: "https://x" })).toBe(true);
    expect(canBuy({ stock: 0, aliexpressUrl: "https://x" })).toBe(false);
    expect(canBuy({ stock: null, aliexpressUrl: "#" })).toBe(false);
  });

  it("recognises visors by type, name, category or slug", () => {
    expect(isVisor({ type: "accessory", name: "Pinlock", category: "visors-agv-k6", slug: "p" })).toBe(true);
    expect(isVisor({ type: "camera", name: "Insta360 X4", category: "cameras-insta360", slug: "x4" })).toBe(false);
  });
});
