import { productIsVisible } from "#db/predicates";
import type { Db } from "#db/client.server";
import { products } from "#db/schema";
import { idSchema } from "~/features/catalog";
import { listActiveLanguages } from "~/features/languages/index.server";
import { languageInfo, supportedLanguages, type Language } from "~/i18n/languages";
import { serverT } from "~/i18n/messages.server";
import { categoryPath, pagePath, pageSlug, productPath, reservedSlugs, type StaticPageKey } from "~/i18n/routes";
import { cachedRead } from "#db/catalogue-cache.server";
import { mapInTurns } from "~/lib/in-turns";
import { ConflictError, InvalidError, NotFoundError } from "~/lib/errors";
import { freeSlug } from "~/features/slugs";
import { changeSlug, listEntitySlugs } from "~/features/slugs/index.server";
import type { BulkOptimizeRequest, OptimizeRequest, SlugAnalysisQuery } from "./seo-slug.schema";
import {
  fixedSlugReason,
  issueKind,
  optimizeSlug as bestSlug,
  scoreSlug,
  serverLevel,
  slugIssueKinds,
  slugLevels,
  slugLimits,
  staticPageFixed,
  type SlugEntityType,
  type SlugIssueKind,
  type SlugLevel,
} from "./slug-score";

/**
 * SEO slug management (admin spec §2, §3, §7): every address slug of the site scored with
 * `scoreSlug`, an overview, a filtered and paged analysis, and optimizing one slug or all weak
 * ones of a language. Slugs are read in four queries and cached until the catalogue changes;
 * every change goes through `changeSlug`, so the old address keeps redirecting.
 */

/** One slug of the site as the analysis lists it (spec §3), with the id optimize needs. */
export interface SlugAnalysisItem {
  /** Product or category id; the page key of a static page. */
  entityId: number | string;
  entityName: string;
  entity: SlugEntityType;
  language: Language;
  slug: string;
  currentUrl: string;
  seoScore: number;
  issues: string[];
  keywords: string[];
}

/** The interface text naming each static page with an address of its own (home has none). */
const staticPageNames: Record<Exclude<StaticPageKey, "home">, string> = {
  products: "footer.pages.products",
  categories: "categories.title",
  helmetFinder: "footer.pages.helmetFinder",
  about: "footer.pages.about",
  contact: "footer.pages.contact",
  affiliateLinks: "footer.pages.affiliateLinks",
  privacy: "footer.pages.privacy",
  terms: "footer.pages.terms",
  visorGuide: "compare.guideName",
  linkUnavailable: "linkUnavailable.title",
};
type SlugRecord = Pick<SlugAnalysisItem, "entityId" | "entityName" | "entity" | "language" | "slug">;

/** Own slugs of live products and categories in every language (a missing translation has none). */
async function loadEntitySlugs(db: Db): Promise<SlugRecord[]> {
  const records = await Promise.all(
    (["product", "category"] as const).map(async (entity) => {
      const { originals, translations } = await listEntitySlugs(db, entity);
      return [
        ...originals.map((r) => ({
          entity,
          entityId: r.id,
          language: "pt" as Language,
          slug: r.slug,
          entityName: r.name,
        })),
        ...translations.map((r) => ({
          entity,
          entityId: r.id,
          language: r.language,
          slug: r.slug,
          entityName: r.name.trim() || r.original,
        })),
      ];
    }),
  );
  return records.flat().filter((r) => r.slug !== "");
}

function staticPageSlugs(): SlugRecord[] {
  return supportedLanguages.flatMap((language) =>
    Object.entries(staticPageNames).map(([page, nameKey]) => ({
      entity: "static_page" as const,
      entityId: page,
      language,
      slug: pageSlug(language, page as StaticPageKey),
      entityName: serverT(language)(nameKey),
    })),
  );
}

/** Products have their own address space per language; categories share theirs with the static pages. */
const addressSpace = (r: Pick<SlugRecord, "entity" | "language">) =>
  `${r.language}:${r.entity === "product" ? "product" : "page"}`;

function currentUrl({ entity, entityId, language, slug }: SlugRecord) {
  if (entity === "product") return productPath(language, slug);
  if (entity === "category") return categoryPath(language, slug);
  return pagePath(language, entityId as StaticPageKey);
}

