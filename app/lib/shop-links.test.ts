import { describe, expect, it } from "vitest";
import { isAwinLink, isWebLink, shopName, withClickRef } from "./shop-links";

const awin =
  "https://www.awin1.com/cread.php?awinmid=7327&awinaffid=123456&ued=https%3A%2F%2Fstore.dji.com%2Fproduct%2Fosmo";

describe("shopName", () => {
  it("names the shops we know, on any of their addresses", () => {
    expect(shopName("https://s.click.aliexpress.com/e/_abc")).toBe("AliExpress");
    expect(shopName("https://pt.aliexpress.com/item/1005001234567890.html")).toBe("AliExpress");
    expect(shopName("https://store.dji.com/product/osmo-action-5-pro")).toBe("DJI Store");
    expect(shopName("https://store.insta360.com/product/x5")).toBe("Insta360 Store");
    expect(shopName("https://www.amazon.es/dp/B0ABC")).toBe("Amazon");
    expect(shopName("http://WWW.Worten.pt/produtos/x")).toBe("Worten");
  });

  it("says the host of any other shop, without www", () => {
    expect(shopName("https://www.motoshop.example/visor")).toBe("motoshop.example");
    expect(shopName("https://127.0.0.1:8080/item")).toBe("127.0.0.1");
  });

  it("names the shop an Awin link forwards to, else its advertiser", () => {
    expect(shopName(awin)).toBe("DJI Store");
    expect(shopName("https://www.awin1.com/cread.php?awinmid=7327&awinaffid=1")).toBe("DJI Store");
    expect(shopName("https://www.awin1.com/cread.php?awinmid=1&ued=https%3A%2F%2Fwww.fnac.pt%2Fa1")).toBe("Fnac");
    expect(shopName("https://www.awin1.com/cread.php?awinmid=1")).toBe("Awin");
  });

  it("names nothing that is not a web link", () => {
    expect(shopName("#")).toBeNull();
    expect(shopName("")).toBeNull();
    expect(shopName("javascript:alert(1)")).toBeNull();
  });
});

describe("withClickRef", () => {
  it("adds the click reference to an Awin link and keeps the rest as it was", () => {
    expect(withClickRef(awin, "zg-it")).toBe(`${awin}&clickref=zg-it`);
    expect(isAwinLink("https://www.awin1.com/awclick.php?mid=7327&id=1")).toBe(true);
  });

  it("replaces a click reference already there, and keeps the fragment last", () => {
    expect(withClickRef("https://www.awin1.com/cread.php?clickref=old&awinmid=1#top", "new")).toBe(
      "https://www.awin1.com/cread.php?awinmid=1&clickref=new#top",
    );
  });

  it("leaves every other link alone", () => {
    const link = "https://s.click.aliexpress.com/e/_abc?clickref=x";
    expect(withClickRef(link, "zg-it")).toBe(link);
    expect(withClickRef("https://evil.example/cread.php?awinmid=1", "zg-it")).toBe(
      "https://evil.example/cread.php?awinmid=1",
    );
  });
});

describe("isWebLink", () => {
  it("takes an absolute http(s) address and nothing else", () => {
    for (const link of ["https://pt.aliexpress.com/item/1.html", "http://shop.example/a?b=c", "HTTPS://EXAMPLE.PT"])
      expect(isWebLink(link), link).toBe(true);
    for (const link of [
      null,
      "",
      "#",
      "/pt/produto/x",
      "ftp://example.pt",
      "https://",
      " https://example.pt",
      "https://a b.pt",
    ])
      expect(isWebLink(link), String(link)).toBe(false);
  });
});
