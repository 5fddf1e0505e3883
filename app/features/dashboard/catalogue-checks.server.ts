import type { Db } from "#db/client.server";
import { backgroundRead, type BackgroundReadOptions, type BackgroundResult } from "./background-read.server";
import { findContaminatedImages } from "~/features/image-repair/index.server";
import { auditProductUrls, healthOverview, sitemapReport } from "~/features/seo/index.server";
import { countTranslationCoverage, countWorkflowReady } from "~/features/translations/index.server";
import { runValidationChecks } from "~/features/validation/index.server";
import { quietTurn } from "~/lib/in-turns";

/**
 * The dashboard's figures that need the whole catalogue in JS: 3–10 s each at 10,000 products on PGlite. Computed in
 * the background once per catalogue version, one after another with turns for other requests between them, and kept
 * small (counts only) (decision 0029). Validation apart: the inbox and the digest wait for it, not for the rest.
 */
export const validationCounts = (db: Db, options?: BackgroundReadOptions) =>
  backgroundRead(
    db,
    "dashboard-validation",
    async () =>
      (await runValidationChecks(db, { itemLimit: 0, oneAtATime: true })).checks.map(
        ({ key, title, severity, count }) => ({
          key,
          title,
          severity,
          count,
        }),
      ),
    options,
  );

/** Slug health, the URL audit and shared pictures. */
export const seoChecks = (db: Db, options?: BackgroundReadOptions) =>
  backgroundRead(
    db,
    "dashboard-seo-checks",
    async () => {
      const slugs = await healthOverview(db);
      await quietTurn();
      const audit = await auditProductUrls(db);
      await quietTurn();
      const shared = await findContaminatedImages(db);
      return {
        slugs: { total: slugs.totalSlugs, belowGood: slugs.healthScores.needs_improvement + slugs.healthScores.poor },
        urls: { healthScore: audit.healthScore, issues: audit.issues },
        sharedPictures: shared.length,
      };
    },
    options,
  );

/**
 * The translations' coverage and how many products the workflow calls ready: counted in SQL, but over every
 * product's translations (≈ 110 ms together at 10,000 products on PGlite, a third of the dashboard's budget).
 */
export const translationCounts = (db: Db, options?: BackgroundReadOptions) =>
  backgroundRead(
    db,
    "dashboard-translations",
    async () => ({ coverage: await countTranslationCoverage(db), workflowReady: await countWorkflowReady(db) }),
    options,
  );

/**
 * Sitemap intelligence's report: every listed address against every slug claim, 0.25–0.6 s at 10,000 products on
 * PGlite. Everything it reads bumps the catalogue version, so it is made once per version and never ages otherwise.
 * The dashboard starts it before its other checks: the report the curator opens from there is ready; the report's
 * page and API wait for a current one.
 */
export async function sitemapChecks(db: Db, options?: BackgroundReadOptions) {
  return backgroundRead(db, "sitemap-report", () => sitemapReport(db), { maxAgeMs: Infinity, ...options });
}

/** The current sitemap report, made now unless made for this catalogue version already. */
export async function currentSitemapReport(db: Db) {
  const made = await sitemapChecks(db, { wait: true });
  // Undefined only when making it failed: that was logged, and the request fails as it did before.
  if (!made) throw new Error("The sitemap report could not be made");
  return made.value;
}

/** What the dashboard says of the checks it shows: the age of the oldest, undefined until all were made once. */
export function checksAge(results: (BackgroundResult<unknown> | undefined)[], now = Date.now()) {
  if (results.some((result) => !result)) return undefined;
  const made = results as BackgroundResult<unknown>[];
  return {
    ageSeconds: Math.round((now - Math.min(...made.map((r) => r.computedAt.getTime()))) / 1000),
    current: made.every((r) => r.current),
  };
}
