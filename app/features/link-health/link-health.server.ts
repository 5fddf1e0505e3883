import { productIsVisible } from "#db/predicates";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { linkChecks, products, settings } from "#db/schema";
import { preparedRead } from "#db/prepared-read.server";
import { cachedRead } from "#db/catalogue-cache.server";
import { checkLink, type LinkFetchOptions } from "./link-fetch.server";
import { fallbackHealth, isFallbackBroken, readFallbackChecks, recordFallbackChecks } from "./fallback-checks.server";
import type { LinkHealthFilter, LinkHealthReport, LinkHealthSettings } from "./link-health.schema";
import { recordedCheck, type LinkCheckResult, type LinkStatus } from "./link-verdict";
import { logError } from "#db/log-error";
import { isWebLink } from "~/lib/shop-links";

/** At most this many requests at a time, and this many to one host. */
const concurrency = { total: 4, perHost: 2 };

interface Run {
  running: boolean;
  checked: number;
  total: number;
  done: Promise<void>;
}
/** The check under way (or the last one) per database: one at a time in this process. */
const runs = new WeakMap<Db, Run>();

/** A check row counts only while it is about the product's current link. */
const currentCheck = and(eq(linkChecks.productId, products.id), eq(linkChecks.url, products.aliexpressUrl));

/** Published products, with their main link's last check and their second shop's link. */
function visibleLinks(db: Db) {
  return db
    .select({
      productId: products.id,
      name: products.name,
      url: products.aliexpressUrl,
      fallbackUrl: products.fallbackUrl,
      status: linkChecks.status,
      httpStatus: linkChecks.httpStatus,
      checkedAt: linkChecks.checkedAt,
      detail: linkChecks.detail,
    })
    .from(products)
    .leftJoin(linkChecks, currentCheck)
    .where(productIsVisible)
    .orderBy(asc(products.name), asc(products.id));
}

/** Published products with a web link. */
async function publishedLinks(db: Db) {
  return (await visibleLinks(db)).filter((row) => isWebLink(row.url));
}

/** One link a check asks about: a product's main link, or its second shop's (decision 0023). */
interface LinkJob {
  productId: number;
  url: string;
  link: "main" | "fallback";
  status: LinkStatus | null;
  checkedAt: Date | null;
}

/** Every published web link a check may ask about: main links and second shops, each with its last check. */
async function linkJobs(db: Db): Promise<LinkJob[]> {
  const [rows, fallbackChecks] = await Promise.all([visibleLinks(db), readFallbackChecks(db)]);
  const main = rows
    .filter((row) => isWebLink(row.url))
    .map((row) => ({ ...row, link: "main" as const, status: row.status ?? null, checkedAt: row.checkedAt ?? null }));
  const fallbacks = rows.flatMap((row) => {
    if (!row.fallbackUrl || !isWebLink(row.fallbackUrl)) return [];
    const check = fallbackHealth(row.fallbackUrl, fallbackChecks.get(row.productId));
    const checkedAt = check.checkedAt ? new Date(check.checkedAt) : null;
    return [
      { productId: row.productId, url: row.fallbackUrl, link: "fallback" as const, status: check.status, checkedAt },
    ];
  });
  return [...main, ...fallbacks];
}

/** Records one check: the shown status follows `nextLinkState` from the link's previous check. */
export async function recordLinkCheck(db: Db, productId: number, url: string, result: LinkCheckResult) {
  const [previous] = await db
    .select({ status: linkChecks.status, brokenStreak: linkChecks.brokenStreak })
    .from(linkChecks)
    .where(and(eq(linkChecks.productId, productId), eq(linkChecks.url, url)));
  const values = { url, ...recordedCheck(previous, result), checkedAt: new Date() };
  await db
    .insert(linkChecks)
    .values({ productId, ...values })
    .onConflictDoUpdate({ target: linkChecks.productId, set: values });
}

/** Runs `work` over `items` with the total and per-host limits. */
async function politely<T extends { url: string }>(items: T[], work: (item: T) => Promise<void>) {
  const hostOf = (item: T) => (URL.canParse(item.url) ? new URL(item.url).host : "");
  const busyHosts = new Map<string, number>();
  const waiting = [...items];
  await new Promise<void>((resolve) => {
    let active = 0;
    const pump = () => {
      if (!waiting.length && !active) return resolve();
      while (active < concurrency.total) {
        const index = waiting.findIndex((item) => (busyHosts.get(hostOf(item)) ?? 0) < concurrency.perHost);
        if (index < 0) return;
        const [item] = waiting.splice(index, 1) as [T];
        const host = hostOf(item);
        busyHosts.set(host, (busyHosts.get(host) ?? 0) + 1);
        active++;
        void work(item)
          .catch((error: unknown) => logError("Link check failed", error))
          .finally(() => {
            busyHosts.set(host, busyHosts.get(host)! - 1);
            active--;
            pump();
          });
      }
    };
    pump();
  });
}

