import { categoryIsLive } from "#db/predicates";
import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import type { TFunction } from "i18next";
import type { Db } from "#db/client.server";
import {
  brandAssets,
  brands,
  categories,
  headerMenuItems,
  languages,
  newsletterSubscribers,
  products,
  tags,
  visorRequests,
  visorTemplates,
} from "#db/schema";
import { listPrompts } from "~/features/ai/index.server";
import { listHelmetModelsAdmin } from "~/features/helmets/index.server";
import { lastDays } from "~/features/insight";
import { insightTotals } from "~/features/insight/index.server";
import { listNewsletterIssues } from "~/features/newsletter/index.server";
import { countSitemapEntries } from "~/features/seo/index.server";
import type { TranslationState } from "~/features/translations";
import { adminFormat, type AdminFormat } from "~/i18n/admin-format";
import { adminServerT } from "~/i18n/admin-messages.server";
import type { AdminToolKey } from "~/features/admin";
import { isTotpEnabled } from "~/features/admin/index.server";
import { dashboardReads, type DashboardReads } from "./dashboard-reads.server";

const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

/** The figures of each tool's dashboard card, by the tool's key: a figure for a tool that does not exist is a type error. */
export type DashboardFigures = Partial<Record<AdminToolKey, string[]>>;

/** How the figures are worded: the admin's text and formats in the curator's language. */
export interface FigureWords {
  t: TFunction;
  format: AdminFormat;
}

/** The figures' words in English, when no page asks for another language (the tests). */
export const englishFigures = (): FigureWords => ({ t: adminServerT("en"), format: adminFormat("en") });

const figure = (t: TFunction, key: string, options?: Record<string, unknown>) =>
  t(`admin.dashboard.figures.${key}`, options);

/** What the Link health card says: broken, unknown and not yet checked links told apart, and how many work. */
export function linkHealthFigures(statuses: readonly (string | null)[], t: TFunction = englishFigures().t) {
  const of = (status: string | null) => statuses.filter((s) => s === status).length;
  return [
    figure(t, "broken", { count: of("broken") }),
    ...(of("unknown") ? [figure(t, "unknown", { count: of("unknown") })] : []),
    ...(of(null) ? [figure(t, "notCheckedYet", { n: of(null) })] : []),
    figure(t, "working", { ok: of("ok"), total: statuses.length }),
  ];
}

/**
 * Live figures for the dashboard's tool cards, read from the database (not the spec's fixed numbers); a card whose
 * figure the inbox also reads shares its read (`reads`). Counts are counted in SQL; what needs the whole catalogue in
 * JS comes from the last catalogue checks (`reads.checks`, decision 0029). Worded in the page's language (English when
 * none is given).
 */
