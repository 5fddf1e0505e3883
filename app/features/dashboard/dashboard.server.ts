import { categoryIsLive } from "#db/predicates";
import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
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
import { countWorkflowReady } from "~/features/translations/index.server";
import type { TranslationState } from "~/features/translations";
import { formatPrice, plural } from "~/i18n/format";
import type { AdminToolKey } from "~/features/admin";
import { isTotpEnabled } from "~/features/admin/index.server";
import { dashboardReads, type DashboardReads } from "./dashboard-reads.server";

const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

/** The figures of each tool's dashboard card, by the tool's key: a figure for a tool that does not exist is a type error. */
export type DashboardFigures = Partial<Record<AdminToolKey, string[]>>;

/** What the Link health card says: broken, unknown and not yet checked links told apart, and how many work. */
export function linkHealthFigures(statuses: readonly (string | null)[]) {
  const of = (status: string | null) => statuses.filter((s) => s === status).length;
  return [
    `${of("broken")} broken`,
    ...(of("unknown") ? [`${of("unknown")} unknown`] : []),
    ...(of(null) ? [`${of(null)} not checked yet`] : []),
    `${of("ok")} of ${statuses.length} working`,
  ];
}

/** What a card whose figure comes from the whole-catalogue checks shows until the first are done. */
export const countingFigure = "Counting…";

/**
 * Live figures for the dashboard's tool cards, read from the database (not the spec's fixed numbers); a card whose
 * figure the inbox also reads shares its read (`reads`). Counts are counted in SQL; what needs the whole catalogue in
 * JS comes from the last catalogue checks (`reads.checks`, decision 0029).
 */
export async function dashboardFigures(db: Db, reads: DashboardReads = dashboardReads(db)): Promise<DashboardFigures> {
  const liveCategories = categoryIsLive;
  const [
    productRows,
    trashedProducts,
    categoryCount,
    trashedCategories,
    rootCategories,
    tagRows,
    brandCount,
    assetCount,
    languageCount,
    coverage,
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
    workflowReady,
    links,
    sync,
    outbox,
    insight,
    issues,
    helmetBrands,
  ] = await Promise.all([
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
    reads.coverage(),
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
    countWorkflowReady(db),
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
  const states = Object.values(coverage.totals);
  const sumOf = (state: TranslationState) => states.reduce((n, totals) => n + totals[state], 0);
  const translationsNeeded = coverage.total * states.length;
  const productsDone = Object.values(coverage.productTotals).reduce((n, totals) => n + totals.done, 0);
  const fromChecks = <T>(checks: { value: T } | undefined, figures: (found: T) => string[]) =>
    checks ? figures(checks.value) : [countingFigure];
  const models = helmetBrands.flatMap((brand) => brand.models).filter((model) => !model.retiredAt);
  const routes = sitemapEntries * languageCount;
  return {
    products: [plural(productCount, "product"), `${byStatus.published ?? 0} published`],
    categories: [plural(categoryCount, "category", "categories"), `${rootCategories} top-level`],
    "category-hierarchy": [
      `${rootCategories} top-level`,
      plural(categoryCount - rootCategories, "subcategory", "subcategories"),
    ],
    tags: [plural(systemTags, "system tag"), plural(customTags, "custom tag")],
    brands: [plural(brandCount, "brand")],
    "brand-assets": [plural(assetCount, "asset")],
    "visor-templates": [plural(templateCount, "template")],
    languages: [plural(languageCount, "active language")],
    "product-translations": [`${productsDone} of ${productCount * states.length} product translations done`],
    "complete-translations": [
      `${sumOf("done")} of ${translationsNeeded} done`,
      `${sumOf("missing")} missing, ${sumOf("stale") + sumOf("review")} to review`,
    ],
    "ai-prompts": [plural(prompts.length, "prompt"), `${prompts.filter((p) => p.isCustom).length} edited`],
    "validation-center": fromChecks(validation, (checks) => [
      plural(
        checks.reduce((n, check) => n + check.count, 0),
        "issue",
      ),
    ]),
    "product-lifecycle": [
      `${byStatus.draft ?? 0} draft`,
      `${byStatus.ready ?? 0} ready`,
      `${byStatus.published ?? 0} published`,
    ],
    "product-workflow": [`${workflowReady} of ${productCount} ready`],
    "seo-slug-management": fromChecks(seo, (found) => [
      plural(found.slugs.total, "slug"),
      `${found.slugs.belowGood} below good`,
    ]),
    "url-fixer": fromChecks(seo, (found) => [
      `Health ${found.urls.healthScore}%`,
      plural(found.urls.issues, "URL issue"),
    ]),
    "sitemap-intelligence": [plural(routes, "URL")],
    marketplace: [
      `${sync.items.filter((i) => i.status === "review").length} waiting for you`,
      `${sync.items.filter((i) => i.status === "failed" || i.status === "no-markup").length} not checked`,
    ],
    "link-health": linkHealthFigures(links),
    "header-menu": [plural(menuCount, "menu item")],
    newsletters: [plural(subscribers, "subscriber"), `${activeSubscribers} active`],
    "newsletter-issues": [
      plural(issues.filter((i) => i.status === "draft").length, "draft"),
      `${issues.filter((i) => i.status === "sent").length} sent`,
    ],
    insights: [
      `${plural(insight.clicks, "shop click")} in 30 days`,
      plural(insight.orders, "order"),
      `${formatPrice(Number(insight.commission.estimated) + Number(insight.commission.settled))} earned`,
    ],
    mail: [`${outbox.pending} waiting`, `${outbox.failed} failed`, `${outbox.sent} sent`],
    "helmet-models": [
      plural(models.length, "model"),
      plural(
        models.reduce((n, model) => n + model.pendingRequests, 0),
        "visor request",
      ) + " pending",
    ],
    "visor-requests": [`${pendingRequests} pending`, `${allRequests - pendingRequests} processed`],
    "deletion-management": [`${trashedProducts + trashedCategories} in the trash`],
    security: [(await isTotpEnabled(db)) ? "Two-step login on" : "Password only"],
    backup: [`${plural(productCount, "product")}, ${plural(subscribers, "subscriber")}`],
    "image-contamination-fix": fromChecks(seo, (found) => [
      `${plural(found.sharedPictures, "shared picture")} flagged`,
    ]),
  };
}
