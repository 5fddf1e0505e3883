import { and, between, count, desc, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import {
  affiliateClicks,
  brands,
  categories,
  categoryTranslations,
  helmetModels,
  likes,
  newsletterSubscribers,
  campaignViews,
  pageViews,
  products,
  visorRequests,
} from "#db/schema";
import {
  commissionTotals,
  fromCents,
  periodOrders,
  unmatchedOrders,
  type OrderRow,
} from "~/features/earnings/index.server";
import { countVisorsPerModel, helmetNameKey } from "~/features/fitment/index.server";
import { addDays, previousPeriod, type InsightPeriod, type Insights, type InsightTotals } from "./insight.schema";
import { pageKindOfPath, pageKinds } from "./page-kind";
import { flushPageViews } from "./page-views.server";

/** Timestamps of a period: from its first day's midnight (UTC) to the midnight after its last. */
const instants = ({ from, to }: InsightPeriod) =>
  [new Date(`${from}T00:00:00Z`), new Date(`${addDays(to, 1)}T00:00:00Z`)] as const;

async function periodTotals(db: Db, period: InsightPeriod, orderRows: readonly OrderRow[]): Promise<InsightTotals> {
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
    orders: orderRows.reduce((total, row) => total + row.orders, 0),
    commission: commissionTotals(orderRows),
  };
}

const ordersOf = (db: Db, period: InsightPeriod) => periodOrders(db, ...instants(period));

/** A period's totals with its orders and commission, without the rest of the screen (the dashboard, the digest). */
export async function insightTotals(db: Db, period: InsightPeriod) {
  return periodTotals(db, period, await ordersOf(db, period));
}

/** A row's figures: views, clicks, and orders and earned commission (cents) once the orders are added. */
interface Figures {
  views: number;
  clicks: number;
  orders: number;
  earned: number;
}
const figures = (): Figures => ({ views: 0, clicks: 0, orders: 0, earned: 0 });

/** What a row of the answer says of its earnings (see `Earnings`). */
function earningsOf({ views, clicks, orders, earned }: Figures) {
  return {
    views,
    clicks,
    orders: Math.round(orders * 100) / 100,
    commission: fromCents(earned),
    conversion: clicks > 0 ? Math.round((orders / clicks) * 10_000) / 10_000 : null,
    epc: clicks > 0 ? fromCents(earned / clicks) : null,
  };
}

/**
 * Orders name a product, a language and a day, never the page a rider clicked on: a product's orders in a language
 * are shared among page kinds as that product's clicks in that language were (the period's); without such clicks,
 * "other".
 */
function orderShareByKind(orderRows: readonly OrderRow[], clickRows: readonly ClickRow[]) {
  const weights = new Map<string, Map<string, number>>();
  for (const r of clickRows) {
    if (r.productId === null) continue;
    tally(
      weights,
      `${r.productId} ${r.language}`,
      () => new Map<string, number>(),
      (kinds) => kinds.set(r.kind, (kinds.get(r.kind) ?? 0) + r.clicks),
    );
  }
  const shares: { kind: string; orders: number; earned: number }[] = [];
  for (const o of orderRows) {
    const kinds = weights.get(`${o.productId} ${o.language}`);
    const total = kinds ? [...kinds.values()].reduce((a, b) => a + b, 0) : 0;
    if (!kinds || total === 0) shares.push({ kind: "other", orders: o.orders, earned: o.earned });
    else
      for (const [kind, n] of kinds)
        shares.push({ kind, orders: (o.orders * n) / total, earned: (o.earned * n) / total });
  }
  return shares;
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
type ClickRow = Awaited<ReturnType<typeof periodClicks>>[number];

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
  const [requests, models, visorsOf] = await Promise.all([
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
    countVisorsPerModel(db),
  ]);
  const modelOf = new Map<string, (typeof models)[number]>();
  for (const m of models) {
    for (const brand of [m.brand, m.brandSlug])
      for (const model of [m.name, m.slug]) modelOf.set(`${helmetNameKey(brand)} ${helmetNameKey(model)}`, m);
  }
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
  const [orderRows, previousOrderRows, unmatched] = await Promise.all([
    ordersOf(db, period),
    ordersOf(db, previous),
    unmatchedOrders(db, instants(period)),
  ]);
  const [
    totals,
    previousTotals,
    clickRows,
    viewsByDay,
    viewsByProduct,
    viewsByLanguage,
    viewsByKind,
    demand,
    campaigns,
  ] = await Promise.all([
    periodTotals(db, period, orderRows),
    periodTotals(db, previous, previousOrderRows),
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
    periodCampaigns(db, period),
  ]);

  const byDay = new Map<string, Figures>();
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) byDay.set(day, figures());
  const byProduct = new Map<number, Figures>();
  const byLanguage = new Map<string, Figures>();
  const byKind = new Map<string, Figures>(pageKinds.map((kind) => [kind, figures()]));
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
  for (const o of orderRows) {
    const add = (e: Figures) => ((e.orders += o.orders), (e.earned += o.earned));
    tally(byDay, o.day, figures, add);
    if (o.productId !== null) tally(byProduct, o.productId, figures, add);
    tally(byLanguage, o.language, figures, add);
  }
  for (const share of orderShareByKind(orderRows, clickRows)) {
    tally(byKind, share.kind, figures, (e) => ((e.orders += share.orders), (e.earned += share.earned)));
  }

  const ids = [...byProduct.keys()];
  const names = ids.length
    ? await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids))
    : [];
  const nameOf = new Map(names.map((p) => [p.id, p.name]));
  const ratio = (clicks: number, views: number) => (views > 0 ? Math.round((clicks / views) * 10_000) / 10_000 : null);
  const busiest = (a: Figures, b: Figures) => b.earned - a.earned || b.clicks - a.clicks || b.views - a.views;

  return {
    period,
    totals,
    previous: { ...previousTotals, period: previous },
    byDay: [...byDay].map(([date, f]) => ({ date, ...earningsOf(f) })),
    products: [...byProduct]
      .filter(([id]) => nameOf.has(id))
      .sort(([a, fa], [b, fb]) => busiest(fa, fb) || nameOf.get(a)!.localeCompare(nameOf.get(b)!))
      .map(([id, f]) => ({ id, name: nameOf.get(id)!, ...earningsOf(f), ctr: ratio(f.clicks, f.views) })),
    languages: [...byLanguage]
      .sort(([a, fa], [b, fb]) => busiest(fa, fb) || a.localeCompare(b))
      .map(([language, f]) => ({ language, ...earningsOf(f) })),
    pages: [...byKind].map(([kind, f]) => ({ kind, ...earningsOf(f) })),
    unmatchedOrders: unmatched.map(({ commissionEur, orderedAt, ...order }) => ({
      ...order,
      commission: commissionEur,
      orderedAt: orderedAt.toISOString(),
    })),
    campaigns,
    demand,
  };
}

/** The period's views per campaign, most first (at most 100 rows). */
function periodCampaigns(db: Db, period: InsightPeriod) {
  const views = sql<number>`sum(${campaignViews.views})::int`;
  return db
    .select({ source: campaignViews.source, campaign: campaignViews.campaign, views })
    .from(campaignViews)
    .where(between(campaignViews.day, period.from, period.to))
    .groupBy(campaignViews.source, campaignViews.campaign)
    .orderBy(desc(views), campaignViews.source, campaignViews.campaign)
    .limit(100);
}