/** Every slug of the site in every language, scored; `languages` are the enabled ones. */
function scoredSlugs(db: Db) {
  return cachedRead(db, "seo-slugs", async () => {
    const [records, active] = await Promise.all([loadEntitySlugs(db), listActiveLanguages(db)]);
    const all = [...records, ...staticPageSlugs()];
    const uses = new Map<string, number>();
    const spaceSlug = (r: SlugRecord, slug = r.slug) => `${addressSpace(r)} ${slug}`;
    for (const r of all) uses.set(spaceSlug(r), (uses.get(spaceSlug(r)) ?? 0) + 1);
    // In turns: 60,000 slugs at 10,000 products took seconds, and on PGlite nothing else is answered meanwhile.
    const scored: SlugAnalysisItem[] = await mapInTurns(all, (r) => ({
      ...r,
      currentUrl: currentUrl(r),
      ...scoreSlug({
        slug: r.slug,
        language: r.language,
        name: r.entityName,
        otherSlugs: { has: (slug) => (uses.get(spaceSlug(r, slug)) ?? 0) > 1 },
        fixed: fixedSlugReason(r) !== null,
      }),
    }));
    const languages = active.map((l) => l.code);
    const order = (item: SlugAnalysisItem) => languages.indexOf(item.language);
    const items = scored
      .filter((item) => languages.includes(item.language))
      .sort((a, b) => a.seoScore - b.seoScore || order(a) - order(b));
    return { languages, scored, items };
  });
}

/** Totals for the overview cards (spec §3): per language, per health level (server scale), issue kinds. */
export async function healthOverview(db: Db) {
  const { languages, items } = await scoredSlugs(db);
  const healthScores = Object.fromEntries(slugLevels.map((level) => [level, 0])) as Record<SlugLevel, number>;
  const issues = new Map<SlugIssueKind, number>();
  for (const item of items) {
    healthScores[serverLevel(item.seoScore)]++;
    for (const kind of new Set(item.issues.map(issueKind))) issues.set(kind, (issues.get(kind) ?? 0) + 1);
  }
  const severityRank = { high: 0, medium: 1, low: 2 };
  return {
    totalSlugs: items.length,
    languageBreakdown: Object.fromEntries(
      languages.map((l) => [l, items.filter((item) => item.language === l).length]),
    ) as Partial<Record<Language, number>>,
    healthScores,
    topIssues: [...issues]
      .map(([issue, count]) => ({ issue, severity: slugIssueKinds[issue].severity, count }))
      .sort((a, b) => b.count - a.count || severityRank[a.severity] - severityRank[b.severity]),
  };
}
export type SlugHealthOverview = Awaited<ReturnType<typeof healthOverview>>;

/** The slugs of the enabled languages, worst first, filtered and paged. */
export async function slugAnalysis(db: Db, query: SlugAnalysisQuery) {
  const { items } = await scoredSlugs(db);
  const search = query.search?.toLowerCase();
  const matching = items.filter(
    (item) =>
      (!query.language || item.language === query.language) &&
      (!query.entity || item.entity === query.entity) &&
      (!query.level || serverLevel(item.seoScore) === query.level) &&
      (!search || item.entityName.toLowerCase().includes(search) || item.slug.includes(search)),
  );
  const { page, limit } = query;
  return {
    items: matching.slice((page - 1) * limit, page * limit),
    pagination: { page, limit, total: matching.length, pages: Math.ceil(matching.length / limit) },
  };
}
export type SlugAnalysis = Awaited<ReturnType<typeof slugAnalysis>>;

/**
 * Which entity owns each slug, per language for products and across languages for categories (a
 * category answers to its slugs in any language), so an optimized slug can be checked in memory.
 */
function slugOwners(all: readonly SlugAnalysisItem[]) {
  const key = (r: Pick<SlugRecord, "entity" | "language">, slug: string) =>
    `${r.entity === "product" ? `product:${r.language}` : "categories"} ${slug}`;
  const owners = new Map(all.filter((r) => r.entity !== "static_page").map((r) => [key(r, r.slug), r.entityId]));
  return {
    isTaken: (r: SlugRecord, slug: string) =>
      (r.entity === "category" && reservedSlugs.has(slug)) ||
      ![undefined, r.entityId].includes(owners.get(key(r, slug))),
    take: (r: SlugRecord, slug: string, owner = r.entityId) => owners.set(key(r, slug), owner),
  };
}
type SlugOwners = ReturnType<typeof slugOwners>;

/** The best free slug of the item's name, when it scores better than the current one (else null). */
async function betterSlug(item: SlugAnalysisItem, owners: SlugOwners) {
  const base = bestSlug({ name: item.entityName, language: item.language });
  if (!base) return null;
  const slug = await freeSlug({
    asked: "",
    name: base,
    fallback: base,
    maxLength: slugLimits.maxLength,
    problem: async (candidate) => (owners.isTaken(item, candidate) ? "taken" : null),
  });
  const { seoScore } = scoreSlug({ slug, language: item.language, name: item.entityName });
  return seoScore > item.seoScore ? { slug, seoScore } : null;
}

/** Gives one slug the best free slug of its name, when that scores better; the old one keeps redirecting. */
async function optimizeOne(db: Db, item: SlugAnalysisItem, owners: SlugOwners) {
  const unchanged = { optimizedSlug: item.slug, oldSlug: item.slug, changed: false, oldScore: item.seoScore };
  for (let attempt = 1; ; attempt++) {
    const better = await betterSlug(item, owners);
    if (!better) return { ...unchanged, newScore: item.seoScore };
    try {
      const entity = item.entity as "product" | "category";
      await changeSlug(db, entity, item.entityId as number, item.language, better.slug, "seo");
      owners.take(item, better.slug);
      return { ...unchanged, optimizedSlug: better.slug, changed: true, newScore: better.seoScore };
    } catch (error) {
      // Taken in a way the list does not show (a product answering through its fallback slug): next number.
      if (!(error instanceof InvalidError) || attempt === 5) throw error;
      owners.take(item, better.slug, -1);
    }
  }
}
/** Levels bulk optimize leaves alone (server scale). */
const strongLevels: SlugLevel[] = ["excellent", "good"];