export interface LinkCheckStart {
  /** False when a check was already running: the figures are its progress. */
  started: boolean;
  running: boolean;
  checked: number;
  total: number;
}

/**
 * Starts checking published links in the background (every one, or those `due` picks) and answers
 * at once; while a check runs, a second call starts nothing and answers its progress.
 */
export async function startLinkCheck(
  db: Db,
  options: LinkFetchOptions = {},
  due: (item: LinkJob) => boolean = () => true,
): Promise<LinkCheckStart & { done: Promise<void> }> {
  const current = runs.get(db);
  if (current?.running) {
    return { started: false, running: true, checked: current.checked, total: current.total, done: current.done };
  }
  // Claimed before the first await, so two calls at the same moment start one check.
  const run: Run = { running: true, checked: 0, total: 0, done: Promise.resolve() };
  runs.set(db, run);
  try {
    const items = (await linkJobs(db)).filter(due);
    const fallbackResults: Parameters<typeof recordFallbackChecks>[1] = [];
    run.total = items.length;
    run.done = politely(items, async (item) => {
      const result = await checkLink(item.url, options);
      if (item.link === "main") await recordLinkCheck(db, item.productId, item.url, result);
      else fallbackResults.push({ productId: item.productId, url: item.url, result });
      run.checked++;
    })
      // The second shops' checks are written once per round (see fallback-checks.server.ts).
      .then(() => recordFallbackChecks(db, fallbackResults))
      .catch((error: unknown) => logError("Fallback link checks not recorded", error))
      .finally(() => {
        run.running = false;
      });
  } catch (error) {
    run.running = false;
    throw error;
  }
  return { started: true, running: run.running, checked: run.checked, total: run.total, done: run.done };
}

const statusRank = (status: LinkStatus | null) => ["broken", "unknown", null, "ok"].indexOf(status);

/** Every published link with its last check, filtered; and the progress of the check under way. */
export async function getLinkHealth(
  db: Db,
  { status = "all", search = "" }: { status?: LinkHealthFilter; search?: string } = {},
): Promise<LinkHealthReport> {
  // The progress as it stands before the rows are read: a run that had ended by then has written every check, so
  // "not running" never comes with rows read while its last checks were still being written.
  const run = runs.get(db);
  const progress = { running: run?.running ?? false, checked: run?.checked ?? 0, total: run?.total ?? 0 };
  const needle = search.trim().toLowerCase();
  const [rows, fallbackChecks] = await Promise.all([publishedLinks(db), readFallbackChecks(db)]);
  const items = rows
    .map(({ fallbackUrl, ...row }) => ({
      ...row,
      checkedAt: row.checkedAt?.toISOString() ?? null,
      detail: row.detail ?? "",
      fallback: fallbackUrl ? fallbackHealth(fallbackUrl, fallbackChecks.get(row.productId)) : null,
    }))
    .filter((row) => (status === "all" ? true : status === "unchecked" ? row.status === null : row.status === status))
    .filter((row) => !needle || row.name.toLowerCase().includes(needle) || row.url.toLowerCase().includes(needle))
    // What needs the curator first: broken, then unknown, then not checked, then working (by name within).
    .sort((a, b) => statusRank(a.status) - statusRank(b.status));
  return { ...progress, items };
}

/**
 * The last check's status of every published web link (null: not checked yet), for the dashboard's card: only the
 * two columns it needs, unsorted, where the whole report reads and sorts every link by name (0.3 s at 10,000).
 */
export async function linkStatuses(db: Db): Promise<(LinkStatus | null)[]> {
  const rows = await db
    .select({ url: products.aliexpressUrl, status: linkChecks.status })
    .from(products)
    .leftJoin(linkChecks, currentCheck)
    .where(productIsVisible);
  return rows.filter((row) => isWebLink(row.url)).map((row) => row.status ?? null);
}

/** The published web links whose last check says `status` (the inbox): few, so read with their names. */
export async function linksWithStatus(db: Db, status: "broken" | "unknown") {
  const rows = await db
    .select({ productId: products.id, name: products.name, url: products.aliexpressUrl })
    .from(products)
    .innerJoin(linkChecks, currentCheck)
    .where(and(productIsVisible, eq(linkChecks.status, status)));
  return rows.filter((row) => isWebLink(row.url)).map(({ productId, name }) => ({ productId, name }));
}

