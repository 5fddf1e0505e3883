import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, categoryTranslations, languages, products, productTranslations } from "#db/schema";
import { products as seedProducts } from "#db/seed/data/products";
import type { AppEnv } from "#server/context";
import { errorResponse } from "#server/http";
import { createCategory, createProduct } from "#db/seed/factories";
import { adminCookie } from "#tests/helpers/admin";
import { createAppWithPages } from "#tests/helpers/pages";
import { readWholeSitemap } from "#tests/helpers/sitemap";
import { setupTestApp } from "#tests/helpers/test-app";
import {
  sitemapLocs,
  validateLiveSitemap,
  type Fetcher,
  type LiveSitemapCheck,
  type SitemapReport,
} from "~/features/seo/sitemap-intelligence.server";
import { sitemapPages } from "~/features/seo/sitemap.server";
import { queriesSent } from "#db/client.server";
import { supportedLanguages } from "~/i18n/languages";
import { pagePath, pageSlug } from "~/i18n/routes";
import { sitemapIntelligenceAdmin } from "./sitemap-intelligence";

const t = setupTestApp();
let cookie = "";
let site: Awaited<ReturnType<typeof createAppWithPages>>;
beforeAll(async () => {
  cookie = await adminCookie(t.request);
  site = await createAppWithPages(t.database);
  // The first page of each kind compiles its modules: warm them up before the timed checks.
  for (const path of [
    ...sitemapPages.map((page) => pagePath("pt", page)),
    `/pt/produto/${seedProducts[0]!.slug}`,
    "/pt/visors-agv-k6",
  ])
    expect((await site.app.request(path)).status).toBe(200);
}, 120_000);
afterAll(() => site?.close());

const report = async () =>
  (await t.getJson<SitemapReport>("/api/admin/sitemap-intelligence", { headers: { Cookie: cookie } })).body;
const sitemapPaths = async () => sitemapLocs(await readWholeSitemap(t.request)).map((url) => new URL(url).pathname);
/** POST /validate of the sub-app, its live sitemap fetched from `fetcher` (the app with pages by default). */
const validate = async (fetcher: Fetcher = async (url, init) => site.app.request(url, init), publicOrigin?: string) => {
  const res = await new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set("database", t.database);
      c.set("localOrigin", "http://localhost");
      await next();
    })
    .onError(errorResponse)
    .route("/", sitemapIntelligenceAdmin({ publicOrigin, fetch: fetcher }))
    .request("/validate", { method: "POST" });
  return { status: res.status, body: (await res.json()) as LiveSitemapCheck & { error?: string } };
};
const typeOf = (path: string) => {
  const [, language = "", first] = path.split("/");
  if (first === pageSlug(language as "pt", "product")) return "product";
  return sitemapPages.some((page) => pagePath(language as "pt", page) === path) ? "page" : "category";
};
const countTypes = (paths: string[]) => ({
  page: paths.filter((p) => typeOf(p) === "page").length,
  category: paths.filter((p) => typeOf(p) === "category").length,
  product: paths.filter((p) => typeOf(p) === "product").length,
});
const idBySlug = async (table: typeof products | typeof categories, slug: string) =>
  (await t.database.db.select({ id: table.id }).from(table).where(eq(table.slug, slug)))[0]!.id;

