import { describe, expect, it } from "vitest";
import { productShipping } from "#db/schema";
import { createProduct, type ProductInput } from "#db/seed/factories";
import { sameOrigin } from "#tests/helpers/admin";
import { setupAppWithPages } from "#tests/helpers/pages";
import { storyProduct as productWithStory } from "#tests/helpers/price-story";
import { getProductSlugs } from "~/features/catalog/catalog.service.server";
import { formatPrice } from "~/i18n/format";
import type { UiLanguage } from "~/i18n/languages";
import { productPath } from "~/i18n/routes";

/** The storefront's side of price history and delivery (issue 30, items 5 and 6). */
const { t, page } = setupAppWithPages();

const productPage = async (id: number, language: UiLanguage, init?: RequestInit) => {
  const slugs = await getProductSlugs(t.database.db, id);
  const res = await page(productPath(language, language === "zz" ? slugs.en : slugs[language]), init);
  expect(res.status).toBe(200);
  return { text: await res.text(), res };
};
/** From the product's name to its buy box: the price, its "was" price and saving, the dates below them. */
const priceArea = (html: string) => html.slice(html.indexOf("<h1"), html.indexOf("data-availability="));
const euros = (price: string) => formatPrice(price);

const storyProduct = (input: ProductInput = {}) => productWithStory(t.database.db, input);

describe("the price history chart on the product page", () => {
  it("is an inline SVG with the steps, the time it could not be bought and the 30-day low, in the page's language", async () => {
    const product = await storyProduct();
    const pt = (await productPage(product.id, "pt")).text;
    const chart = pt.slice(pt.indexOf('data-price-history="chart"'), pt.indexOf("</section>", pt.indexOf("<svg")));
    expect(pt).toContain("<html");
    expect(pt).toMatch(/<html[^>]* data-document/);
    expect(chart).toContain("<svg");
    expect(pt).toMatch(/role="img" aria-label="Preço de [^"]+: 29,90\s€ agora, desde [^"]+\. Preço mais baixo/);
    // 120 days ago is before the chart: 34.90 holds from its left edge; then one line a run of (un)availability.
    const lines = [...chart.matchAll(/<path d="([^"]+)" data-available="(true|false)"/g)].map((m) => [m[2], m[1]]);
    expect(lines.map(([available]) => available)).toEqual(["true", "false", "true"]);
    expect(lines[0]![1]).toMatch(/^M0 14 V14 H/);
    expect(chart).toContain(`Preço mais baixo em 30 dias: ${euros("27.90")}`);
    expect(chart).toContain(">Indisponível<");
    expect(chart).toContain(`>${euros("34.90")}<`);

    const de = (await productPage(product.id, "de")).text;
    expect(de).toContain(`Niedrigster Preis in 30 Tagen: ${euros("27.90")}`);
    expect(de).toContain(">Preisverlauf<");
    expect(de).toMatch(/aria-label="Preis vom [^"]+Nicht verfügbar vom /);
  });

  it("is one line, 'price unchanged since', when the price never changed", async () => {
    const product = await createProduct(t.database.db, { price: "19.90", priceSince: { daysAgo: 40 } });
    const { text } = await productPage(product.id, "en");
    expect(text).toContain('data-price-history="unchanged"');
    expect(text).toMatch(/Price unchanged since \d+ [A-Z][a-z]+ \d{4}/);
    expect(text).not.toContain('data-price-history="chart"');
  });
});

describe("the struck-through price is the honest prior price", () => {
  it("not a typed original price that was never the 30-day low", async () => {
    const product = await createProduct(t.database.db, {
      price: "29.90",
      originalPrice: "49.90",
      priceSince: { daysAgo: 60 },
    });
    const area = priceArea((await productPage(product.id, "en")).text);
    expect(area).toContain(euros("29.90"));
    expect(area).not.toMatch(/<s[\s>]/);
    expect(area).not.toContain(euros("49.90"));
    expect(area).not.toContain("You save");
  });

  it("the lowest price of the 30 days before the current one, with what one saves", async () => {
    const product = await createProduct(t.database.db, {
      price: "29.90",
      originalPrice: "49.90",
      priceHistory: [{ price: "39.90", daysAgo: 60 }],
      priceSince: { daysAgo: 5 },
    });
    const area = priceArea((await productPage(product.id, "en")).text);
    expect(area).toMatch(new RegExp(`<s[^>]*>.*${euros("39.90")}</s>`));
    expect(area).toContain(`You save ${euros("10.00")}`);
    expect(area).not.toContain(euros("49.90"));
  });
});

