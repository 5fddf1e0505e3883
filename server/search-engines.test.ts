import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categoryTranslations, productTranslations, products } from "#db/schema";
import { createAppWithPages } from "#tests/helpers/pages";
import { setupTestApp } from "#tests/helpers/test-app";
import { myHelmetCookie } from "~/features/fitment/helmets";

/**
 * Issue 32 point 8 (decision 0028): what search engines and shared caches are told. The switcher's links are the
 * translated pages themselves (reached from the page, they save the choice; `?lng=` answers a 303 that saves it);
 * `?lng=` is the first detection source; x-default is the page `/` gives an unknown language; hreflang and the
 * sitemap name only languages a text is written in; pages kept per helmet cookie say `Vary: Cookie`.
 */
const t = setupTestApp();
let site: Awaited<ReturnType<typeof createAppWithPages>>;
let origin = "";
beforeAll(async () => {
  site = await createAppWithPages(t.database, { mode: "production", watchCatalogue: true });
  origin = (await site.listen()).origin;
}, 120_000);
afterAll(() => site?.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(origin + path, { redirect: "manual", headers });
const alternatesOf = async (path: string) => {
  const html = await (await get(path)).text();
  const found = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)];
  return {
    html,
    hreflang: Object.fromEntries(found.map((m) => [m[1]!, new URL(m[2]!).pathname])),
    canonical: new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)![1]!).pathname,
  };
};