/** How many published links are broken now (validation center and dashboard). */
export async function listBrokenLinks(db: Db) {
  return db
    .select({ id: products.id, name: products.name, httpStatus: linkChecks.httpStatus, detail: linkChecks.detail })
    .from(products)
    .innerJoin(linkChecks, currentCheck)
    .where(and(productIsVisible, eq(linkChecks.status, "broken")))
    .orderBy(asc(products.id));
}

/** The last check of one product's current link (the product form), or null. */
export async function linkHealthOf(db: Db, productId: number) {
  const [row] = await db
    .select({
      status: linkChecks.status,
      httpStatus: linkChecks.httpStatus,
      checkedAt: linkChecks.checkedAt,
      detail: linkChecks.detail,
    })
    .from(linkChecks)
    .innerJoin(products, currentCheck)
    .where(eq(linkChecks.productId, productId));
  return row ? { ...row, checkedAt: row.checkedAt.toISOString() } : null;
}

/** Whether a product's current link is broken (the storefront's "link unavailable" setting). */
export async function isLinkBroken(db: Db, productId: number) {
  const [row] = await db
    .select({ broken: sql<boolean>`true` })
    .from(linkChecks)
    .innerJoin(products, currentCheck)
    .where(and(eq(linkChecks.productId, productId), eq(linkChecks.status, "broken")));
  return Boolean(row);
}

const settingsKey = "link-health";
const defaultSettings: LinkHealthSettings = { unavailableWhenBroken: false };

/** The curator's choice for broken links (settings row `link-health`; writes bump the catalogue version). */
export function getLinkHealthSettings(db: Db): Promise<LinkHealthSettings> {
  return cachedRead(db, "link-health-settings", async () => {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, settingsKey));
    return { ...defaultSettings, ...(row?.value as Partial<LinkHealthSettings> | undefined) };
  });
}

export async function saveLinkHealthSettings(db: Db, value: LinkHealthSettings) {
  await db
    .insert(settings)
    .values({ key: settingsKey, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
  return value;
}

/** Whether the storefront shows "link unavailable" for this product: its link is broken and the curator said so. */
export async function brokenLinkShown(db: Db, productId: number) {
  const { unavailableWhenBroken } = await getLinkHealthSettings(db);
  return unavailableWhenBroken && (await isLinkBroken(db, productId));
}

const linkStatus = preparedRead((db) =>
  db
    .select({ status: linkChecks.status })
    .from(linkChecks)
    .where(and(eq(linkChecks.productId, sql.placeholder("productId")), eq(linkChecks.url, sql.placeholder("url"))))
    .prepare("link_status"),
);

/**
 * What /go and the product page need of a product's links (decision 0023): whether its main link (`url`) and its
 * second shop's (`fallbackUrl`) are broken now, and whether the curator shows "link unavailable" for a broken link.
 */
export async function linkFailures(db: Db, link: { productId: number; url: string; fallbackUrl: string | null }) {
  const [[main], fallbackBroken, { unavailableWhenBroken }] = await Promise.all([
    linkStatus(db).execute({ productId: link.productId, url: link.url }),
    link.fallbackUrl ? isFallbackBroken(db, link.productId, link.fallbackUrl) : false,
    getLinkHealthSettings(db),
  ]);
  return { mainBroken: main?.status === "broken", fallbackBroken, unavailableWhenBroken };
}

const hour = 3600_000;

/**
 * The scheduled check of this server process (LINK_CHECK_HOURS; 0 disables it): every hour it checks
 * the links that are due, i.e. never checked, changed, last checked `hours` ago, or not `ok` and
 * last checked over an hour ago (unknown and first-broken answers are tried again soon).
 */
export function startLinkCheckWorker({
  db,
  hours,
  options,
  tickMs = Math.min(hours * hour, hour),
}: {
  db: Db;
  hours: number;
  options?: LinkFetchOptions;
  tickMs?: number;
}) {
  let stopped = false;
  const round = () => {
    if (stopped) return;
    const now = Date.now();
    startLinkCheck(db, options, (item) => {
      if (!item.checkedAt || !item.status) return true;
      const age = now - item.checkedAt.getTime();
      return age >= hours * hour - tickMs / 2 || (item.status !== "ok" && age >= Math.min(hour, tickMs) - 1000);
    }).catch((error: unknown) => logError("Scheduled link check failed", error));
  };
  const timer = setInterval(round, tickMs);
  timer.unref();
  round();
  return {
    /** Starts no further round (one under way ends by itself: each request has its timeout). */
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