describe("sitemap intelligence: the report", () => {
  it("counts exactly what /sitemap.xml lists, per language and type, and is admin only", async () => {
    expect((await t.request("/api/admin/sitemap-intelligence")).status).toBe(401);
    const [r, paths] = await Promise.all([report(), sitemapPaths()]);
    expect(r.totals.urls).toBe(paths.length);
    expect(r.totals.byType).toEqual(countTypes(paths));
    for (const language of supportedLanguages) {
      const mine = paths.filter((p) => p.startsWith(`/${language}/`));
      expect(r.totals.byLanguage[language]).toBe(mine.length);
      expect(r.included.find((i) => i.language === language)).toEqual({
        language,
        ...countTypes(mine),
        total: mine.length,
      });
    }
    expect(r.totals.byType.product).toBe(seedProducts.length * supportedLanguages.length);
    expect(r.languages.every((l) => l.enabled)).toBe(true);
    // The demo leaves out only its empty categories, and names nothing that misbehaves.
    expect(new Set(r.excluded.map((e) => `${e.kind}: ${e.reason}`))).toEqual(
      new Set(["category: empty category (no products)"]),
    );
    const allCategories = await t.database.db.select({ id: categories.id }).from(categories);
    expect(r.excluded.length + r.totals.byType.category / supportedLanguages.length).toBe(allCategories.length);
    expect(r.problems).toEqual([]);
  });

  it("is made once per catalogue version: asked again it reads nothing, a change makes a new one", async () => {
    const first = await report();
    const before = queriesSent();
    const again = await report();
    const askedAgain = queriesSent() - before;
    expect(again).toEqual(first);
    // The admin's session and the catalogue version are read; the report's own reads (eight or more) are not.
    expect(askedAgain).toBeLessThanOrEqual(2);
    const { db } = t.database;
    const id = await idBySlug(products, seedProducts[0]!.slug);
    await db.update(products).set({ status: "draft" }).where(eq(products.id, id));
    try {
      const changed = await report();
      expect(changed.totals.byType.product).toBe(first.totals.byType.product - supportedLanguages.length);
      expect(changed.excluded).toContainEqual(expect.objectContaining({ kind: "product", id, reason: "draft" }));
    } finally {
      await db.update(products).set({ status: "published" }).where(eq(products.id, id));
    }
  });

  it("explains what is left out: drafts, ready, trashed, empty categories and disabled languages", async () => {
    const { db } = t.database;
    const categoryId = await idBySlug(categories, "visors-agv-k6");
    const draft = await createProduct(db, { name: "Viseira em rascunho", type: "visor", status: "draft", categoryId });
    const ready = await createProduct(db, { name: "Viseira pronta", type: "visor", status: "ready", categoryId });
    const trashed = await createProduct(db, { name: "Viseira no lixo", type: "visor", deletedAt: new Date() });
    const empty = await createCategory(db, { name: "Categoria vazia" });
    const gone = await createCategory(db, { name: "Categoria apagada", deletedAt: new Date() });
    await db.update(languages).set({ enabled: false }).where(eq(languages.code, "de"));
    try {
      const [r, paths] = await Promise.all([report(), sitemapPaths()]);
      expect(r.excluded).toEqual(
        expect.arrayContaining([
          { kind: "product", id: draft.id, name: draft.name, reason: "draft" },
          { kind: "product", id: ready.id, name: ready.name, reason: "ready (not published)" },
          { kind: "product", id: trashed.id, name: trashed.name, reason: "in the trash" },
          { kind: "category", id: empty.id, name: "Categoria vazia", reason: "empty category (no products)" },
          { kind: "category", id: gone.id, name: "Categoria apagada", reason: "in the trash" },
          { kind: "language", id: "de", name: "German", reason: "language disabled" },
        ]),
      );
      for (const slug of [draft.slug, ready.slug, trashed.slug]) expect(paths).not.toContain(`/pt/produto/${slug}`);
      expect(paths).not.toContain(`/pt/${empty.slug}`);
      expect(paths.some((p) => p.startsWith("/de/"))).toBe(false);
      expect(r.languages.find((l) => l.code === "de")).toEqual({ code: "de", name: "German", enabled: false });
      expect(r.totals.byLanguage).not.toHaveProperty("de");
      expect(r.included.map((i) => i.language)).not.toContain("de");
      expect(r.totals.urls).toBe(paths.length);
    } finally {
      await db.update(languages).set({ enabled: true }).where(eq(languages.code, "de"));
    }
  });
});

