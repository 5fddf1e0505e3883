import { productIsLive, categoryIsLive } from "#db/predicates";
import { and, count, eq, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { categories, categoryTranslations, products, productTranslations } from "#db/schema";
import { sameOrigin } from "#tests/helpers/admin";
import type { SlugHealthOverview } from "~/features/seo/seo-slug.server";
import { issueKind, serverLevel, slugIssueKinds, slugLevels } from "~/features/seo/slug-score";
import { pagePath, pageSlugs } from "~/i18n/routes";
import { api, setupSeoSlugTests } from "./admin-seo-slug.test-setup";

// What the slug SEO tool reports: the health overview and the analysis list.
const { t, db, cookie, get, analysis, allItems } = setupSeoSlugTests();

const overview = async () => (await get<{ overview: SlugHealthOverview }>("/health-overview")).body.overview;
const n = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
/** Pages with an address of their own: not home, not the product pages' prefix. */
const staticPages = Object.keys(pageSlugs).filter((page) => page !== "home" && page !== "product");

describe("GET /api/admin/seo-slug/health-overview", () => {
  it("counts every own slug of the site once, per language and per health level", async () => {
    const body = await overview();
    expect(Object.keys(body).sort()).toEqual(["healthScores", "languageBreakdown", "topIssues", "totalSlugs"]);
    expect(Object.keys(body.healthScores)).toEqual([...slugLevels]);
    const sum = (values: Record<string, number>) => Object.values(values).reduce((a, b) => a + b, 0);
    expect(sum(body.languageBreakdown)).toBe(body.totalSlugs);
    expect(sum(body.healthScores)).toBe(body.totalSlugs);

    const liveProducts = await n(db().select({ n: count() }).from(products).where(productIsLive));
    const liveCategories = await n(db().select({ n: count() }).from(categories).where(categoryIsLive));
    const productTrs = await n(
      db()
        .select({ n: count() })
        .from(productTranslations)
        .innerJoin(products, eq(products.id, productTranslations.productId))
        .where(and(productIsLive, ne(productTranslations.slug, ""))),
    );
    const categoryTrs = await n(
      db()
        .select({ n: count() })
        .from(categoryTranslations)
        .innerJoin(categories, eq(categories.id, categoryTranslations.categoryId))
        .where(and(categoryIsLive, ne(categoryTranslations.slug, ""))),
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
        headers: { Cookie: cookie(), "Content-Type": "application/json", ...sameOrigin },
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
        .where(and(productIsLive, eq(productTranslations.languageCode, "en"))),
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
      headers: { Cookie: cookie(), "Content-Type": "application/json" },
      body: "{}",
    });
    expect(noOrigin.status).toBe(403);
  });
});