export async function dashboardFigures(
  db: Db,
  reads: DashboardReads = dashboardReads(db),
  { t, format }: FigureWords = englishFigures(),
): Promise<DashboardFigures> {
  const liveCategories = categoryIsLive;
  const [
    sitemap,
    productRows,
    trashedProducts,
    categoryCount,
    trashedCategories,
    rootCategories,
    tagRows,
    brandCount,
    assetCount,
    languageCount,
    translations,
    menuCount,
    subscribers,
    activeSubscribers,
    pendingRequests,
    allRequests,
    templateCount,
    prompts,
    sitemapEntries,
    validation,
    seo,
    links,
    sync,
    outbox,
    insight,
    issues,
    helmetBrands,
  ] = await Promise.all([
    // First: whole-catalogue checks are made in the order asked, and this one is the quickest.
    reads.sitemap(),
    reads.productStatuses(),
    countOf(db.select({ n: count() }).from(products).where(isNotNull(products.deletedAt))),
    countOf(db.select({ n: count() }).from(categories).where(liveCategories)),
    countOf(db.select({ n: count() }).from(categories).where(isNotNull(categories.deletedAt))),
    countOf(
      db
        .select({ n: count() })
        .from(categories)
        .where(and(liveCategories, isNull(categories.parentId))),
    ),
    db.select({ isSystem: tags.isSystem, n: count() }).from(tags).groupBy(tags.isSystem),
    countOf(db.select({ n: count() }).from(brands)),
    countOf(db.select({ n: count() }).from(brandAssets)),
    countOf(db.select({ n: count() }).from(languages).where(eq(languages.enabled, true))),
    reads.translations(),
    countOf(db.select({ n: count() }).from(headerMenuItems)),
    countOf(db.select({ n: count() }).from(newsletterSubscribers)),
    countOf(db.select({ n: count() }).from(newsletterSubscribers).where(eq(newsletterSubscribers.isActive, true))),
    countOf(db.select({ n: count() }).from(visorRequests).where(eq(visorRequests.status, "pending"))),
    countOf(db.select({ n: count() }).from(visorRequests)),
    countOf(db.select({ n: count() }).from(visorTemplates)),
    listPrompts(db),
    countSitemapEntries(db),
    reads.validation(),
    reads.seoChecks(),
    reads.linkStatuses(),
    reads.sync(),
    reads.outbox(),
    insightTotals(db, lastDays(30)),
    listNewsletterIssues(db),
    listHelmetModelsAdmin(db),
  ]);
  const byStatus = Object.fromEntries(productRows.map((r) => [r.status, r.n])) as Record<string, number>;
  const productCount = productRows.reduce((sum, r) => sum + r.n, 0);
  const systemTags = tagRows.find((r) => r.isSystem)?.n ?? 0;
  const customTags = tagRows.find((r) => !r.isSystem)?.n ?? 0;
  const say = (key: string, options?: Record<string, unknown>) => figure(t, key, options);
  const fromChecks = <T>(checks: { value: T } | undefined, figures: (found: T) => string[]) =>
    checks ? figures(checks.value) : [say("counting")];
  const models = helmetBrands.flatMap((brand) => brand.models).filter((model) => !model.retiredAt);
  const routes = sitemapEntries * languageCount;
  return {
    products: [say("products", { count: productCount }), say("published", { count: byStatus.published ?? 0 })],
    categories: [say("categories", { count: categoryCount }), say("topLevel", { n: rootCategories })],
    "category-hierarchy": [
      say("topLevel", { n: rootCategories }),
      say("subcategories", { count: categoryCount - rootCategories }),
    ],
    tags: [say("systemTags", { count: systemTags }), say("customTags", { count: customTags })],
    brands: [say("brands", { count: brandCount })],
    "brand-assets": [say("assets", { count: assetCount })],
    "visor-templates": [say("templates", { count: templateCount })],
    languages: [say("activeLanguages", { count: languageCount })],
    "product-translations": fromChecks(translations, ({ coverage }) => {
      const languages = Object.keys(coverage.totals).length;
      const done = Object.values(coverage.productTotals).reduce((n, totals) => n + totals.done, 0);
      return [say("productTranslations", { done, total: productCount * languages })];
    }),
    "complete-translations": fromChecks(translations, ({ coverage }) => {
      const states = Object.values(coverage.totals);
      const sumOf = (state: TranslationState) => states.reduce((n, totals) => n + totals[state], 0);
      return [
        say("translationsDone", { done: sumOf("done"), total: coverage.total * states.length }),
        say("translationsOpen", { missing: sumOf("missing"), review: sumOf("stale") + sumOf("review") }),
      ];
    }),
    "ai-prompts": [
      say("prompts", { count: prompts.length }),
      say("edited", { count: prompts.filter((p) => p.isCustom).length }),
    ],
    "validation-center": fromChecks(validation, (checks) => [
      say("issues", { count: checks.reduce((n, check) => n + check.count, 0) }),
    ]),
    "product-lifecycle": [
      say("drafts", { count: byStatus.draft ?? 0 }),
      say("ready", { count: byStatus.ready ?? 0 }),
      say("published", { count: byStatus.published ?? 0 }),
    ],
    "product-workflow": fromChecks(translations, ({ workflowReady }) => [
      say("readyOf", { ready: workflowReady, count: productCount }),
    ]),
    "seo-slug-management": fromChecks(seo, (found) => [
      say("slugs", { count: found.slugs.total }),
      say("belowGood", { n: found.slugs.belowGood }),
    ]),
    "url-fixer": fromChecks(seo, (found) => [
      say("health", { score: format.percent(found.urls.healthScore / 100) }),
      say("urlIssues", { count: found.urls.issues }),
    ]),
    "sitemap-intelligence": [
      say("urls", { count: routes }),
      ...fromChecks(sitemap, (report) => [say("sitemapProblems", { count: report.problems.length })]),
    ],
    marketplace: [
      say("waitingForYou", { n: sync.items.filter((i) => i.status === "review").length }),
      say("notChecked", { n: sync.items.filter((i) => i.status === "failed" || i.status === "no-markup").length }),
    ],
    "link-health": linkHealthFigures(links, t),
    "header-menu": [say("menuItems", { count: menuCount })],
    newsletters: [say("subscribers", { count: subscribers }), say("active", { count: activeSubscribers })],
    "newsletter-issues": [
      say("issueDrafts", { count: issues.filter((i) => i.status === "draft").length }),
      say("sent", { count: issues.filter((i) => i.status === "sent").length }),
    ],
    insights: [
      say("shopClicks", { count: insight.clicks }),
      say("orders", { count: insight.orders }),
      say("earned", {
        amount: format.money(Number(insight.commission.estimated) + Number(insight.commission.settled)),
      }),
    ],
    mail: [
      say("waiting", { n: outbox.pending }),
      say("failed", { count: outbox.failed }),
      say("sent", { count: outbox.sent }),
    ],
    "helmet-models": [
      say("models", { count: models.length }),
      say("visorRequestsPending", { count: models.reduce((n, model) => n + model.pendingRequests, 0) }),
    ],
    "visor-requests": [
      say("pending", { count: pendingRequests }),
      say("processed", { count: allRequests - pendingRequests }),
    ],
    "deletion-management": [say("inTrash", { n: trashedProducts + trashedCategories })],
    security: [say((await isTotpEnabled(db)) ? "twoStepOn" : "passwordOnly")],
    backup: [
      say("backup", {
        products: say("products", { count: productCount }),
        subscribers: say("subscribers", { count: subscribers }),
      }),
    ],
    "image-contamination-fix": fromChecks(seo, (found) => [say("sharedPictures", { count: found.sharedPictures })]),
  };
}
