import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { gunzipSync } from "node:zlib";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queriesSent } from "#db/client.server";
import { campaignViews, pageViews, products } from "#db/schema";
import { createProduct } from "#db/seed/factories";
import { createAppWithPages } from "#tests/helpers/pages";
import { setupTestApp } from "#tests/helpers/test-app";
import { getInsights } from "~/features/insight/insights.server";
import { flushPageViews } from "~/features/insight/page-views.server";

/**
 * Issue 20 item 3: a page-cache hit is answered from the Node request listener (server/engine/page-hits.ts),
 * with exactly the answer the app gave for the same page and request, and never reaches the app or
 * the database. Real HTTP on a loopback port, the production page router.
 */
const t = setupTestApp();
let site: Awaited<ReturnType<typeof createAppWithPages>>;
let server: Awaited<ReturnType<typeof site.listen>>;
beforeAll(async () => {
  site = await createAppWithPages(t.database, { mode: "production", watchCatalogue: true });
  server = await site.listen();
}, 120_000);
afterAll(() => site?.close());

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

/** A raw GET (no automatic compression or redirects), with what reached the app and the database meanwhile. */
function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  const app = server.appRequests();
  const queries = queriesSent();
  return new Promise<{
    status: number;
    headers: IncomingHttpHeaders;
    body: Buffer;
    reachedApp: boolean;
    queries: number;
  }>((resolve, reject) => {
    const req = httpRequest(`${server.origin}${path}`, { method, headers: { "User-Agent": browser, ...headers } });
    req.on("error", reject);
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          body: Buffer.concat(chunks),
          reachedApp: server.appRequests() > app,
          queries: queriesSent() - queries,
        }),
      );
    });
    req.end();
  });
}

/** Headers that say what the answer is (not how it travelled). */
const meaning = (headers: IncomingHttpHeaders) => {
  const transport = new Set(["date", "content-length", "transfer-encoding", "connection", "keep-alive"]);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !transport.has(name)));
};

let path: string;
beforeAll(async () => {
  const [product] = await t.database.db.select({ slug: products.slug }).from(products).limit(1);
  path = `/pt/produto/${product!.slug}`;
});

