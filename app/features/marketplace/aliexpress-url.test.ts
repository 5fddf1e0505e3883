import { describe, expect, it } from "vitest";
import { aliexpressProductId, aliexpressProductUrl, isAliExpressShopUrl } from "./aliexpress-url";
import { isAliExpressShopUrl as publicIsAliExpressShopUrl } from "./index";

const id = "1005006123456789";

describe("aliexpressProductId", () => {
  it.each([
    ["the bare id", id, id],
    ["the bare id between spaces", `  ${id}\n`, id],
    ["an old 8-digit id", "32812345", "32812345"],
    ["a 20-digit id", "10050061234567891234", "10050061234567891234"],
    ["the global item page", `https://www.aliexpress.com/item/${id}.html`, id],
    ["the page without www", `https://aliexpress.com/item/${id}.html`, id],
    ["plain http", `http://www.aliexpress.com/item/${id}.html`, id],
    [
      "a query string and a fragment",
      `https://www.aliexpress.com/item/${id}.html?spm=a2g0o.detail.0.0&pdp_npi=4#nav`,
      id,
    ],
    ["a country redirect", `https://www.aliexpress.com/item/${id}.html?spm=a2g0o.x&gatewayAdapt=glo2por`, id],
    ["the Portuguese site", `https://pt.aliexpress.com/item/${id}.html?gatewayAdapt=glo2por`, id],
    ["the Spanish site", `https://es.aliexpress.com/item/${id}.html`, id],
    ["the US site", `https://www.aliexpress.us/item/${id}.html`, id],
    ["the Russian site", `https://aliexpress.ru/item/${id}.html?sku_id=12000037`, id],
    ["the mobile site", `https://m.aliexpress.com/item/${id}.html`, id],
    ["the short item path", `https://www.aliexpress.com/i/${id}.html`, id],
    ["the .htm ending", `https://www.aliexpress.com/item/${id}.htm`, id],
    [
      "an old address with a slug",
      "https://www.aliexpress.com/item/Motorcycle-Helmet-Visor/32812345678.html",
      "32812345678",
    ],
    [
      "an old store product page",
      "https://www.aliexpress.com/store/product/Visor-for-LS2/1234567_32812345678.html",
      "32812345678",
    ],
    ["upper case host and path", `HTTPS://WWW.AliExpress.COM/ITEM/${id}.HTML`, id],
    ["a host ending in a dot", `https://www.aliexpress.com./item/${id}.html`, id],
    ["no scheme", `www.aliexpress.com/item/${id}.html`, id],
    ["no scheme nor www", `aliexpress.com/item/${id}.html`, id],
    ["the app's detail page", `https://m.aliexpress.com/app/detail.html?productId=${id}`, id],
    ["productIds", `https://www.aliexpress.com/gcp/300000512/nnmixupdatev3?productIds=${id}`, id],
    ["productIds listing several", `https://sale.aliexpress.com/__pc/sale.htm?productIds=${id},1005001111111111`, id],
    [
      "an affiliate deep link naming the product",
      `https://s.click.aliexpress.com/deep_link.htm?aff_short_key=abc&dl_target_url=${encodeURIComponent(
        `https://www.aliexpress.com/item/${id}.html`,
      )}`,
      id,
    ],
    [
      "a share link naming the product",
      `https://star.aliexpress.com/share/share.htm?redirectUrl=${encodeURIComponent(
        `https://pt.aliexpress.com/item/${id}.html?spm=x`,
      )}`,
      id,
    ],
  ])("reads %s", (_, input, expected) => {
    expect(aliexpressProductId(input)).toBe(expected);
  });

  it.each([
    ["an empty string", ""],
    ["spaces", "   "],
    ["a 7-digit number", "1234567"],
    ["a 21-digit number", "100500612345678912345"],
    ["a number with a sign", `-${id}`],
    ["a number with a decimal point", `${id}.0`],
    ["another host", `https://evil.com/item/${id}.html`],
    ["a host that only starts like AliExpress", `https://aliexpress.com.evil.com/item/${id}.html`],
    ["a host that only ends like AliExpress", `https://notaliexpress.com/item/${id}.html`],
    ["another TLD", `https://aliexpress.evil/item/${id}.html`],
    ["a user name before the host", `https://www.aliexpress.com@evil.com/item/${id}.html`],
    ["credentials on AliExpress", `https://user:pw@www.aliexpress.com/item/${id}.html`],
    ["another scheme", `ftp://www.aliexpress.com/item/${id}.html`],
    ["a script", `javascript:alert(${id})`],
    ["a data address", `data:text/html,${id}`],
    ["a short link, unresolved offline", "https://a.aliexpress.com/_mKd3x9Q"],
    ["an affiliate link, unresolved offline", "https://s.click.aliexpress.com/e/_DnR4vXb"],
    ["a search page", "https://www.aliexpress.com/w/wholesale-visor.html?SearchText=visor"],
    ["the home page", "https://www.aliexpress.com/"],
    ["a store page", "https://www.aliexpress.com/store/1234567"],
    ["an item id too short", "https://www.aliexpress.com/item/1234567.html"],
    ["an item id too long", `https://www.aliexpress.com/item/${id}12345.html`],
    ["an item id with letters", "https://www.aliexpress.com/item/10050061234abc.html"],
    ["a productId of letters", "https://m.aliexpress.com/app/detail.html?productId=abc"],
    ["a productId on another host", `https://evil.com/app/detail.html?productId=${id}`],
    [
      "a deep link to another host",
      `https://s.click.aliexpress.com/deep_link.htm?dl_target_url=${encodeURIComponent(`https://evil.com/item/${id}.html`)}`,
    ],
    [
      "AliExpress's address in a parameter of another host",
      `https://evil.com/?url=${encodeURIComponent(`https://www.aliexpress.com/item/${id}.html`)}`,
    ],
    ["not an address", "visor for LS2 helmet"],
  ])("refuses %s", (_, input) => {
    expect(aliexpressProductId(input)).toBeNull();
  });

  it("keeps ids beyond 2^53 exact", () => {
    const big = "10050099999999999";
    expect(String(Number(big))).not.toBe(big);
    expect(aliexpressProductId(`https://www.aliexpress.com/item/${big}.html`)).toBe(big);
  });
});