/** POST optimize: one product's or category's slug in one language. */
export async function optimizeEntitySlug(db: Db, input: OptimizeRequest) {
  if (input.entityType === "static_page") throw new InvalidError(staticPageFixed);
  const entity = input.entityType;
  const parsed = idSchema.safeParse(input.entityId);
  if (!parsed.success) throw new InvalidError("entityId must be a product or category id");
  const { scored } = await scoredSlugs(db);
  const item = scored.find((s) => s.entity === entity && s.entityId === parsed.data && s.language === input.language);
  if (!item) {
    const exists = scored.some((s) => s.entity === entity && s.entityId === parsed.data && s.language === "pt");
    throw new NotFoundError(
      exists
        ? `This ${entity} has no ${languageInfo(input.language).name} translation`
        : `${entity === "product" ? "Product" : "Category"} not found`,
    );
  }
  const fixed = fixedSlugReason(item);
  if (fixed) throw new ConflictError(fixed);
  const { optimizedSlug, oldSlug, changed } = await optimizeOne(db, item, slugOwners(scored));
  return { optimizedSlug, oldSlug, changed };
}

/** One slug bulk optimize changes (or would): before and after, with their scores. */
export interface SlugChange {
  entityId: number | string;
  entityType: SlugEntityType;
  entityName: string;
  language: Language;
  oldSlug: string;
  newSlug: string;
  oldScore: number;
  newScore: number;
  /** A published product: its public address changes (the old one redirects). */
  live: boolean;
}

async function publishedProductIds(db: Db) {
  const rows = await db.select({ id: products.id }).from(products).where(productIsVisible);
  return new Set(rows.map((r) => r.id));
}

/**
 * POST bulk-optimize: every slug of a language (or of all enabled ones) and entity type that scores
 * below "good" on the server scale gets the best slug of its name, where that scores better. With
 * `dryRun` it only lists the changes (before → after); a change to a published product's address
 * needs `confirmLive` (the admin page shows the list and asks first), else nothing changes (409).
 * Answers the changes made, the languages covered, and failures.
 */
export async function bulkOptimize(db: Db, input: BulkOptimizeRequest) {
  const { dryRun = false, confirmLive = false, entityType = "all" } = input;
  if (entityType === "static_page") throw new InvalidError(staticPageFixed);
  const { scored, items, languages: enabled } = await scoredSlugs(db);
  const languages = input.language ? [input.language] : enabled;
  const weak = items.filter(
    (item) =>
      languages.includes(item.language) &&
      (entityType === "all" || item.entity === entityType) &&
      !strongLevels.includes(serverLevel(item.seoScore)) &&
      !fixedSlugReason(item),
  );
  const live = await publishedProductIds(db);
  const change = (item: SlugAnalysisItem, newSlug: string, newScore: number): SlugChange => ({
    entityId: item.entityId,
    entityType: item.entity,
    entityName: item.entityName,
    language: item.language,
    oldSlug: item.slug,
    newSlug,
    oldScore: item.seoScore,
    newScore,
    live: item.entity === "product" && live.has(item.entityId as number),
  });

  if (dryRun || !confirmLive) {
    const owners = slugOwners(scored);
    const planned: SlugChange[] = [];
    for (const item of weak) {
      const better = await betterSlug(item, owners);
      if (!better) continue;
      owners.take(item, better.slug);
      planned.push(change(item, better.slug, better.seoScore));
    }
    const liveCount = planned.filter((c) => c.live).length;
    if (dryRun) return { optimizedCount: 0, changes: planned, languages, failed: [] };
    if (liveCount) {
      throw new ConflictError(
        `${liveCount === 1 ? "1 published product" : `${liveCount} published products`} would get a new address: list the changes first (dryRun) and confirm them (confirmLive)`,
      );
    }
  }

  const owners = slugOwners(scored);
  const changes: SlugChange[] = [];
  const failed: { entityId: number | string; entityType: SlugEntityType; language: Language; error: string }[] = [];
  for (const item of weak) {
    try {
      const result = await optimizeOne(db, item, owners);
      if (result.changed) changes.push(change(item, result.optimizedSlug, result.newScore));
    } catch (error) {
      if (!(error instanceof InvalidError || error instanceof NotFoundError)) throw error;
      failed.push({ entityId: item.entityId, entityType: item.entity, language: item.language, error: error.message });
    }
  }
  return { optimizedCount: changes.length, changes, languages, failed };
}