describe("page-cache hits before Hono", () => {
  it("answers a repeated page itself, with the app's headers and bytes, without the app or the database", async () => {
    const rendered = await get(path);
    expect(rendered.status).toBe(200);
    expect(rendered.reachedApp).toBe(true);
    // A hit as Hono builds it (in-process, so nothing is answered early).
    const hitByHono = await site.app.request(`${server.origin}${path}`, { headers: { "User-Agent": browser } });
    const honoBody = Buffer.from(await hitByHono.arrayBuffer());
    expect(hitByHono.headers.get("etag")).toBe(rendered.headers.etag);

    for (let i = 0; i < 3; i++) {
      const early = await get(path);
      expect(early.reachedApp).toBe(false);
      expect(early.queries).toBe(0);
      expect(early.status).toBe(200);
      expect(meaning(early.headers)).toEqual(meaning(rendered.headers));
      expect(meaning(early.headers)).toEqual(meaning(Object.fromEntries(hitByHono.headers)));
      expect(early.headers["content-length"]).toBe(String(honoBody.length));
      expect(early.body.equals(honoBody)).toBe(true);
    }
    // What the app decided is all there: the page's own nonce, validator, shared caching, security headers.
    const early = await get(path);
    expect(early.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
    expect(early.headers["cache-control"]).toMatch(/s-maxage/);
    expect(early.headers["x-frame-options"]).toBe("DENY");
    expect(early.headers["x-page-view"]).toBeUndefined();
  }, 60_000);

  it("keeps each variant the app answers differently: compression, 304, a helmet's private page", async () => {
    const variants: Record<string, string>[] = [
      { "Accept-Encoding": "gzip, deflate, br" },
      { "If-None-Match": (await get(path)).headers.etag! },
      { Cookie: "helmet=999999" },
    ];
    for (const headers of variants) {
      const throughApp = await get(path, headers);
      const early = await get(path, headers);
      expect(early.reachedApp, JSON.stringify(headers)).toBe(false);
      expect(early.status).toBe(throughApp.status);
      expect(meaning(early.headers)).toEqual(meaning(throughApp.headers));
      if (throughApp.headers["content-encoding"] === "gzip") {
        expect(gunzipSync(early.body).equals(gunzipSync(throughApp.body))).toBe(true);
      } else {
        expect(early.body.equals(throughApp.body)).toBe(true);
      }
    }
    expect((await get(path, { "Accept-Encoding": "gzip" })).headers["content-encoding"]).toBe("gzip");
    expect((await get(path, { "If-None-Match": (await get(path)).headers.etag! })).status).toBe(304);
    expect((await get(path, { Cookie: "helmet=999999" })).headers["cache-control"]).toBe("private, no-cache");
    // HEAD goes the long way, as before.
    expect((await get(path, {}, "HEAD")).reachedApp).toBe(true);
  }, 60_000);

  it("counts the views it answers, as the app counts them", async () => {
    await get(path);
    await flushPageViews(t.database.db);
    const views = async () => {
      await flushPageViews(t.database.db);
      const [row] = await t.database.db
        .select({ views: sql<number>`coalesce(sum(${pageViews.views}), 0)`.mapWith(Number) })
        .from(pageViews)
        .where(and(eq(pageViews.kind, "product"), eq(pageViews.language, "pt")));
      return row!.views;
    };
    const before = await views();
    expect((await get(path)).reachedApp).toBe(false);
    expect((await get(path)).reachedApp).toBe(false);
    // Neither a prefetch nor a bot is a view.
    expect((await get(path, { "Sec-Purpose": "prefetch" })).status).toBe(200);
    await get(path, { "Sec-Purpose": "prefetch" });
    await get(path, { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    await get(path, { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    expect(await views()).toBe(before + 2);
    // A revalidation (304: the browser kept the page) is the rider looking at it again.
    const etag = (await get(path)).headers.etag!;
    expect((await get(path, { "If-None-Match": etag })).status).toBe(304);
    expect((await get(path, { "If-None-Match": etag })).status).toBe(304);
    expect(await views()).toBe(before + 5);
  }, 60_000);

  it("counts a campaign's views by utm_source and utm_campaign, rendered or answered early, with no visitor in them", async () => {
    const campaign = async () => {
      await flushPageViews(t.database.db);
      return t.database.db
        .select({ source: campaignViews.source, campaign: campaignViews.campaign, views: campaignViews.views })
        .from(campaignViews)
        .orderBy(campaignViews.source, campaignViews.campaign);
    };
    const tagged = `${path}?utm_source=Instagram&utm_medium=social&utm_campaign=Winter%20Sale`;
    await get(tagged);
    expect((await get(`${tagged}&fbclid=IwAR123`)).reachedApp).toBe(false);
    await get(`${path}?utm_source=newsletter`);
    // Neither a visit without a source, nor a bot, nor a prefetch is a campaign's view.
    await get(`${path}?utm_campaign=orphan&fbclid=x`);
    await get(tagged, { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    await get(tagged, { "Sec-Purpose": "prefetch" });
    expect(await campaign()).toEqual([
      { source: "instagram", campaign: "winter-sale", views: 2 },
      { source: "newsletter", campaign: "", views: 1 },
    ]);
    // Insight lists them for the period.
    const today = new Date().toISOString().slice(0, 10);
    expect((await getInsights(t.database.db, { from: today, to: today })).campaigns).toEqual([
      { source: "instagram", campaign: "winter-sale", views: 2 },
      { source: "newsletter", campaign: "", views: 1 },
    ]);
  }, 60_000);

  it("goes back to the app when the catalogue changes", async () => {
    const before = await get(path);
    expect(before.reachedApp).toBe(false);
    await createProduct(t.database.db);
    await expect.poll(async () => (await get(path)).reachedApp, { timeout: 5_000 }).toBe(true);
  }, 60_000);
});
