import { beforeAll, describe, expect, it } from "vitest";
import { createProduct } from "#db/seed/factories";
import { setupAppWithPages } from "#tests/helpers/pages";

/**
 * Issue 31 item 5 on the storefront: the product page's buy button says which shop it leads to, in the page's
 * language — the main shop, or the second shop while the product is out of stock at its main one.
 */
const { t, page } = setupAppWithPages();

const html = async (path: string) => {
  const res = await page(path);
  expect(res.status, path).toBe(200);
  return res.text();
};
// From the buy box to the like button that follows it.
const buyBox = (text: string) => text.slice(text.indexOf("data-availability="), text.indexOf('id="like"'));
const button = (box: string) => box.match(/<a href="\/go\/[^>]*>(.*?)<span aria-hidden/)?.[1];
const jsonLdAvailability = (text: string) => text.match(/"availability":"https:\/\/schema\.org\/(\w+)"/)?.[1];

let main: { id: number; slug: string };
let fallback: { id: number; slug: string };

beforeAll(async () => {
  const translations = (slug: string) => ({ en: { name: `Camera ${slug}`, slug } });
  main = await createProduct(t.database.db, {
    name: "Câmara na loja principal",
    buttonText: "",
    aliexpressUrl: "https://s.click.aliexpress.com/e/_main-shop",
    translations: translations("camera-main-shop"),
  });
  fallback = await createProduct(t.database.db, {
    name: "Câmara esgotada na loja principal",
    buttonText: "Ver no AliExpress",
    stock: 0,
    aliexpressUrl: "https://s.click.aliexpress.com/e/_sold-out",
    fallbackUrl: "https://store.dji.com/product/osmo-360",
    translations: translations("camera-sold-out-there"),
  });
});

describe("the buy button", () => {
  it("names the main shop in Portuguese and English", async () => {
    const pt = buyBox(await html(`/pt/produto/${main.slug}`));
    expect(button(pt)).toBe("Ver na AliExpress");
    expect(pt).toContain(">Em stock<");
    expect(pt).toContain("Vendido na AliExpress · abre num novo separador");
    const en = buyBox(await html("/en/product/camera-main-shop"));
    expect(button(en)).toBe("Buy at AliExpress");
    expect(en).toContain("Sold on AliExpress · opens in a new tab");
    expect(en).toContain(`href="/go/${main.id}?lang=en"`);
  });

  it("names the second shop while the main one is sold out, and says why, in Portuguese and English", async () => {
    const ptPage = await html(`/pt/produto/${fallback.slug}`);
    const pt = buyBox(ptPage);
    expect(pt).toContain('data-availability="available"');
    expect(pt).toContain(">Disponível noutra loja<");
    // The curator's text names AliExpress, where the button does not lead now: the button names its own shop.
    expect(button(pt)).toBe("Ver na DJI Store");
    expect(pt).toContain("A loja habitual não o tem agora; esta tem, ao seu preço · abre num novo separador");
    expect(pt).not.toContain("tell me");
    expect(jsonLdAvailability(ptPage)).toBe("InStock");

    const en = buyBox(await html("/en/product/camera-sold-out-there"));
    expect(button(en)).toBe("Buy at DJI Store");
    expect(en).toContain(">Available at another shop<");
    expect(en).toContain("The usual shop doesn&#x27;t have it right now; this one does, at its own price");
    expect(en).not.toContain("AliExpress");
  });

  it("is marked in the zz test locale, with the shop's name as it is", async () => {
    const zz = button(buyBox(await html("/zz/product/camera-sold-out-there")));
    expect(zz).toMatch(/^⟦.*DJI Store⟧$/);
  });

  it("and /go lead to the same shop", async () => {
    const res = await page(`/go/${fallback.id}?lang=pt`);
    expect(res.headers.get("location")).toBe("https://store.dji.com/product/osmo-360");
  });
});
