import { and, count, eq, isNull, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { categories, categoryTranslations, products, productTranslations } from "#db/schema";
import { createProduct } from "#db/seed/factories";
import { adminCookie, sameOrigin } from "#tests/helpers/admin";
import { setupTestApp } from "#tests/helpers/test-app";
import type { SlugAnalysis, SlugAnalysisItem, SlugChange, SlugHealthOverview } from "~/features/seo/seo-slug.server";
import { issueKind, serverLevel, slugIssueKinds, slugLevels } from "~/features/seo/slug-score";
import { pagePath, pageSlugs } from "~/i18n/routes";
import { slugPattern } from "~/features/slugs";

const t = setupTestApp();
const db = () => t.database.db;
let cookie = "";
beforeAll(async () => {
  cookie = await adminCookie(t.request);
});

const api = "/api/admin/seo-slug";
const get = <T>(path: string) => t.getJson<T>(`${api}${path}`, { headers: { Cookie: cookie } });
const post = <T = Record<string, unknown>>(path: string, body: unknown) =>
  t.getJson<T>(`${api}${path}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json", ...sameOrigin },
    body: JSON.stringify(body),
  });
const overview = async () => (await get<{ overview: SlugHealthOverview }>("/health-overview")).body.overview;
const analysis = async (query = "") => (await get<SlugAnalysis>(`/analysis${query}`)).body;
/** Every item matching a query, over all pages of 100. */
async function allItems(query = "") {
  const items: SlugAnalysisItem[] = [];
  for (let page = 1; ; page++) {
    const { items: more, pagination } = await analysis(`?limit=100&page=${page}${query}`);
    items.push(...more);
    if (page >= pagination.pages) return items;
  }
}
const n = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
/** Pages with an address of their own: not home, not the product pages' prefix. */
const staticPages = Object.keys(pageSlugs).filter((page) => page !== "home" && page !== "product");
const translationSlug = async (productId: number, language = "en") =>
  (
    await db()
      .select({ slug: productTranslations.slug })
      .from(productTranslations)
      .where(and(eq(productTranslations.productId, productId), eq(productTranslations.languageCode, language)))
  )[0]?.slug;

describe("GET /api/admin/seo-slug/health-overview", () => {
  it("counts every own slug of the site once, per language and per health level", async () => {
    const body = await overview();
    expect(Object.keys(body).sort()).toEqual(["healthScores", "languageBreakdown", "topIssues", "totalSlugs"]);
    expect(Object.keys(body.healthScores)).toEqual([...slugLevels]);
    const sum = (values: Record<string, number>) => Object.values(values).reduce((a, b) => a + b, 0);
    expect(sum(body.languageBreakdown)).toBe(body.totalSlugs);
    expect(sum(body.healthScores)).toBe(body.totalSlugs);

    const liveProducts = await n(db().select({ n: count() }).from(products).where(isNull(products.deletedAt)));
    const liveCategories = await n(db().select({ n: count() }).from(categories).where(isNull(categories.deletedAt)));
    const productTrs = await n(
      db()
        .select({ n: count() })
        .from(productTranslations)
        .innerJoin(products, eq(products.id, productTranslations.productId))
        .where(and(isNull(products.deletedAt), ne(productTranslations.slug, ""))),
    );
    const categoryTrs = await n(
      db()
        .select({ n: count() })
        .from(categoryTranslations)
        .innerJoin(categories, eq(categories.id, categoryTranslations.categoryId))
        .where(and(isNull(categories.deletedAt), ne(categoryTranslations.slug, ""))),
    );
    expect(liveProducts).toBeGreaterThan(0);
    expect(body.languageBreakdown.pt).toBe(liveProducts + liveCategories + staticPages.length);
    expect(body.totalSlugs).toBe(liveProducts + liveCategories + productTrs + categoryTrs + staticPages.length * 6);
  });

  it("lists issue kinds with a severity and the number of slugs having them, most frequent first", async () => {
    const body = await overview();
    const items = await allItems();
    expect(body.topIssues.length).toBeGreaterThan(0);
    for (const issue of body.topIssues) {
      expect(Object.keys(issue).sort()).toEqual(["count", "issue", "severity"]);
      expect(issue.severity).toBe(slugIssueKinds[issue.issue].severity);
      expect(issue.count).toBe(items.filter((i) => i.issues.some((text) => issueKind(text) === issue.issue)).length);
    }
    const counts = body.topIssues.map((i) => i.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const level of slugLevels) {
      expect(body.healthScores[level]).toBe(items.filter((i) => serverLevel(i.seoScore) === level).length);
    }
  });

  it("leaves out a disabled language", async () => {
    const before = await overview();
    const patch = (enabled: boolean) =>
      t.request("/api/admin/languages/it", {
        method: "PATCH",
        headers: { Cookie: cookie, "Content-Type": "application/json", ...sameOrigin },
        body: JSON.stringify({ enabled }),
      });
    expect((await patch(false)).status).toBe(200);
    const after = await overview();
    expect(after.languageBreakdown.it).toBeUndefined();
    expect(after.totalSlugs).toBe(before.totalSlugs - before.languageBreakdown.it!);
    expect((await analysis("?language=it")).pagination.total).toBe(0);
    expect((await patch(true)).status).toBe(200);
  });
});

describe("GET /api/admin/seo-slug/analysis", () => {
  it("answers pages of 50 items with the spec's fields, worst first", async () => {
    const { totalSlugs } = await overview();
    const first = await analysis();
    expect(first.pagination).toEqual({ page: 1, limit: 50, total: totalSlugs, pages: Math.ceil(totalSlugs / 50) });
    expect(first.items).toHaveLength(Math.min(50, totalSlugs));
    for (const item of first.items) {
      expect(Object.keys(item).sort()).toEqual(
        ["currentUrl", "entity", "entityId", "entityName", "issues", "keywords", "language", "seoScore", "slug"].sort(),
      );
      expect(item.seoScore).toBeGreaterThanOrEqual(0);
      expect(item.seoScore).toBeLessThanOrEqual(100);
    }
    const scores = first.items.map((i) => i.seoScore);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));

    const second = await analysis("?page=2");
    expect(second.pagination).toEqual({ ...first.pagination, page: 2 });
    expect(second.items).toHaveLength(Math.min(50, totalSlugs - 50));
    expect(second.items[0]!.seoScore).toBeGreaterThanOrEqual(first.items.at(-1)!.seoScore);
    const all = await allItems();
    expect(all).toHaveLength(totalSlugs);
    expect(all.slice(0, 100)).toEqual([...first.items, ...second.items]);
    const past = await analysis(`?page=${first.pagination.pages + 1}`);
    expect(past.items).toEqual([]);
  });

  it("filters by language, entity, level and search, with addresses of each kind", async () => {
    const enProducts = await analysis("?language=en&entity=product&limit=100");
    const expected = await n(
      db()
        .select({ n: count() })
        .from(productTranslations)
        .innerJoin(products, eq(products.id, productTranslations.productId))
        .where(and(isNull(products.deletedAt), eq(productTranslations.languageCode, "en"))),
    );
    expect(enProducts.pagination.total).toBe(expected);
    for (const item of enProducts.items) {
      expect(item).toMatchObject({ language: "en", entity: "product", currentUrl: `/en/product/${item.slug}` });
    }

    const deCategories = await allItems("&language=de&entity=category");
    expect(deCategories.length).toBeGreaterThan(0);
    for (const item of deCategories) expect(item.currentUrl).toBe(`/de/${item.slug}`);

    const pages = await allItems("&language=fr&entity=static_page");
    expect(pages.map((i) => i.entityId).sort()).toEqual([...staticPages].sort());
    const about = pages.find((i) => i.entityId === "about")!;
    expect(about).toMatchObject({ slug: "a-propos", currentUrl: pagePath("fr", "about"), entityName: "À propos" });

    for (const level of slugLevels) {
      const items = await allItems(`&level=${level}`);
      expect(items.every((i) => serverLevel(i.seoScore) === level)).toBe(true);
      expect(items).toHaveLength((await overview()).healthScores[level]);
    }

    const k6 = await allItems("&search=K6&language=pt");
    expect(k6.length).toBeGreaterThan(0);
    expect(k6.every((i) => i.language === "pt" && (i.slug + i.entityName.toLowerCase()).includes("k6"))).toBe(true);
  });

  it.each([
    ["?limit=0", "Limit must be a whole number from 1 to 100"],
    ["?limit=101", "Limit must be a whole number from 1 to 100"],
    ["?limit=ten", "Limit must be a whole number from 1 to 100"],
    ["?page=0", "Page must be a whole number of 1 or more"],
    ["?page=1.5", "Page must be a whole number of 1 or more"],
    ["?language=xx", "Language must be one of pt, en, es, fr, it, de"],
    ["?entity=brand", "Entity must be product, category or static_page"],
    ["?level=great", "Level must be excellent, good, needs_improvement or poor"],
  ])("refuses %s with a message", async (query, error) => {
    expect(await get(`/analysis${query}`)).toMatchObject({ status: 400, body: { error } });
  });

  it("is for the administrator only", async () => {
    expect((await t.request(`${api}/analysis`)).status).toBe(401);
    expect((await t.request(`${api}/health-overview`)).status).toBe(401);
    const noOrigin = await t.request(`${api}/bulk-optimize`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(noOrigin.status).toBe(403);
  });
});

describe("POST /api/admin/seo-slug/optimize", () => {
  const badSlug = "the-viseira-for-agv-k6-smoke-visor-2024-edition-very-long-slug-name";

  it("optimizes a bad slug, and the old address still finds the product", async () => {
    const [product] = await db()
      .select({ id: products.id })
      .from(products)
      .innerJoin(productTranslations, eq(productTranslations.productId, products.id))
      .where(and(eq(products.status, "published"), eq(productTranslations.languageCode, "en")))
      .limit(1);
    await db()
      .update(productTranslations)
      .set({ slug: badSlug })
      .where(and(eq(productTranslations.productId, product!.id), eq(productTranslations.languageCode, "en")));
    const before = (await allItems("&language=en&entity=product")).find((i) => i.entityId === product!.id)!;
    expect(before.slug).toBe(badSlug);
    expect(before.issues).toEqual(expect.arrayContaining(["too long", "stop words", "other language: viseira"]));
    expect(serverLevel(before.seoScore)).not.toBe("excellent");

    const { status, body } = await post<{ optimizedSlug: string; oldSlug: string; changed: boolean }>("/optimize", {
      entityId: product!.id,
      entityType: "product",
      language: "en",
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ oldSlug: badSlug, changed: true });
    expect(body.optimizedSlug).toMatch(slugPattern);
    expect(body.optimizedSlug.length).toBeLessThanOrEqual(60);
    expect(body.optimizedSlug).not.toContain("viseira");
    expect(await translationSlug(product!.id)).toBe(body.optimizedSlug);

    const after = (await allItems("&language=en&entity=product")).find((i) => i.entityId === product!.id)!;
    expect(after.slug).toBe(body.optimizedSlug);
    expect(after.seoScore).toBeGreaterThan(before.seoScore);

    for (const slug of [badSlug, body.optimizedSlug]) {
      const found = await t.getJson<{ id: number }>(`/api/products/by-localized-slug/en/${slug}`);
      expect(found.status).toBe(200);
      expect(found.body.id).toBe(product!.id);
    }
    // Nothing better to give: the slug stays.
    expect((await post("/optimize", { entityId: product!.id, entityType: "product", language: "en" })).body).toEqual({
      optimizedSlug: body.optimizedSlug,
      oldSlug: body.optimizedSlug,
      changed: false,
    });
  });

  it("keeps the helmet model, the fit and whole terms, in every language (issue 18 item 14's product)", async () => {
    const [product] = await db()
      .select({ id: products.id })
      .from(products)
      .where(eq(products.name, "Viseira Arai VAS-V Max Vision fumada clara para RX-7V"));
    const items = (await allItems("&entity=product")).filter((i) => i.entityId === product!.id);
    expect(items.find((i) => i.language === "pt")!.slug).toBe("viseira-arai-vas-v-fumada-clara-rx-7v");
    expect(items).toHaveLength(6);
    const phrases = {
      pt: "fumada-clara",
      en: "light-smoke",
      es: "ahumada-clara",
      fr: "fumee-claire",
      it: "fume-chiaro",
      de: "leicht-getoent",
    };
    for (const item of items) {
      const { status, body } = await post<{ optimizedSlug: string; changed: boolean }>("/optimize", {
        entityId: product!.id,
        entityType: "product",
        language: item.language,
      });
      expect(status).toBe(200);
      const slug = body.optimizedSlug;
      expect(slug).toMatch(/-vas-v-/);
      expect(slug).toMatch(/-rx-7v$/);
      expect(slug).toContain(phrases[item.language as keyof typeof phrases]);
      expect(slug).not.toMatch(/-leicht(-|$)(?!getoent)/);
      const after = (await allItems(`&entity=product&language=${item.language}`)).find(
        (i) => i.entityId === product!.id,
      )!;
      expect(after.slug).toBe(slug);
      expect(after.issues.filter((issue) => issue.startsWith("missing keyword"))).toEqual([]);
      // Changed only for a better score by the tool's own measure.
      if (body.changed) expect(after.seoScore).toBeGreaterThan(item.seoScore);
      else expect(after.seoScore).toBe(item.seoScore);
    }
  });

  it("refuses static pages, unknown entities and bad input", async () => {
    expect(await post("/optimize", { entityId: "about", entityType: "static_page", language: "en" })).toMatchObject({
      status: 400,
      body: { error: "Static page addresses are fixed" },
    });
    expect(await post("/optimize", { entityId: 999999, entityType: "product", language: "en" })).toMatchObject({
      status: 404,
      body: { error: "Product not found" },
    });
    expect((await post("/optimize", { entityId: 999999, entityType: "category", language: "pt" })).status).toBe(404);
    const lonely = await createProduct(db(), { name: "Suporte de queixo", translations: {} });
    expect(await post("/optimize", { entityId: lonely.id, entityType: "product", language: "de" })).toMatchObject({
      status: 404,
      body: { error: "This product has no German translation" },
    });
    expect((await post("/optimize", { entityId: "abc", entityType: "product", language: "en" })).status).toBe(400);
    expect((await post("/optimize", { entityId: lonely.id, entityType: "brand", language: "en" })).status).toBe(400);
    expect((await post("/optimize", { entityId: lonely.id, entityType: "product", language: "xx" })).status).toBe(400);
    expect((await post("/optimize", { entityType: "product", language: "en" })).status).toBe(400);
  });

  it("keeps a Portuguese category slug that decides which products the category gathers", async () => {
    const [visors] = await db()
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(eq(categories.slug, "visors-agv"));
    const refused = await post("/optimize", { entityId: visors!.id, entityType: "category", language: "pt" });
    expect(refused).toMatchObject({
      status: 409,
      body: { error: "The storefront reads this address (menu, category membership), so it stays as it is" },
    });
    const [row] = await db().select({ slug: categories.slug }).from(categories).where(eq(categories.id, visors!.id));
    expect(row!.slug).toBe(visors!.slug);
  });
});

describe("POST /api/admin/seo-slug/bulk-optimize", () => {
  it("changes only the below-good slugs of the language and type asked for", async () => {
    const weakOnes = await Promise.all(
      [
        ["Viseira AGV Pista fumada", "the-visor-for-the-agv-pista-viseira-fumada"],
        ["Viseira Shoei X-Spirit clara", "2025"],
      ].map(([name, slug], i) =>
        createProduct(db(), {
          name: name!,
          translations: {
            de: { name: name!.replace("Viseira", "Visier"), slug: slug! },
            en: { name: `x ${i}`, slug: `x-${i}-the-a` },
          },
        }),
      ),
    );
    const snapshot = async (language: string) =>
      new Map((await allItems(`&language=${language}&entity=product`)).map((i) => [i.entityId, i]));
    const deBefore = await snapshot("de");
    const enBefore = await snapshot("en");
    const weak = [...deBefore.values()].filter((i) => ["needs_improvement", "poor"].includes(serverLevel(i.seoScore)));
    for (const p of weakOnes) expect(weak.map((i) => i.entityId)).toContain(p.id);

    // The products are published: changing their addresses needs the curator's yes (confirmLive).
    const { status, body } = await post<{ optimizedCount: number; languages: string[] }>("/bulk-optimize", {
      language: "de",
      entityType: "product",
      confirmLive: true,
    });
    expect(status).toBe(200);
    expect(body.languages).toEqual(["de"]);

    const deAfter = await snapshot("de");
    const changed = [...deAfter.values()].filter((i) => deBefore.get(i.entityId)!.slug !== i.slug);
    expect(body.optimizedCount).toBe(changed.length);
    expect(body.optimizedCount).toBeGreaterThanOrEqual(weakOnes.length);
    for (const item of changed) {
      const old = deBefore.get(item.entityId)!;
      expect(weak).toContain(old);
      expect(item.seoScore).toBeGreaterThan(old.seoScore);
    }
    for (const p of weakOnes) expect(changed.map((i) => i.entityId)).toContain(p.id);
    expect(await translationSlug(weakOnes[0]!.id, "de")).toBe("visier-agv-pista");
    const enAfter = await snapshot("en");
    for (const [id, item] of enBefore) expect(enAfter.get(id)!.slug).toBe(item.slug);
  });

  it("lists before → after without changing anything, and asks before changing a published product's address", async () => {
    const product = await createProduct(db(), {
      name: "Viseira Nolan N87 fumada escura",
      slug: "viseira-para-o-capacete-nolan-fumada",
    });
    const before = await allItems("&language=pt&entity=product");
    const preview = await post<{ changes: SlugChange[]; optimizedCount: number }>("/bulk-optimize", {
      language: "pt",
      entityType: "product",
      dryRun: true,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.optimizedCount).toBe(0);
    const mine = preview.body.changes.find((c) => c.entityId === product.id);
    expect(mine).toMatchObject({ oldSlug: "viseira-para-o-capacete-nolan-fumada", live: true });
    expect(mine!.newSlug).toBe("viseira-nolan-n87-fumada-escura");
    for (const c of preview.body.changes) expect(c.newScore).toBeGreaterThan(c.oldScore);
    expect(await allItems("&language=pt&entity=product")).toEqual(before);

    const unasked = await post<{ error: string }>("/bulk-optimize", { language: "pt", entityType: "product" });
    expect(unasked.status).toBe(409);
    expect(unasked.body.error).toMatch(/published product.*new address/);
    expect(await allItems("&language=pt&entity=product")).toEqual(before);

    const applied = await post<{ changes: SlugChange[]; optimizedCount: number }>("/bulk-optimize", {
      language: "pt",
      entityType: "product",
      confirmLive: true,
    });
    expect(applied.status).toBe(200);
    expect(applied.body.changes.map((c) => [c.entityId, c.newSlug])).toEqual(
      preview.body.changes.map((c) => [c.entityId, c.newSlug]),
    );
    // The count is of real improvements: every change scores better by the tool's own measure.
    const after = new Map((await allItems("&language=pt&entity=product")).map((i) => [i.entityId, i]));
    expect(applied.body.optimizedCount).toBe(
      before.filter((i) => after.get(i.entityId)!.seoScore > i.seoScore && after.get(i.entityId)!.slug !== i.slug)
        .length,
    );
  });

  it("refuses static pages and bad input", async () => {
    expect(await post("/bulk-optimize", { language: "en", entityType: "static_page" })).toMatchObject({
      status: 400,
      body: { error: "Static page addresses are fixed" },
    });
    expect((await post("/bulk-optimize", { language: "xx", entityType: "product" })).status).toBe(400);
    expect((await post("/bulk-optimize", { entityType: "brand" })).status).toBe(400);
    expect((await post("/bulk-optimize", { dryRun: "yes" })).status).toBe(400);
  });
});