describe("the language switcher", () => {
  it("links to the translated pages themselves, which save the choice when reached from this page", async () => {
    const from = "/en/product/agv-k6-clear-visor";
    const html = await (await get(from)).text();
    const switcher = html.slice(
      html.indexOf("data-language-switcher"),
      html.indexOf("</details>", html.indexOf("data-language-switcher")),
    );
    const hrefs = [...switcher.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
    expect(hrefs).toHaveLength(6);
    expect(hrefs).toContain("/de/produkt/agv-k6-visier-klar");
    expect(hrefs.filter((href) => href.startsWith("/language/") || href.includes("?"))).toEqual([]);
    for (const href of hrefs) {
      const code = href.split("/")[1]!;
      // Crawled (no referrer) or shared: the page as everyone gets it, kept by the page cache, nothing saved.
      const crawled = await get(href);
      expect(crawled.status, href).toBe(200);
      expect(crawled.headers.get("set-cookie"), href).toBeNull();
      expect(crawled.headers.get("cache-control"), href).toMatch(/public/);
      // Clicked on this page (without JavaScript: the script saves it itself): the same page, the choice saved, an
      // answer of this visitor's alone, although the page is now in the page cache.
      const clicked = await get(href, { referer: origin + from });
      expect(clicked.status, href).toBe(200);
      if (code === "en") {
        expect(clicked.headers.get("set-cookie"), href).toBeNull();
        continue;
      }
      expect(clicked.headers.get("set-cookie"), href).toMatch(new RegExp(`^preferred-language=${code};`));
      expect(clicked.headers.get("cache-control"), href).toMatch(/private/);
      expect(await clicked.text(), href).toContain(`<html lang="${code}"`);
      // Already saved, or from another site: nothing to save.
      const saved = await get(href, { referer: origin + from, cookie: `preferred-language=${code}` });
      expect(saved.headers.get("set-cookie"), href).toBeNull();
      const elsewhere = await get(href, { referer: `https://elsewhere.example${from}` });
      expect(elsewhere.headers.get("set-cookie"), href).toBeNull();
    }
  });

  it("keeps the page's other parameters, and takes a page in another language to its translation", async () => {
    const answer = await get("/pt/products?sort=price&lng=de");
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/de/produkte?sort=price");
    expect(answer.headers.get("set-cookie")).toMatch(/^preferred-language=de;/);
  });

  it("drops an unknown code without saving it, and follows zz without saving it", async () => {
    const unknown = await get("/en/products?lng=ja");
    expect(unknown.status).toBe(303);
    expect(unknown.headers.get("location")).toBe("/en/products");
    expect(unknown.headers.get("set-cookie")).toBeNull();
    const zz = await get("/en/products?lng=zz");
    expect(zz.headers.get("location")).toBe("/zz/products");
    expect(zz.headers.get("set-cookie")).toBeNull();
  });
});

describe("?lng=", () => {
  it("comes first on the root, before a saved choice and the browser's languages", async () => {
    const answer = await get("/?lng=it", { cookie: "preferred-language=de", "accept-language": "fr" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/it/");
    const detected = await (await get("/api/detect-language?lng=es", { cookie: "preferred-language=de" })).json();
    expect(detected).toMatchObject({ detectedLanguage: "es", source: "query" });
  });
});

describe("x-default", () => {
  it("is the page the root gives a visitor whose languages the site does not offer", async () => {
    const root = await get("/", { "accept-language": "ja" });
    const chosen = root.headers.get("location")!;
    expect(chosen).toBe("/en/");
    for (const path of ["/pt/", "/de/produkt/agv-k6-visier-klar", "/fr/visieres-agv-k6"]) {
      const { hreflang } = await alternatesOf(path);
      expect(hreflang["x-default"], path).toBe(hreflang.en);
      expect(hreflang["x-default"]!.startsWith(chosen), path).toBe(true);
    }
    const sitemap = await (await get("/sitemap-pages-1.xml")).text();
    expect(sitemap).toContain(`hreflang="x-default" href="${origin}/en/"`);
  });
});

describe("meta descriptions of model, brand and category pages", () => {
  const descriptionOf = async (path: string) => {
    const html = await (await get(path)).text();
    return /<meta name="description" content="([^"]*)"/.exec(html)![1]!.replace(/&#x27;|&#39;/g, "'");
  };
  const pages = {
    en: ["/en/visors-agv-k6", "/en/visors-agv", "/en/visors", "/en/visors-agv-k1s"],
    pt: ["/pt/visors-agv-k6", "/pt/visors-agv", "/pt/visors", "/pt/visors-agv-k1s"],
    es: ["/es/viseras-agv-k6", "/es/viseras-agv", "/es/viseras", "/es/viseras-agv-k1s"],
    fr: ["/fr/visieres-agv-k6", "/fr/visieres-agv", "/fr/visieres", "/fr/visieres-agv-k1s"],
    it: ["/it/visiere-agv-k6", "/it/visiere-agv", "/it/visiere", "/it/visiere-agv-k1s"],
    de: ["/de/visiere-agv-k6", "/de/visiere-agv", "/de/visiere", "/de/visiere-agv-k1s"],
  };

  it.each(Object.entries(pages))("say what each holds in %s, in 120 to 160 characters", async (_, paths) => {
    const found = await Promise.all(paths.map(async (path) => [path, await descriptionOf(path)] as const));
    for (const [path, description] of found) {
      expect(description.length, `${path}: ${description}`).toBeGreaterThanOrEqual(120);
      expect(description.length, `${path}: ${description}`).toBeLessThanOrEqual(160);
    }
    const [model, brand, category, empty] = found.map(([, description]) => description);
    // The model's visors: their count, tints and price range (the demo's K6 has three, 29,90 € to 49,90 €).
    expect(model).toMatch(/^3 /);
    expect(model).toContain("AGV K6");
    expect(model).toMatch(/29,90\s€.+49,90\s€/);
    expect(model).toMatch(/\(.+, .+, .+\)/);
    expect(brand).toMatch(/\d+ .+29,90\s€/);
    expect(category).toMatch(/\d+ .+\d+,\d{2}\s€.+\d+,\d{2}\s€/);
    expect(empty).toContain("AGV K1S");
    expect(empty).not.toMatch(/€/);
    expect(new Set([model, brand, category, empty]).size).toBe(4);
  });
});

// This one removes translations from the demo catalogue: it comes after the tests that read them.
describe("hreflang and the sitemap", () => {
  it("name a language for a product or category only when its text is written in it", async () => {
    const db = t.database.db;
    const [visor] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, "viseira-agv-k6-transparente"));
    await db
      .delete(productTranslations)
      .where(and(eq(productTranslations.productId, visor!.id), eq(productTranslations.languageCode, "de")));
    const [{ categoryId } = { categoryId: 0 }] = await db
      .delete(categoryTranslations)
      .where(and(eq(categoryTranslations.slug, "visiere-agv-k6"), eq(categoryTranslations.languageCode, "de")))
      .returning({ categoryId: categoryTranslations.categoryId });
    expect(categoryId).toBeGreaterThan(0);

    // The product's German page shows its English text: not a translation, so not an alternate, and its canonical
    // is the English page (noindex).
    // On PostgreSQL the pages learn of the change by a notification after the commit: a moment later.
    await expect
      .poll(async () => Object.keys((await alternatesOf("/en/product/agv-k6-clear-visor")).hreflang).sort())
      .toEqual(["en", "es", "fr", "it", "pt", "x-default"]);
    const product = await alternatesOf("/en/product/agv-k6-clear-visor");
    const german = await alternatesOf(product.hreflang.en!.replace("/en/product/", "/de/produkt/"));
    expect(german.canonical).toBe("/en/product/agv-k6-clear-visor");
    expect(german.html).toContain('<meta name="robots" content="noindex"/>');
    const category = await alternatesOf("/en/visors-agv-k6");
    expect(category.hreflang.de).toBeUndefined();
    expect(category.hreflang.fr).toBeDefined();

    const index = await (await get("/sitemap.xml")).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const sitemap = (await Promise.all(files.map(async (file) => (await get(file)).text()))).join("\n");
    const urlOf = (loc: string) => sitemap.split("<url>").find((u) => u.includes(`<loc>${origin}${loc}</loc>`));
    expect(urlOf("/en/product/agv-k6-clear-visor")).toBeDefined();
    expect(urlOf("/en/product/agv-k6-clear-visor")).not.toContain('hreflang="de"');
    expect(sitemap).not.toMatch(/<loc>[^<]+\/de\/produkt\/agv-k6[^<]*klar<\/loc>/);
    expect(urlOf("/en/visors-agv-k6")).not.toContain('hreflang="de"');
    expect(urlOf("/fr/visieres-agv-k6")).toContain('hreflang="it"');
  });
});

describe("shared caches", () => {
  it("are told that a page varies with the cookie, rendered or answered from the page cache", async () => {
    for (let answer = 1; answer <= 2; answer++) {
      const page = await get("/en/products");
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toMatch(/public/);
      expect(page.headers.get("vary") ?? "", `answer ${answer}`).toMatch(/\bCookie\b/i);
    }
    const theirs = await get("/en/products", { cookie: `${myHelmetCookie}=1` });
    expect(theirs.headers.get("cache-control")).toMatch(/private/);
  });

  it("are kept from a rider's page that is not a 200 too (the Link Unavailable notice shows their helmet)", async () => {
    for (const path of ["/en/link-unavailable?product=1", "/en/no-such-page"]) {
      const theirs = await get(path, { cookie: `${myHelmetCookie}=1` });
      expect(theirs.status, path).toBe(404);
      expect(theirs.headers.get("cache-control"), path).toMatch(/private/);
      expect(theirs.headers.get("vary") ?? "", path).toMatch(/\bCookie\b/i);
    }
    const notice = await (await get("/en/link-unavailable?product=1", { cookie: `${myHelmetCookie}=1` })).text();
    expect(notice).toContain("Visors for my AGV K6");
  });
});
