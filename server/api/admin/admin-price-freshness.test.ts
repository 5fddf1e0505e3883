import { productIsVisible } from "#db/predicates";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkChecks, productTranslations, products } from "#db/schema";
import { adminJsonClient } from "#tests/helpers/admin";
import { createAppWithPages } from "#tests/helpers/pages";
import { setupTestApp } from "#tests/helpers/test-app";
import { recordLinkCheck } from "~/features/link-health/link-health.server";

/**
 * Issue 16 item 4 (price freshness) and the storefront side of item 3: the list's quick pricing
 * edit and one-click confirmation, "price checked on {date}" on the product page in each language,
 * and "link unavailable" for a broken link when the curator chose so.
 */
const t = setupTestApp();
const send = adminJsonClient(t);
let site: Awaited<ReturnType<typeof createAppWithPages>>;
beforeAll(async () => {
  site = await createAppWithPages(t.database);
}, 120_000);
afterAll(() => site?.close());

type Pricing = {
  id: number;
  price: string;
  originalPrice: string | null;
  stock: number | null;
  priceConfirmedAt: string;
};
type ListItem = { id: number; priceConfirmedAt: string | null };

let id = 0;
beforeAll(async () => {
  const [row] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(productIsVisible)
    .orderBy(products.id)
    .limit(1);
  id = row!.id;
});
const row = async () => (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!;

describe("price freshness", () => {
  it("saves price, original price and stock inline, which confirms them", async () => {
    const before = Date.now();
    const saved = await send<Pricing>("PUT", `/api/admin/products/${id}/pricing`, {
      price: "31,50",
      originalPrice: "39.90",
      stock: "4",
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id, price: "31.50", originalPrice: "39.90", stock: 4 });
    const stored = await row();
    expect([stored.price, stored.originalPrice, stored.stock]).toEqual(["31.50", "39.90", 4]);
    expect(stored.priceConfirmedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("refuses bad input with the field's message and writes nothing", async () => {
    const stored = await row();
    for (const [body, field, message] of [
      [{ price: "abc", originalPrice: "", stock: "" }, "price", /amount like 29.90/],
      [{ price: "20", originalPrice: "10", stock: "" }, "originalPrice", /higher than the price/],
      [{ price: "20", originalPrice: "forty", stock: "" }, "originalPrice", /Original price must be an amount/],
      [{ price: "20", originalPrice: "", stock: "-1" }, "stock", /cannot be negative/],
    ] as const) {
      const answer = await send<{ error: string; fields: Record<string, string> }>(
        "PUT",
        `/api/admin/products/${id}/pricing`,
        body,
      );
      expect(answer.status).toBe(400);
      expect(answer.body.fields[field]).toMatch(message);
    }
    expect((await send("PUT", "/api/admin/products/999999/pricing", { price: "1" })).status).toBe(404);
    expect((await send("POST", "/api/admin/products/abc/pricing/confirm")).status).toBe(400);
    expect(await row()).toEqual(stored);
  });

  it("confirms an unchanged price in one click, and the list sorts by it", async () => {
    const old = new Date("2026-01-02T10:00:00Z");
    await t.database.db.update(products).set({ priceConfirmedAt: old }).where(eq(products.id, id));
    const list = async (sort: string) =>
      (await send<{ items: ListItem[] }>("GET", `/api/admin/products?sort=${sort}&pageSize=100`)).body.items;
    const oldestFirst = await list("checked");
    // Never confirmed first, then the oldest confirmation.
    const confirmed = oldestFirst.filter((p) => p.priceConfirmedAt !== null);
    expect(confirmed[0]).toEqual(expect.objectContaining({ id, priceConfirmedAt: old.toISOString() }));
    expect(oldestFirst.indexOf(confirmed[0]!)).toBe(oldestFirst.findIndex((p) => p.priceConfirmedAt !== null));
    expect(oldestFirst.slice(0, oldestFirst.indexOf(confirmed[0]!)).every((p) => p.priceConfirmedAt === null)).toBe(
      true,
    );

    const stored = await row();
    const answer = await send<Pricing>("POST", `/api/admin/products/${id}/pricing/confirm`);
    expect(answer.status).toBe(200);
    const after = await row();
    expect([after.price, after.originalPrice, after.stock]).toEqual([stored.price, stored.originalPrice, stored.stock]);
    expect(after.priceConfirmedAt!.getTime()).toBeGreaterThan(old.getTime());
    expect((await list("checked-desc"))[0]!.id).toBe(id);
  });

  it("shows “price checked on {date}” beside the price in the visitor's language", async () => {
    await t.database.db
      .update(products)
      .set({ priceConfirmedAt: new Date("2026-11-03T12:00:00Z") })
      .where(eq(products.id, id));
    const expected = {
      pt: "Preço verificado a 3 de novembro de 2026",
      en: "Price checked on 3 November 2026",
      es: "Precio comprobado el 3 de noviembre de 2026",
      fr: "Prix vérifié le 3 novembre 2026",
      it: "Prezzo verificato in data 3 novembre 2026",
      de: "Preis geprüft am 3. November 2026",
    };
    for (const [language, text] of Object.entries(expected)) {
      const html = await productPage(language);
      expect(html, language).toContain(text);
    }
    await t.database.db.update(products).set({ priceConfirmedAt: null }).where(eq(products.id, id));
    expect(await productPage("en")).not.toContain("data-price-checked");
  }, 60_000);
});

async function productPage(language: string) {
  const [tr] = await t.database.db
    .select({ slug: productTranslations.slug })
    .from(productTranslations)
    .where(and(eq(productTranslations.productId, id), eq(productTranslations.languageCode, language)));
  const slug = language === "pt" || !tr ? (await row()).slug : tr.slug;
  const prefix = { pt: "produto", en: "product", es: "producto", fr: "produit", it: "prodotto", de: "produkt" }[
    language
  ];
  const res = await site.app.request(`/${language}/${prefix}/${slug}`, { redirect: "manual" });
  expect(res.status, `${language} product page`).toBe(200);
  return res.text();
}

describe("a broken link on the storefront", () => {
  it("shows “link unavailable” instead of the buy button only when the curator chose so", async () => {
    const url = (await row()).aliexpressUrl;
    const notFound = { verdict: "broken" as const, httpStatus: 404, detail: "Not found" };
    await recordLinkCheck(t.database.db, id, url, notFound);
    await recordLinkCheck(t.database.db, id, url, notFound);
    const [check] = await t.database.db.select().from(linkChecks).where(eq(linkChecks.productId, id));
    expect(check!.status).toBe("broken");

    // Off by default: the buy button stays.
    expect((await send("GET", "/api/admin/link-health/settings")).body).toEqual({ unavailableWhenBroken: false });
    expect(await productPage("en")).toContain(`href="/go/${id}?lang=en"`);
    expect((await site.app.request(`/go/${id}?lang=en`, { redirect: "manual" })).headers.get("location")).toBe(url);

    const bad = await send<{ error: string }>("PUT", "/api/admin/link-health/settings", {
      unavailableWhenBroken: "yes",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/true or false/);
    expect((await send("PUT", "/api/admin/link-health/settings", { unavailableWhenBroken: true })).status).toBe(200);
    const en = await productPage("en");
    expect(en).not.toContain(`href="/go/${id}?lang=en"`);
    // A dead link is no link: the page says so once and offers "tell me when it's back" (issue 18 item 3).
    expect(en).toContain("No shop right now");
    expect(en).toContain('action="/api/stock-request"');
    expect(await productPage("de")).toContain("Derzeit kein Shop");
    const go = await site.app.request(`/go/${id}?lang=en`, { redirect: "manual" });
    // The Link Unavailable page itself, in the visitor's language (issue 32 point 7), not a redirect to it.
    expect(go.status).toBe(404);
    expect(go.headers.get("location")).toBeNull();
    expect(await go.text()).toContain('<html lang="en"');
    // …and a rider may ask to be told when it can be bought again.
    const asked = await t.request("/api/stock-request", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "dead-link@example.com", locale: "en", productId: id }),
    });
    expect(asked.status).toBe(201);

    // The link works again: the buy button is back.
    await recordLinkCheck(t.database.db, id, url, { verdict: "ok", httpStatus: 200, detail: "" });
    expect(await productPage("en")).toContain(`href="/go/${id}?lang=en"`);
  }, 60_000);
});
