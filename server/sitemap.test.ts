import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { products as seedProducts } from "#db/seed/data/products";
import { locsOf, readWholeSitemap } from "#tests/helpers/sitemap";
import { setupTestApp } from "#tests/helpers/test-app";
import { listSitemapEntries, sitemapPieces } from "~/features/seo/sitemap.server";
import { sitemapReport } from "~/features/seo/sitemap-intelligence.server";
import { stepAsideWhile } from "~/lib/in-turns";

// 60 URLs a file: ten entries of six languages, so the demo catalogue needs several product files.
const t = setupTestApp({ sitemapUrlsPerFile: 60 });

describe("sitemap and robots", () => {
  it("is an index of files by kind and number, each within its URL limit and served as XML", async () => {
    const res = await t.request("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const index = await res.text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locsOf(index).map((url) => new URL(url).pathname);
    const numbered = (kind: string) => files.filter((f) => f.startsWith(`/sitemap-${kind}-`));
    expect(files).toEqual([...numbered("pages"), ...numbered("products")]);
    for (const kind of ["pages", "products"])
      expect(numbered(kind)).toEqual(numbered(kind).map((_, i) => `/sitemap-${kind}-${i + 1}.xml`));
    expect(numbered("products").length).toBeGreaterThan(1);
    for (const file of files) {
      const answer = await t.request(file);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toContain("application/xml");
      const xml = await answer.text();
      expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
      expect(locsOf(xml).length).toBeGreaterThan(0);
      expect(locsOf(xml).length).toBeLessThanOrEqual(60);
    }
    // The index names when each product file last changed.
    expect(index).toMatch(/sitemap-products-1\.xml<\/loc><lastmod>\d{4}-\d\d-\d\dT/);
  });

  it("lists every product and stocked category in six languages, once, with alternates", async () => {
    const xml = await readWholeSitemap(t.request);
    const locs = locsOf(xml);
    expect(new Set(locs).size).toBe(locs.length);
    for (const product of seedProducts) {
      expect(locs).toContain(`http://localhost/pt/produto/${product.slug}`);
      expect(locs).toContain(`http://localhost/de/produkt/${product.translations.de.slug}`);
    }
    expect(locs).toContain("http://localhost/es/viseras-agv-k6");
    expect(locs).not.toContain("http://localhost/pt/visors-ls2-ff322");
    expect(locs).toContain("http://localhost/it/prodotti");
    const perUrl = xml.split("<url>").slice(1);
    for (const entry of perUrl) expect(entry.match(/hreflang=/g)).toHaveLength(7);
  });

  it("makes a file in pieces of a few entries, the same document as in one piece", async () => {
    const entries = (await listSitemapEntries(t.database.db)).filter((e) => e.type === "product");
    const languages = ["pt", "en", "es", "fr", "it", "de"] as const;
    const inPiecesOfTwo = [...sitemapPieces(entries, "http://localhost", languages, 2)];
    // The head, one piece per two entries, the tail: the server gives other requests a turn between them.
    expect(inPiecesOfTwo).toHaveLength(2 + Math.ceil(entries.length / 2));
    expect(inPiecesOfTwo.join("")).toBe([...sitemapPieces(entries, "http://localhost", languages, 10_000)].join(""));
    expect(locsOf(inPiecesOfTwo.join(""))).toHaveLength(entries.length * languages.length);
    expect([...sitemapPieces([], "http://localhost", languages)].join("")).toMatch(/">\n\n<\/urlset>\n$/);
  });

  it("answers 404 for a file number or kind that does not exist", async () => {
    for (const file of ["/sitemap-products-99.xml", "/sitemap-products-0.xml", "/sitemap-brands-1.xml"]) {
      const answer = await t.request(file);
      expect(answer.status, file).toBe(404);
      expect(await answer.json()).toEqual({ error: "No such sitemap file: /sitemap.xml lists them" });
    }
  });

  it("robots.txt points at the sitemap index and keeps crawlers out of admin, API and redirects", async () => {
    const text = await (await t.request("/robots.txt")).text();
    expect(text).toContain("Sitemap: http://localhost/sitemap.xml");
    for (const path of ["/admin", "/api/", "/go/"]) expect(text).toContain(`Disallow: ${path}`);
  });
});

describe("the sitemap's entries and report while requests are being answered", () => {
  afterEach(() => stepAsideWhile(() => false));

  // They read one statement at a time with turns between (decision 0040). A turn that waited for a quiet moment
  // would wait for the very request that asked (up to 2 s a turn): /sitemap.xml took seconds more.
  it("take plain turns, never waiting for a quiet moment", async () => {
    const { db } = t.database;
    // A statement that changes no row still bumps the catalogue version: both are made anew.
    await db.execute(sql`update products set sort_order = sort_order where false`);
    stepAsideWhile(() => true);
    const started = Date.now();
    const [entries, report] = await Promise.all([listSitemapEntries(db), sitemapReport(db)]);
    expect(entries.length).toBeGreaterThan(seedProducts.length);
    expect(report.totals.urls).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(1900);
  });
});