describe("delivery to the rider's country", () => {
  const shipped = async () => {
    const product = await createProduct(t.database.db, { price: "24.90" });
    const checkedAt = new Date("2026-11-20T10:00:00Z");
    await t.database.db.insert(productShipping).values([
      { productId: product.id, country: "PT", fee: "0.00", minDays: 7, maxDays: 12, checkedAt },
      { productId: product.id, country: "ES", fee: "1.50", minDays: 6, maxDays: 6, checkedAt },
      { productId: product.id, country: "DE", fee: "2.49", minDays: 8, maxDays: 13, checkedAt },
    ]);
    return product;
  };
  const box = (html: string) =>
    html.slice(html.indexOf("data-delivery="), html.indexOf("</section>", html.indexOf("data-delivery=")));

  it("shows the page language's country: Portugal in Portuguese and English, Germany in German", async () => {
    const product = await shipped();
    const pt = box((await productPage(product.id, "pt")).text);
    expect(pt).toContain('data-delivery="PT"');
    expect(pt).toContain("Entrega grátis");
    expect(pt).toContain("7–12 dias");
    expect(pt).toContain("Verificado a 20 de novembro de 2026");
    expect(pt).toMatch(/<option value="PT" selected="">Portugal<\/option>/);
    expect(pt).toContain(">Alemanha</option>");

    const de = box((await productPage(product.id, "de")).text);
    expect(de).toContain('data-delivery="DE"');
    expect(de).toContain(`Versand: ${euros("2.49")}`);
    expect(de).toContain("8–13 Tage");
    expect(de).toContain("Geprüft am 20. November 2026");
    expect(de).toContain(">Spanien</option>");

    const en = box((await productPage(product.id, "en")).text);
    expect(en).toContain('data-delivery="PT"');
    expect(en).toContain("Free delivery");
    expect(en).toContain("7–12 days");
  });

  it("remembers another country chosen without JavaScript: a form post, a cookie, back to the page", async () => {
    const product = await shipped();
    const slugs = await getProductSlugs(t.database.db, product.id);
    const here = productPath("en", slugs.en);
    const chosen = await page("/delivery-country", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...sameOrigin },
      body: new URLSearchParams({ country: "ES", return: here }).toString(),
    });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("location")).toBe(here);
    const cookie = chosen.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^delivery-country=ES;.*HttpOnly/);

    const { text, res } = await productPage(product.id, "en", { headers: { Cookie: cookie.split(";")[0]! } });
    const es = box(text);
    expect(es).toContain('data-delivery="ES"');
    expect(es).toContain(`Delivery: ${euros("1.50")}`);
    expect(es).toContain("6 days");
    expect(es).toMatch(/<option value="ES" selected="">Spain<\/option>/);
    // The page is this visitor's: no shared cache may keep it.
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    // A country without a row says so; one from another site, or none of the five, is refused.
    const french = await productPage(product.id, "fr");
    expect(box(french.text)).toContain("Je n&#x27;ai pas encore les informations de livraison pour ce pays.");
    const post = (body: string, headers: Record<string, string>) =>
      page("/delivery-country", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body,
      });
    expect((await post("country=DE&return=/en/", { Origin: "https://evil.example" })).status).toBe(403);
    expect((await post("country=US&return=/en/", sameOrigin)).status).toBe(400);
    const away = await post("country=DE&return=//evil.example/x", sameOrigin);
    expect(away.headers.get("location")).toBe("/");
  });

  it("says nothing for a product without delivery rows", async () => {
    const product = await createProduct(t.database.db);
    const { text } = await productPage(product.id, "pt");
    expect(text).not.toContain("data-delivery=");
    expect(text).not.toContain("País de entrega");
  });
});

describe("product cards", () => {
  it("say when the price was checked, compactly, only for a product whose price was checked", async () => {
    const checked = await createProduct(t.database.db, {
      name: "Viseira Cartão Verificado",
      priceConfirmedAt: new Date("2026-11-03T12:00:00Z"),
    });
    await createProduct(t.database.db, { name: "Viseira Cartão Por Verificar" });
    const res = await page("/en/products?search=cartao");
    const text = await res.text();
    const card = (name: string) => {
      const start = text.lastIndexOf("<article", text.indexOf(name));
      return text.slice(start, text.indexOf("</article>", start));
    };
    expect(card("Verificado")).toContain("Price checked on 3 Nov 2026");
    expect(card("Por Verificar")).not.toContain("Price checked");
    expect(checked.name).toContain("Verificado");
  });
});
