import { describe, expect, it } from "vitest";
import { products as seedProducts } from "#db/seed/data/products";
import { setupTestApp } from "#tests/helpers/test-app";

const t = setupTestApp();

describe("sitemap and robots", () => {
  it("lists every product and stocked category in six languages, with alternates", async () => {
    const res = await t.request("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(new Set(locs).size).toBe(locs.length);
    for (const product of seedProducts.slice(0, 5)) {
      expect(locs).toContain(`http://localhost/pt/produto/${product.slug}`);
      expect(locs).toContain(`http://localhost/de/produkt/${product.translations.de.slug}`);
    }
    expect(locs).toContain("http://localhost/es/viseras-agv-k6");
    expect(locs).not.toContain("http://localhost/pt/visors-ls2-ff322");
    expect(locs).toContain("http://localhost/it/prodotti");
    const perUrl = xml.split("<url>").slice(1);
    for (const entry of perUrl) expect(entry.match(/hreflang=/g)).toHaveLength(7);
  });

  it("robots.txt points at the sitemap and keeps crawlers out of admin, API and redirects", async () => {
    const text = await (await t.request("/robots.txt")).text();
    expect(text).toContain("Sitemap: http://localhost/sitemap.xml");
    for (const path of ["/admin", "/api/", "/go/"]) expect(text).toContain(`Disallow: ${path}`);
  });
});