describe("aliexpressProductUrl", () => {
  it("gives the global product page, which reads back to the same id", () => {
    expect(aliexpressProductUrl(id)).toBe(`https://www.aliexpress.com/item/${id}.html`);
    expect(aliexpressProductId(aliexpressProductUrl("32812345678"))).toBe("32812345678");
  });
});

describe("isAliExpressShopUrl", () => {
  it.each([
    `https://www.aliexpress.com/item/${id}.html`,
    `http://pt.aliexpress.com/item/${id}.html`,
    "https://aliexpress.ru/item/1.html",
    "https://www.aliexpress.us/",
    "https://s.click.aliexpress.com/e/_DnR4vXb",
    "https://a.aliexpress.com/_mKd3x9Q",
    "  https://m.aliexpress.com/app/detail.html?productId=1  ",
  ])("knows %s", (url) => {
    expect(isAliExpressShopUrl(url)).toBe(true);
    // The feature's public module answers the same.
    expect(publicIsAliExpressShopUrl(url)).toBe(true);
  });

  it.each([
    "https://store.dji.com/pt/product/osmo-action-5-pro",
    "https://www.insta360.com/product/insta360-x4",
    `https://aliexpress.com.evil.com/item/${id}.html`,
    `https://evil.com/item/${id}.html?host=aliexpress.com`,
    "https://myaliexpress.com/item/1.html",
    `ftp://www.aliexpress.com/item/${id}.html`,
    `www.aliexpress.com/item/${id}.html`,
    `https://user@www.aliexpress.com/item/${id}.html`,
    id,
    "",
  ])("does not take %s for AliExpress", (url) => {
    expect(isAliExpressShopUrl(url)).toBe(false);
    expect(publicIsAliExpressShopUrl(url)).toBe(false);
  });
});
