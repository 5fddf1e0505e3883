import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sum } from "drizzle-orm";
import { pageViews } from "#db/schema";
import { createProduct } from "#db/seed/factories";
import { createAppWithPages } from "#tests/helpers/pages";
import { setupTestApp } from "#tests/helpers/test-app";
import { maxCachedBytes } from "./page-cache";
import type * as PageWarmer from "./page-warmer";
import type * as PageViews from "~/features/insight/page-views.server";

/**
 * Issue 35 item 3: a spike over many pages rendered each of them at once, every render reading the database afresh.
 * The warmer renders the site's pages into the page cache before anyone asks, and again after a catalogue change.
 */
const t = setupTestApp();
let site: Awaited<ReturnType<typeof createAppWithPages>>;
let warmer: ReturnType<typeof PageWarmer.startPageWarmer>;
/** The nonce of each page as the warmer had it rendered: a visitor's page with the same nonce is that render. */
const warmed = new Map<string, string>();
const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1] ?? "";
const browser = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36" };

beforeAll(async () => {
  site = await createAppWithPages(t.database, { mode: "production", watchCatalogue: true });
  const { startPageWarmer } = await site.load<typeof PageWarmer>("/server/engine/page-warmer.ts");
  warmer = startPageWarmer({
    db: t.database.db,
    origin: "http://localhost",
    pageCache: site.pageCache!,
    settleMs: 20,
    fetch: async (request) => {
      const response = await site.app.fetch(request);
      warmed.set(new URL(request.url).pathname, nonceOf(await response.clone().text()));
      return response;
    },
  });
}, 120_000);
afterAll(async () => {
  await warmer?.stop();
  await site?.close();
});

const visit = async (path: string) => nonceOf(await (await site.app.request(path, { headers: browser })).text());

describe("the page warmer", () => {
  it("renders the sitemap's pages in every language before a visitor asks, counting no view", async () => {
    const { flushPageViews } = await site.load<typeof PageViews>("/app/features/insight/page-views.server.ts");
    const views = async () => {
      await flushPageViews(t.database.db);
      return Number((await t.database.db.select({ n: sum(pageViews.views) }).from(pageViews))[0]!.n ?? 0);
    };
    const viewsBefore = await views();
    const pages = ["/pt/", "/de/produkte", "/en/visors", "/fr/produit/visiere-agv-k6-fumee", "/it/chi-siamo"];
    await vi.waitFor(() => expect(pages.filter((path) => warmed.has(path))).toEqual(pages), {
      timeout: 90_000,
      interval: 200,
    });
    for (const path of pages) expect(await visit(path), `${path} was rendered again`).toBe(warmed.get(path));
    // The warmer's requests say they prefetch: only the visits above count (four: a content page counts none).
    expect((await views()) - viewsBefore).toBe(4);
    // It leaves room for what visitors ask.
    expect(site.pageCache!.keptBytes()).toBeLessThanOrEqual(0.9 * maxCachedBytes + 256 * 1024);
  }, 120_000);

  it("renders them again once a catalogue change has settled", async () => {
    const before = warmed.get("/pt/");
    await createProduct(t.database.db);
    await vi.waitFor(() => expect(warmed.get("/pt/")).not.toBe(before), { timeout: 60_000, interval: 100 });
    expect(await visit("/pt/")).toBe(warmed.get("/pt/"));
  }, 90_000);
});
