import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productImages, products, productTranslations } from "#db/schema";
import { setupTestApp } from "#tests/helpers/test-app";
import { findContaminatedImages } from "~/features/image-repair/image-contamination.server";
import { healthOverview } from "~/features/seo/seo-slug.server";
import { auditProductUrls } from "~/features/seo/url-fixer.server";
import { runValidationChecks } from "~/features/validation/validation-center.server";
import { adminTools } from "~/features/admin/admin-tools";
import { backgroundReadsDone } from "./background-read.server";
import { dashboardReads } from "./dashboard-reads.server";
import { dashboardFigures } from "./dashboard.server";

const t = setupTestApp();

describe("dashboard figures", () => {
  // First, while nothing was counted yet: the page does not wait for the whole-catalogue counts (issue 35).
  it("answer at once: the translations' cards say counting until their first count, made in the background", async () => {
    const db = t.database.db;
    const translationCards = ["product-translations", "complete-translations", "product-workflow"] as const;
    const first = await dashboardFigures(db, dashboardReads(db, { wait: false }));
    for (const key of translationCards) expect({ key, figure: first[key] }).toEqual({ key, figure: ["Counting…"] });
    await backgroundReadsDone(db);
    const later = await dashboardFigures(db, dashboardReads(db, { wait: false }));
    expect(later["product-workflow"]![0]).toMatch(/^\d+ of \d+ ready$/);
    expect(later["complete-translations"]).toEqual((await dashboardFigures(db))["complete-translations"]);
  });

  it("give every tool's card a live figure (Mail, Insight, Newsletter issues and Helmet models had none)", async () => {
    const figures = await dashboardFigures(t.database.db);
    const without = adminTools.filter((tool) => !figures[tool.key]?.length).map((tool) => tool.key);
    expect(without).toEqual([]);
    expect(figures.mail).toEqual(["0 waiting", "0 failed", "0 sent"]);
    expect(figures.insights![0]).toMatch(/^\d+ shop clicks? in 30 days$/);
    expect(figures["newsletter-issues"]).toEqual(["0 drafts", "0 sent"]);
    expect(figures["helmet-models"]![0]).toMatch(/^\d+ models$/);
  });

  it("follow the catalogue: translations, validation issues, workflow readiness", async () => {
    const db = t.database.db;
    const before = await dashboardFigures(db);
    const issues = (await runValidationChecks(db)).checks.reduce((n, c) => n + c.count, 0);
    expect(before["validation-center"]).toEqual([`${issues} issue${issues === 1 ? "" : "s"}`]);
    expect(before["ai-prompts"]).toEqual(["3 prompts", "0 edited"]);

    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.status, "published"))
      .limit(1);
    await db
      .delete(productTranslations)
      .where(and(eq(productTranslations.productId, product!.id), eq(productTranslations.languageCode, "fr")));
    const after = await dashboardFigures(db);
    const missing = (figures: Record<string, string[]>) =>
      Number(/^(\d+) missing/.exec(figures["complete-translations"]![1]!)![1]);
    expect(missing(after)).toBe(missing(before) + 1);
    expect(after["validation-center"]).toEqual([`${issues + 1} issue${issues + 1 === 1 ? "" : "s"}`]);
  });

  it("show the SEO tools' own findings: slug health, URL audit, shared pictures", async () => {
    const db = t.database.db;
    // A visor's picture put on a camera: the kind of mix-up image repair flags.
    const [visor] = await db.select({ id: products.id }).from(products).where(eq(products.type, "visor")).limit(1);
    const [camera] = await db.select({ id: products.id }).from(products).where(eq(products.type, "camera")).limit(1);
    const [picture] = await db
      .select({ mediaId: productImages.mediaId })
      .from(productImages)
      .where(eq(productImages.productId, visor!.id))
      .limit(1);
    await db.insert(productImages).values({ productId: camera!.id, mediaId: picture!.mediaId, sortOrder: 9 });
    const [slugs, audit, shared] = await Promise.all([
      healthOverview(db),
      auditProductUrls(db),
      findContaminatedImages(db),
    ]);
    const figures = await dashboardFigures(db);
    expect(figures["seo-slug-management"]![0]).toBe(`${slugs.totalSlugs} slugs`);
    expect(figures["url-fixer"]).toEqual([
      `Health ${audit.healthScore}%`,
      `${audit.issues} URL issue${audit.issues === 1 ? "" : "s"}`,
    ]);
    expect(shared.length).toBe(1);
    expect(figures["image-contamination-fix"]).toEqual(["1 shared picture flagged"]);
  });
});
