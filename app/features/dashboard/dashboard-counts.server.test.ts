import { productIsLive } from "#db/predicates";
import { and, count, eq, inArray, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "#db/client.server";
import { categoryTranslations, languages, linkChecks, productImages, products, productTranslations } from "#db/schema";
import { setupTestApp } from "#tests/helpers/test-app";
import { findContaminatedImages } from "~/features/image-repair/image-contamination.server";
import { getLinkHealth } from "~/features/link-health/link-health.server";
import { healthOverview } from "~/features/seo/seo-slug.server";
import { sitemapReport } from "~/features/seo/sitemap-intelligence.server";
import { listSitemapEntries } from "~/features/seo/sitemap.server";
import { auditProductUrls } from "~/features/seo/url-fixer.server";
import { listWorkflowProducts } from "~/features/translations/product-workflow.server";
import { getTranslationCoverage } from "~/features/translations/translations-admin.server";
import { workflowReadiness } from "~/features/translations/workflow-readiness";
import { runValidationChecks } from "~/features/validation/validation-center.server";
import { plural } from "~/i18n/format";
import { dashboardFigures, linkHealthFigures } from "./dashboard.server";
import { dashboardReads } from "./dashboard-reads.server";
import { inboxEntries } from "./inbox.server";

const t = setupTestApp();

/** The figures the fast counts replace, computed the straightforward way: every tool's whole answer, read in JS. */
async function straightforwardFigures(db: Db) {
  const [coverage, validation, workflow, slugs, audit, shared, sitemap, report, [enabled], [live], links] =
    await Promise.all([
      getTranslationCoverage(db, { entity: "all", language: "all", state: "all", search: "" }),
      runValidationChecks(db, { itemLimit: 0 }),
      listWorkflowProducts(db),
      healthOverview(db),
      auditProductUrls(db),
      findContaminatedImages(db),
      listSitemapEntries(db),
      sitemapReport(db),
      db.select({ n: count() }).from(languages).where(eq(languages.enabled, true)),
      db.select({ n: count() }).from(products).where(productIsLive),
      getLinkHealth(db),
    ]);
  const linksIn = (status: string) => links.items.filter((item) => item.status === status).length;
  const states = Object.values(coverage.totals);
  const sumOf = (state: "done" | "missing" | "stale" | "review") => states.reduce((n, s) => n + s[state], 0);
  const productsDone = coverage.rows
    .filter((r) => r.entity === "product")
    .reduce((n, r) => n + Object.values(r.states).filter((state) => state === "done").length, 0);
  const enabledTotals = coverage.languages.filter((l) => l.enabled).map((l) => coverage.totals[l.code]);
  const highChecks = validation.checks.filter(
    (c) => c.severity === "high" && c.count > 0 && c.key !== "product-dead-link",
  );
  return {
    figures: {
      "product-translations": [`${productsDone} of ${live!.n * states.length} product translations done`],
      "complete-translations": [
        `${sumOf("done")} of ${coverage.total * states.length} done`,
        `${sumOf("missing")} missing, ${sumOf("stale") + sumOf("review")} to review`,
      ],
      "validation-center": [
        plural(
          validation.checks.reduce((n, c) => n + c.count, 0),
          "issue",
        ),
      ],
      "product-workflow": [
        `${workflow.filter((p) => workflowReadiness(p).status === "Ready").length} of ${live!.n} ready`,
      ],
      "seo-slug-management": [
        plural(slugs.totalSlugs, "slug"),
        `${slugs.healthScores.needs_improvement + slugs.healthScores.poor} below good`,
      ],
      "url-fixer": [`Health ${audit.healthScore}%`, plural(audit.issues, "URL issue")],
      "sitemap-intelligence": [plural(sitemap.length * enabled!.n, "URL"), plural(report.problems.length, "problem")],
      "image-contamination-fix": [`${plural(shared.length, "shared picture")} flagged`],
      "link-health": linkHealthFigures(links.items.map((item) => item.status)),
    },
    inbox: {
      "links-broken": linksIn("broken"),
      "links-unknown": linksIn("unknown"),
      "translations-review": enabledTotals.reduce((n, s) => n + s.stale + s.review, 0),
      "validation-high": highChecks.reduce((n, c) => n + c.count, 0),
    },
  };
}

async function fastFigures(db: Db) {
  const reads = dashboardReads(db);
  const [figures, inbox] = await Promise.all([
    dashboardFigures(db, reads),
    inboxEntries(reads, { ai: true, marketplace: true }),
  ]);
  const inboxCount = (kind: string) => inbox.find((e) => e.kind === kind)?.count ?? 0;
  return {
    figures,
    inbox: {
      "links-broken": inboxCount("links-broken"),
      "links-unknown": inboxCount("links-unknown"),
      "translations-review": inboxCount("translations-review"),
      "validation-high": inboxCount("validation-high"),
    },
  };
}

async function expectSameFigures(db: Db) {
  const expected = await straightforwardFigures(db);
  const fast = await fastFigures(db);
  for (const [key, figure] of Object.entries(expected.figures)) {
    expect({ key, figure: fast.figures[key as keyof typeof fast.figures] }).toEqual({ key, figure });
  }
  expect(fast.inbox).toEqual(expected.inbox);
  return expected;
}

describe("dashboard counts (decision 0029)", () => {
  // Two whole-catalogue reads of every tool, twice: longer than a unit test on a busy machine.
  it(
    "equal the tools' own whole answers, on the demo catalogue and with problems planted",
    { timeout: 120_000 },
    async () => {
      const db = t.database.db;
      const before = await expectSameFigures(db);

      const published = await db
        .select({ id: products.id, type: products.type })
        .from(products)
        .where(eq(products.status, "published"))
        .orderBy(products.id);
      const [a, b, c, d, e, f, g] = published;
      // Translations: one missing, one to review, stale ones (the original renamed), one with an uppercase slug.
      await db
        .delete(productTranslations)
        .where(and(eq(productTranslations.productId, a!.id), eq(productTranslations.languageCode, "fr")));
      await db
        .update(productTranslations)
        .set({ needsReview: true })
        .where(and(eq(productTranslations.productId, b!.id), eq(productTranslations.languageCode, "de")));
      await db.update(products).set({ name: "Renamed original" }).where(eq(products.id, c!.id));
      await db
        .update(productTranslations)
        .set({ slug: "Viseira-AGV" })
        .where(and(eq(productTranslations.productId, d!.id), eq(productTranslations.languageCode, "es")));
      // A product with one translation left is no longer ready; one at no price; one in the trash; one back to draft.
      await db
        .delete(productTranslations)
        .where(and(eq(productTranslations.productId, e!.id), ne(productTranslations.languageCode, "en")));
      await db.update(products).set({ price: "0" }).where(eq(products.id, f!.id));
      await db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, g!.id));
      await db.update(products).set({ status: "draft" }).where(eq(products.id, published[7]!.id));
      // A category translation gone, and a visor's picture put on a product of another type.
      const [categoryRow] = await db.select({ id: categoryTranslations.id }).from(categoryTranslations).limit(1);
      await db.delete(categoryTranslations).where(eq(categoryTranslations.id, categoryRow!.id));
      const visor = published.find((p) => p.type === "visor")!;
      const other = published.find((p) => p.type !== "visor" && ![g!.id].includes(p.id))!;
      const [picture] = await db
        .select({ mediaId: productImages.mediaId })
        .from(productImages)
        .where(inArray(productImages.productId, [visor.id]))
        .limit(1);
      await db.insert(productImages).values({ productId: other.id, mediaId: picture!.mediaId, sortOrder: 9 });
      // Links: two broken and one unknown by their last check, one not a web link (not counted), one checked for an
      // address it no longer has (not checked yet), one broken in the trash (not counted).
      const linkOf = async (id: number) =>
        (await db.select({ url: products.aliexpressUrl }).from(products).where(eq(products.id, id)))[0]!.url;
      const check = async (id: number, status: "broken" | "unknown" | "ok", url?: string) =>
        db
          .insert(linkChecks)
          .values({ productId: id, url: url ?? (await linkOf(id)), status, verdict: status })
          .onConflictDoUpdate({ target: linkChecks.productId, set: { url: url ?? (await linkOf(id)), status } });
      const [h, i, j, k, l] = published.slice(8);
      await check(h!.id, "broken");
      await check(i!.id, "broken");
      await check(j!.id, "unknown");
      await check(k!.id, "ok", "https://example.com/an-old-address");
      await check(g!.id, "broken");
      await db.update(products).set({ aliexpressUrl: "#" }).where(eq(products.id, l!.id));
      await check(l!.id, "broken");

      const after = await expectSameFigures(db);
      // The planted problems moved the figures (the comparison above is not of two unchanged answers).
      for (const key of [
        "product-translations",
        "complete-translations",
        "validation-center",
        "product-workflow",
        "url-fixer",
        "sitemap-intelligence",
        "image-contamination-fix",
        "link-health",
      ] as const) {
        expect({ key, changed: after.figures[key] }).not.toEqual({ key, changed: before.figures[key] });
      }
      expect(after.inbox["links-broken"]).toBe(before.inbox["links-broken"] + 2);
      expect(after.inbox["links-unknown"]).toBe(before.inbox["links-unknown"] + 1);
      expect(after.inbox["translations-review"]).toBeGreaterThan(before.inbox["translations-review"]);
      expect(after.inbox["validation-high"]).toBeGreaterThan(before.inbox["validation-high"]);
    },
  );
});
