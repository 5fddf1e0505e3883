import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { executeRows, queriesSent } from "#db/client.server";
import { createAppWithPages, renderToken } from "#tests/helpers/pages";
import { setupTestApp } from "#tests/helpers/test-app";

/** What one uncached page render asks the database once the catalogue's caches are warm (issue 20 item 2). */
const t = setupTestApp();
let site: Awaited<ReturnType<typeof createAppWithPages>>;
beforeAll(async () => {
  site = await createAppWithPages(t.database, { mode: "production", watchCatalogue: true });
}, 120_000);
afterAll(() => site?.close());

/** A render, whatever the page cache keeps. */
const render = (path: string, cookie = "") =>
  site.app.request(path, { headers: { "x-bench-render": renderToken, cookie } });

async function queriesOfRender(path: string, cookie?: string) {
  const get = () => render(path, cookie);
  expect((await get()).status).toBe(200); // warms the catalogue caches
  const before = queriesSent();
  const res = await get();
  expect(res.status).toBe(200);
  await res.arrayBuffer();
  return queriesSent() - before;
}

const productPath = "/pt/produto/viseira-agv-k6-transparente";

describe("an uncached product page", () => {
  it("asks the database nothing once the catalogue's caches are warm (a like count is kept a minute)", async () => {
    const queries = await queriesOfRender(productPath);
    console.log(`uncached product page render: ${queries} queries`);
    expect(queries).toBe(0);
  }, 60_000);

  it("shows this server's like at once, though its count is kept", async () => {
    const likesShown = async () => {
      const html = await (await render(productPath)).text();
      const label = /data-like-count[^>]*>([^<]*)</.exec(html)?.[1];
      return label === "Gosto" ? 0 : Number(/^(\d+) gostos?$/.exec(label ?? "")?.[1]);
    };
    const before = await likesShown();
    expect(before).toBeGreaterThanOrEqual(0);
    const id = Number(/data-like-product="(\d+)"/.exec(await (await site.app.request(productPath)).text())?.[1]);
    const like = await site.app.request(`/api/products/${id}/like`, {
      method: "POST",
      headers: { Origin: "http://localhost" },
    });
    expect(await like.json()).toMatchObject({ likeCount: before + 1 });
    expect(await likesShown()).toBe(before + 1);
  }, 60_000);
});

describe("a product page never rendered before", () => {
  // Its card holds its like count (no count of its own) and one statement reads its slugs in every language: the
  // page reads the id of its slug, its card, its slugs, its link and the link's check, its prices (two) and its
  // delivery, and the cards of recommended products not read yet (one statement). Eleven before decision 0040.
  it("reads nine statements at most once what it shares with others is kept", async () => {
    const visors = await t.getJson<{ slug: string; category: string }[]>("/api/products?lang=pt&limit=200");
    const [first, ...others] = visors.body.filter((p) => p.category === visors.body[0]!.category);
    expect((await render(`/pt/produto/${first!.slug}`)).status).toBe(200);
    const counts = [];
    for (const product of others.slice(0, 2)) {
      const before = queriesSent();
      const res = await render(`/pt/produto/${product.slug}`);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      counts.push(queriesSent() - before);
    }
    expect(counts.length).toBe(2);
    for (const count of counts) expect(count).toBeLessThanOrEqual(9);
  }, 60_000);
});

describe("an uncached render of every other page kind", () => {
  // Each read its page of cards afresh on every render (home 2 queries, the finder 4), and a cached lazy query
  // (the brand names) ran again at every use: seven queries per category page (issue 35 item 2).
  it.each([
    "/pt/",
    "/en/",
    "/pt/products",
    "/pt/products?sort=price-low",
    "/pt/products?search=viseira",
    "/pt/categories",
    "/pt/visors",
    "/pt/visors-agv",
    "/pt/visors-agv-k6",
    "/pt/qual-teu-capacete",
    "/pt/qual-teu-capacete?brand=agv&model=k6",
    "/en/helmet-finder?q=rpha70",
    "/en/helmet-finder?q=k6s%20smoke",
  ])(
    "%s asks the database nothing once the catalogue's caches are warm",
    async (path) => {
      expect(await queriesOfRender(path)).toBe(0);
    },
    60_000,
  );
});

describe("an uncached render for a rider who named their helmet", () => {
  // "Only what fits", the helmet strip's and home's links to its visors, and the model page's comparison table.
  it.each([
    "/pt/",
    "/pt/products?fits=mine",
    "/pt/products?search=viseira&fits=mine",
    "/pt/visors?fits=mine",
    "/pt/visors-agv-k6",
  ])(
    "%s asks the database nothing once the catalogue's caches are warm",
    async (path) => {
      const k6 = await executeRows<{ id: number }>(t.database.db, sql`select id from helmet_models where slug = 'k6'`);
      expect(await queriesOfRender(path, `helmet=${k6[0]!.id}`)).toBe(0);
    },
    60_000,
  );
});

describe("loader data in the document", () => {
  it("is left out of pages that do not hydrate and streamed into those that do", async () => {
    const product = await (await render("/pt/produto/viseira-agv-k6-transparente")).text();
    expect(product).toContain("data-document");
    expect(product).not.toContain("streamController");
    expect(product).not.toContain("<!--$--><!--/$-->");
    const admin = await (await site.app.request("/admin")).text();
    expect(admin).toContain("window.__reactRouterContext.streamController.enqueue(");
  }, 60_000);
});

describe("PostgreSQL's settings", () => {
  it.runIf(process.env.TEST_DB_DRIVER === "postgres")("run the storefront's short queries without JIT", async () => {
    const [row] = await executeRows<{ jit: string }>(t.database.db, sql`show jit`);
    expect(row?.jit).toBe("off");
  });
});