describe("sitemap intelligence: the live check", () => {
  it("checks every address of the live demo sitemap over HTTP: all answer 200", async () => {
    const paths = await sitemapPaths();
    const { status, body } = await validate();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      sitemapUrl: "http://localhost/sitemap.xml",
      listed: paths.length,
      checked: paths.length,
      ok: paths.length,
      redirects: [],
      errors: [],
    });
    expect(body.durationMs).toBeGreaterThan(0);
  }, 120_000);

  it("finds and checks addresses broken on purpose: a 404, an ambiguous slug, a URL listed twice", async () => {
    const { db } = t.database;
    const k6 = await idBySlug(categories, "visors-agv-k6");
    const setCategorySlug = (language: string, slug: string) =>
      db
        .update(categoryTranslations)
        .set({ slug })
        .where(and(eq(categoryTranslations.categoryId, k6), eq(categoryTranslations.languageCode, language)));
    // Not one path segment: the address is a 404.
    await setCategorySlug("de", "kaputt/seite");
    // The Spanish slug of one category is the Portuguese slug of another: the lookup may open either.
    await setCategorySlug("es", "visors-ls2-ff900");
    // A product without a German slug falls back to its English one, which another product takes in German.
    const [first, second] = seedProducts;
    const [firstId, secondId] = [await idBySlug(products, first!.slug), await idBySlug(products, second!.slug)];
    const fallback = first!.translations.en.slug;
    await db
      .delete(productTranslations)
      .where(and(eq(productTranslations.productId, firstId), eq(productTranslations.languageCode, "de")));
    await db
      .update(productTranslations)
      .set({ slug: fallback })
      .where(and(eq(productTranslations.productId, secondId), eq(productTranslations.languageCode, "de")));

    const r = await report();
    const problemsOf = (url: string) => r.problems.filter((p) => p.url === url).map((p) => p.problem);
    expect(problemsOf("/de/kaputt/seite")).toEqual(["not found"]);
    // LS2 FF900 has no English slug of its own: English uses the Portuguese one.
    for (const language of ["pt", "en", "es"])
      expect(problemsOf(`/${language}/visors-ls2-ff900`)).toEqual(["redirects"]);
    expect(problemsOf(`/de/produkt/${fallback}`).sort()).toEqual(["duplicate", "redirects"]);
    const twice = r.problems.find((p) => p.problem === "duplicate")!.detail;
    expect(twice).toMatch(/^Listed 2 times: /);
    for (const product of [first, second]) expect(twice).toContain(`product "${product!.name}"`);
    expect(r.problems).toHaveLength(6);
    // The first product (no German slug of its own) is told whose slug answers there: the second one, by name.
    const moves = r.problems.find((p) => p.url === `/de/produkt/${fallback}` && p.problem === "redirects")!.detail;
    expect(moves).toBe(
      `The slug "${fallback}" of product "${first!.name}" also answers for product "${second!.name}": the address may move there`,
    );

    const { body } = await validate();
    expect(body.errors).toEqual([{ url: "http://localhost/de/kaputt/seite", status: 404 }]);
    // The lookup takes one of the two categories sharing the slug: the addresses of the other one move to it.
    expect(body.redirects.length).toBeGreaterThan(0);
    for (const redirect of body.redirects) {
      expect(redirect).toEqual({
        url: expect.stringMatching(/^http:\/\/localhost\/(pt|en|es)\/visors-ls2-ff900$/),
        status: 301,
        location: expect.stringMatching(/^\/(pt|en|es)\/[a-z0-9-]+$/),
      });
    }
    expect(body.ok).toBe(body.checked - 1 - body.redirects.length);
  }, 120_000);

  it("uses the public origin, and answers 502 when the sitemap does not load", async () => {
    const asked: string[] = [];
    const down: Fetcher = async (url) => {
      asked.push(url);
      return new Response("down", { status: 503 });
    };
    const { status, body } = await validate(down, "https://moto.example");
    expect(asked).toEqual(["https://moto.example/sitemap.xml"]);
    expect([status, body.error]).toEqual([502, "https://moto.example/sitemap.xml answered 503"]);
  });

  it("checks at most maxUrls addresses of its own origin, a few at a time, with GET where HEAD is refused", async () => {
    const urls = Array.from({ length: 30 }, (_, i) => `https://moto.example/pt/p${i}?a=1&amp;b=2`);
    const xml = `<urlset>${[...urls, "https://elsewhere.example/pt/"].map((u) => `<loc>${u}</loc>`).join("")}</urlset>`;
    let open = 0;
    let most = 0;
    const methods: string[] = [];
    const fake: Fetcher = async (url, init) => {
      if (url.endsWith("/sitemap.xml")) return new Response(xml);
      methods.push(init?.method ?? "GET");
      most = Math.max(most, ++open);
      await new Promise((resolve) => setTimeout(resolve, 5));
      open--;
      if (url.includes("/p1?")) return new Response(null, { status: init?.method === "HEAD" ? 405 : 200 });
      if (url.includes("/p2?")) return new Response(null, { status: 308, headers: { Location: "/pt/p3" } });
      if (url.includes("/p4?")) throw new Error("connection reset");
      return new Response(null, { status: 200 });
    };
    const result = await validateLiveSitemap("https://moto.example", fake, {
      maxUrls: 20,
      concurrency: 3,
      timeoutMs: 1000,
    });
    expect(result).toMatchObject({
      listed: 31,
      checked: 20,
      ok: 18,
      redirects: [{ url: "https://moto.example/pt/p2?a=1&b=2", status: 308, location: "/pt/p3" }],
      errors: [{ url: "https://moto.example/pt/p4?a=1&b=2", status: 0 }],
    });
    expect(most).toBe(3);
    expect(methods.filter((m) => m === "GET")).toHaveLength(1);
  });

  it("fetches the server's own address, never one the request's Host names (security item 4)", async () => {
    const hits: string[] = [];
    const inside = createServer((req, res) => {
      hits.push(req.url ?? "");
      res.end("<urlset></urlset>");
    });
    await new Promise<void>((resolve) => inside.listen(0, "127.0.0.1", resolve));
    try {
      const named = `http://127.0.0.1:${(inside.address() as AddressInfo).port}`;
      const res = await t.request(`${named}/api/admin/sitemap-intelligence/validate`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: named },
      });
      expect(res.status).not.toBe(200);
      expect(hits).toEqual([]);
    } finally {
      inside.close();
    }
  });
});
