import { and, between, count, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import {
  affiliateClicks,
  brands,
  categories,
  categoryTranslations,
  helmetModels,
  likes,
  newsletterSubscribers,
  pageViews,
  productFits,
  products,
  visorRequests,
} from "#db/schema";
import { productIsVisible } from "~/features/catalog/index.server";
import { helmetNameKey } from "~/features/fitment/index.server";
import { addDays, previousPeriod, type InsightPeriod, type Insights, type InsightTotals } from "./insight.schema";
import { pageKindOfPath, pageKinds } from "./page-kind";
import { flushPageViews } from "./page-views.server";

/** Timestamps of a period: from its first day's midnight (UTC) to the midnight after its last. */
const instants = ({ from, to }: InsightPeriod) =>
  [new Date(`${from}T00:00:00Z`), new Date(`${addDays(to, 1)}T00:00:00Z`)] as const;

/** A period's figures: views, out-clicks, likes, confirmed subscribers and visor requests (days in UTC). */
export async function periodTotals(db: Db, period: InsightPeriod): Promise<InsightTotals> {
  const [start, end] = instants(period);
  const within = (column: Parameters<typeof gte>[0]) => and(gte(column, start), lt(column, end));
  const [[views], [clicks], [liked], [subscribers], [requests]] = await Promise.all([
    db
      .select({ n: sql<number>`coalesce(sum(${pageViews.views}), 0)::int` })
      .from(pageViews)
      .where(between(pageViews.day, period.from, period.to)),
    db.select({ n: count() }).from(affiliateClicks).where(within(affiliateClicks.clickedAt)),
    db.select({ n: count() }).from(likes).where(within(likes.createdAt)),
    db
      .select({ n: count() })
      .from(newsletterSubscribers)
      .where(and(isNotNull(newsletterSubscribers.confirmedAt), within(newsletterSubscribers.confirmedAt))),
    db.select({ n: count() }).from(visorRequests).where(within(visorRequests.requestedAt)),
  ]);
  return {
    views: views!.n,
    clicks: clicks!.n,
    likes: liked!.n,
    subscribers: subscribers!.n,
    visorRequests: requests!.n,
  };
}

/** Slugs (every language) of the categories that are a helmet model's page. */
async function modelPageSlugs(db: Db) {
  const rows = await db
    .select({ slug: categories.slug, translated: categoryTranslations.slug })
    .from(categories)
    .leftJoin(categoryTranslations, eq(categoryTranslations.categoryId, categories.id))
    .where(isNotNull(categories.helmetModelId));
  return new Set(rows.flatMap((r) => [r.slug, r.translated ?? ""]).filter(Boolean));
}

/**
 * Out-clicks of the period from the click rows (one per click): per day, product, language and the
 * kind of the page they came from (read from its path; no path or another page is "other").
 */
async function periodClicks(db: Db, period: InsightPeriod) {
  const [start, end] = instants(period);
  const day = sql<string>`to_char(${affiliateClicks.clickedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [rows, modelSlugs] = await Promise.all([
    db
      .select({
        day,
        productId: affiliateClicks.productId,
        language: affiliateClicks.languageCode,
        path: affiliateClicks.pagePath,
        clicks: sql<number>`count(*)::int`,
      })
      .from(affiliateClicks)
      .where(and(gte(affiliateClicks.clickedAt, start), lt(affiliateClicks.clickedAt, end)))
      .groupBy(day, affiliateClicks.productId, affiliateClicks.languageCode, affiliateClicks.pagePath),
    modelPageSlugs(db),
  ]);
  return rows.map((r) => ({
    ...r,
    language: r.language ?? "unknown",
    kind: (r.path && pageKindOfPath(r.path, modelSlugs)) || "other",
  }));
}

/** Adds `value` to the entry of `key`, made by `make` the first time. */
function tally<K, T>(map: Map<K, T>, key: K, make: () => T, add: (entry: T) => void) {
  let entry = map.get(key);
  if (!entry) map.set(key, (entry = make()));
  add(entry);
}

/**
 * Helmet models riders ask a visor for (pending requests, matched by brand and model name or slug,
 * case and punctuation aside), with how many published visors fit them now; most asked first.
 * A request naming a model the catalogue does not know is demand too, under the rider's words.
 */
export async function listVisorDemand(db: Db): Promise<Insights["demand"]> {
  const [requests, models, visorCounts] = await Promise.all([
    db
      .select({ brand: visorRequests.helmetBrand, model: visorRequests.helmetModel, n: count() })
      .from(visorRequests)
      .where(eq(visorRequests.status, "pending"))
      .groupBy(visorRequests.helmetBrand, visorRequests.helmetModel),
    db
      .select({
        id: helmetModels.id,
        name: helmetModels.name,
        slug: helmetModels.slug,
        brand: brands.name,
        brandSlug: brands.slug,
      })
      .from(helmetModels)
      .innerJoin(brands, eq(brands.id, helmetModels.brandId)),
    db
      .select({ modelId: productFits.helmetModelId, visors: sql<number>`count(distinct ${products.id})::int` })
      .from(productFits)
      .innerJoin(products, and(eq(products.id, productFits.productId), productIsVisible, eq(products.type, "visor")))
      .groupBy(productFits.helmetModelId),
  ]);
  const modelOf = new Map<string, (typeof models)[number]>();
  for (const m of models) {
    for (const brand of [m.brand, m.brandSlug])
      for (const model of [m.name, m.slug]) modelOf.set(`${helmetNameKey(brand)} ${helmetNameKey(model)}`, m);
  }
  const visorsOf = new Map(visorCounts.map((r) => [r.modelId, r.visors]));
  const demand = new Map<string, Insights["demand"][number]>();
  for (const r of requests) {
    const key = `${helmetNameKey(r.brand)} ${helmetNameKey(r.model)}`;
    const model = modelOf.get(key);
    tally(
      demand,
      model ? `model ${model.id}` : key,
      () =>
        model
          ? {
              brand: model.brand,
              model: model.name,
              modelId: model.id,
              requests: 0,
              visors: visorsOf.get(model.id) ?? 0,
            }
          : { brand: r.brand.trim(), model: r.model.trim(), modelId: null, requests: 0, visors: 0 },
      (entry) => (entry.requests += r.n),
    );
  }
  return [...demand.values()].sort(
    (a, b) =>
      b.requests - a.requests || a.visors - b.visors || `${a.brand} ${a.model}`.localeCompare(`${b.brand} ${b.model}`),
  );
}

/** Everything the insight screen shows for a period (issue 16): counted views, click rows, and what riders ask. */
export async function getInsights(db: Db, period: InsightPeriod): Promise<Insights> {
  // Views counted by this instance a moment ago are part of the answer.
  await flushPageViews(db);
  const previous = previousPeriod(period);
  const inPeriod = between(pageViews.day, period.from, period.to);
  const views = sql<number>`sum(${pageViews.views})::int`;
  const [totals, previousTotals, clickRows, viewsByDay, viewsByProduct, viewsByLanguage, viewsByKind, demand] =
    await Promise.all([
      periodTotals(db, period),
      periodTotals(db, previous),
      periodClicks(db, period),
      db.select({ key: pageViews.day, views }).from(pageViews).where(inPeriod).groupBy(pageViews.day),
      db
        .select({ key: pageViews.productId, views })
        .from(pageViews)
        .where(and(inPeriod, eq(pageViews.kind, "product")))
        .groupBy(pageViews.productId),
      db.select({ key: pageViews.language, views }).from(pageViews).where(inPeriod).groupBy(pageViews.language),
      db.select({ key: pageViews.kind, views }).from(pageViews).where(inPeriod).groupBy(pageViews.kind),
      listVisorDemand(db),
    ]);

  const figures = () => ({ views: 0, clicks: 0 });
  const byDay = new Map<string, { views: number; clicks: number }>();
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) byDay.set(day, figures());
  const byProduct = new Map<number, { views: number; clicks: number }>();
  const byLanguage = new Map<string, { views: number; clicks: number }>();
  const byKind = new Map<string, { views: number; clicks: number }>(pageKinds.map((kind) => [kind, figures()]));
  for (const r of viewsByDay) tally(byDay, r.key, figures, (e) => (e.views += r.views));
  for (const r of viewsByProduct) tally(byProduct, r.key, figures, (e) => (e.views += r.views));
  for (const r of viewsByLanguage) tally(byLanguage, r.key, figures, (e) => (e.views += r.views));
  for (const r of viewsByKind) tally(byKind, r.key, figures, (e) => (e.views += r.views));
  for (const r of clickRows) {
    const add = (e: { clicks: number }) => (e.clicks += r.clicks);
    tally(byDay, r.day, figures, add);
    if (r.productId !== null) tally(byProduct, r.productId, figures, add);
    tally(byLanguage, r.language, figures, add);
    tally(byKind, r.kind, figures, add);
  }

  const ids = [...byProduct.keys()];
  const names = ids.length
    ? await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids))
    : [];
  const nameOf = new Map(names.map((p) => [p.id, p.name]));
  const ratio = (clicks: number, views: number) => (views > 0 ? Math.round((clicks / views) * 10_000) / 10_000 : null);
  const busiest = (a: { views: number; clicks: number }, b: { views: number; clicks: number }) =>
    b.clicks - a.clicks || b.views - a.views;

  return {
    period,
    totals,
    previous: { ...previousTotals, period: previous },
    byDay: [...byDay].map(([date, f]) => ({ date, ...f })),
    products: [...byProduct]
      .filter(([id]) => nameOf.has(id))
      .map(([id, f]) => ({ id, name: nameOf.get(id)!, ...f, ctr: ratio(f.clicks, f.views) }))
      .sort((a, b) => busiest(a, b) || a.name.localeCompare(b.name)),
    languages: [...byLanguage]
      .map(([language, f]) => ({ language, ...f }))
      .sort((a, b) => busiest(a, b) || a.language.localeCompare(b.language)),
    pages: [...byKind].map(([kind, f]) => ({ kind, ...f })),
    demand,
  };
}
