import { productIsVisible } from "#db/predicates";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { affiliateClicks, productTranslations, products } from "#db/schema";
import { adminJsonClient } from "#tests/helpers/admin";
import { createAppWithPages } from "#tests/helpers/pages";
import { setupTestApp } from "#tests/helpers/test-app";
import { addDays, type Insights } from "~/features/insight/insight.schema";
import { readCatalogueVersion } from "#db/catalogue-cache.server";

/**
 * Issue 16, "counting, privately": known views and clicks through the real pages (production mode,
 * so through the page cache) and /go, and the insight API shows exactly those numbers.
 */
const t = setupTestApp();
const send = adminJsonClient(t);
let site: Awaited<ReturnType<typeof createAppWithPages>>;
beforeAll(async () => {
  site = await createAppWithPages(t.database, { mode: "production" });
}, 120_000);
afterAll(() => site?.close());

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const today = new Date().toISOString().slice(0, 10);
const cookies: string[] = [];

async function visit(path: string, headers: Record<string, string> = {}) {
  const res = await site.app.request(path, { redirect: "manual", headers: { "User-Agent": browser, ...headers } });
  const setCookie = res.headers.get("set-cookie");
  if (setCookie) cookies.push(`${path}: ${setCookie}`);
  expect(res.headers.get("x-page-view"), "the internal header never leaves").toBeNull();
  return { status: res.status, text: await res.text(), res };
}
const click = (id: number, lang: string, from: string, agent = browser) =>
  visit(`/go/${id}?lang=${lang}`, { Referer: `http://localhost${from}`, "User-Agent": agent });

async function productPaths(id: number) {
  const [pt] = await t.database.db.select({ slug: products.slug }).from(products).where(eq(products.id, id));
  const [en] = await t.database.db
    .select({ slug: productTranslations.slug })
    .from(productTranslations)
    .where(and(eq(productTranslations.productId, id), eq(productTranslations.languageCode, "en")));
  return { pt: `/pt/produto/${pt!.slug}`, en: `/en/product/${en!.slug}` };
}

const insights = async (from: string, to: string) => send<Insights>("GET", `/api/admin/insights?from=${from}&to=${to}`);

describe("counting views and clicks", () => {
  let a: { id: number; name: string };
  let b: { id: number; name: string };
  let answer: Insights;
  let versionBefore: number;

  beforeAll(async () => {
    const visible = await t.database.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(productIsVisible)
      .orderBy(products.id)
      .limit(2);
    [a, b] = [visible[0]!, visible[1]!];
    // A click row stored yesterday (before counting existed) feeds the previous period.
    await t.database.db.insert(affiliateClicks).values({
      productId: a.id,
      affiliateUrl: "https://example.com/",
      languageCode: "pt",
      pagePath: "/pt/",
      clickedAt: new Date(Date.now() - 86_400_000),
    });
    versionBefore = await readCatalogueVersion(t.database.db);
    const pathsA = await productPaths(a.id);
    const pathsB = await productPaths(b.id);

    const first = await visit(pathsA.en);
    expect(first.status).toBe(200);
    const again = await visit(pathsA.en);
    // The same nonce in both answers: the second came from the page cache, and is counted all the same.
    const nonce = (text: string) => /nonce="([^"]+)"/.exec(text)?.[1];
    expect(nonce(first.text)).toBeDefined();
    expect(nonce(again.text)).toBe(nonce(first.text));
    expect((await visit(pathsA.pt)).status).toBe(200);
    expect((await visit(pathsB.en)).status).toBe(200);
    expect((await visit("/pt/")).status).toBe(200);
    expect((await visit("/en/visors-agv-k6")).status).toBe(200);
    expect((await visit("/en/products?search=visor")).status).toBe(200);
    // Not views: a bot, a request with no User-Agent (a load tool), a browser's prefetch, a redirect, a page that is
    // no counted kind.
    expect((await visit(pathsA.en, { "User-Agent": googlebot })).status).toBe(200);
    expect((await visit(pathsA.en, { "User-Agent": "" })).status).toBe(200);
    expect((await visit(pathsB.en, { "Sec-Purpose": "prefetch" })).status).toBe(200);
    expect((await visit("/en/produkte")).status).toBe(301);
    expect((await visit("/en/about")).status).toBe(200);

    for (const [id, lang, from] of [
      [a.id, "en", pathsA.en],
      [a.id, "en", pathsA.en],
      [b.id, "pt", pathsB.pt],
      [a.id, "en", "/en/visors-agv-k6"],
    ] as const) {
      expect((await click(id, lang, from)).status).toBe(302);
    }
    expect((await click(b.id, "en", pathsB.en, googlebot)).status).toBe(302);
    answer = (await insights(today, today)).body;
  }, 120_000);

  it("answers exactly the views and clicks made, per product, language, page kind and day", () => {
    // No orders here: each row's earnings are nothing, its conversion and EPC zero with clicks, null without.
    const none = (clicks: number) =>
      clicks > 0
        ? { orders: 0, commission: "0.00", conversion: 0, epc: "0.00" }
        : { orders: 0, commission: "0.00", conversion: null, epc: null };
    expect(answer.totals).toEqual({
      views: 7,
      clicks: 4,
      likes: 0,
      subscribers: 0,
      visorRequests: 0,
      orders: 0,
      commission: { estimated: "0.00", settled: "0.00", refunded: "0.00" },
    });
    expect(answer.byDay).toEqual([{ date: today, views: 7, clicks: 4, ...none(4) }]);
    expect(answer.products).toEqual([
      { id: a.id, name: a.name, views: 3, clicks: 3, ctr: 1, ...none(3) },
      { id: b.id, name: b.name, views: 1, clicks: 1, ctr: 1, ...none(1) },
    ]);
    expect(answer.languages).toEqual([
      { language: "en", views: 5, clicks: 3, ...none(3) },
      { language: "pt", views: 2, clicks: 1, ...none(1) },
    ]);
    expect(answer.pages).toEqual([
      { kind: "home", views: 1, clicks: 0, ...none(0) },
      { kind: "list", views: 0, clicks: 0, ...none(0) },
      { kind: "category", views: 0, clicks: 0, ...none(0) },
      { kind: "model", views: 1, clicks: 1, ...none(1) },
      { kind: "finder", views: 0, clicks: 0, ...none(0) },
      { kind: "product", views: 4, clicks: 3, ...none(3) },
      { kind: "search", views: 1, clicks: 0, ...none(0) },
    ]);
    expect(answer.unmatchedOrders).toEqual([]);
  });

  it("reads stored click rows for the previous period", () => {
    expect(answer.previous).toMatchObject({
      clicks: 1,
      views: 0,
      period: { from: addDays(today, -1), to: addDays(today, -1) },
    });
  });

  it("sets no cookie on a visitor and does not touch the catalogue version", async () => {
    expect(cookies).toEqual([]);
    expect(await readCatalogueVersion(t.database.db)).toBe(versionBefore);
  });
});

describe("GET /api/admin/insights", () => {
  it.each([
    ["from=2026-02-30&to=2026-03-01", "Not a real date"],
    ["from=2026-03-02&to=2026-03-01", "from must not be after to"],
    ["from=yesterday&to=2026-03-01", "YYYY-MM-DD"],
    ["from=2020-01-01&to=2026-03-01", "at most"],
    ["from=2026-03-01", "Send both from and to"],
  ])("answers 400 to %s", async (query, message) => {
    const res = await send<{ error: string }>("GET", `/api/admin/insights?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(message);
  });

  it("answers the last 30 days without a period, and 401 without a session", async () => {
    const res = await send<Insights>("GET", "/api/admin/insights");
    expect(res.status).toBe(200);
    expect(res.body.byDay).toHaveLength(30);
    expect(res.body.byDay.at(-1)!.date).toBe(today);
    expect((await t.request("/api/admin/insights")).status).toBe(401);
  });
});
