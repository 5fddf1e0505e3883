import { sql } from "drizzle-orm";
import { isbot } from "isbot";
import type { Db } from "#db/client.server";
import { campaignViews, pageViews } from "#db/schema";
import type { PageKind } from "./page-kind";
import { logError } from "#db/log-error";

/** What a storefront page reports of itself to be counted: no visitor data, only what page it is. */
export interface PageView {
  kind: PageKind;
  language: string;
  /** The product of a product page; 0 otherwise. */
  productId: number;
}

/** Views wait in memory this long, then go to the database as one statement (decision 0011). */
const flushDelayMs = 5_000;

interface Pending {
  counts: Map<string, number>;
  /** Views per day, `utm_source` and `utm_campaign`. */
  campaigns: Map<string, number>;
  timer?: ReturnType<typeof setTimeout>;
  flushing: Promise<void>;
}
/**
 * Kept on the global object so every copy of this module (the test runner's and Vite's in tests)
 * shares one buffer per database; production has one copy anyway.
 */
const pendingByDb: WeakMap<Db, Pending> = ((globalThis as { [key: symbol]: unknown })[
  Symbol.for("insight.pendingPageViews")
] ??= new WeakMap<Db, Pending>()) as WeakMap<Db, Pending>;

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Whether a request may be counted as a view: a GET of a visitor, not a known bot (isbot), not a
 * browser's speculative prefetch (counted when the page is really shown).
 */
export function isCountableRequest(request: { method: string; headers: Pick<Headers, "get"> }) {
  if (request.method !== "GET") return false;
  const purpose = `${request.headers.get("sec-purpose") ?? ""} ${request.headers.get("purpose") ?? ""}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  // No browser sends a request without a User-Agent; load tools and scripts do (one inflated views to 19,000).
  const userAgent = request.headers.get("user-agent")?.trim();
  return Boolean(userAgent) && !isbot(userAgent);
}

/**
 * Answers that show the page: a 200, and a 304 (the visitor's browser had it and asked whether it changed: the
 * rider is looking at the page again, and may click through again).
 */
export const showsThePage = (status: number) => status === 200 || status === 304;

/** A campaign's name as kept: lower case, letters, digits and `._-+` only, at most 80 characters; "" for none. */
const campaignName = (value: string | null) =>
  (value ?? "")
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9._+-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);

/** The campaign an address was followed from (`utm_source`, `utm_campaign`), if it names a source. */
export function campaignOf(address: string): { source: string; campaign: string } | undefined {
  if (!address.includes("utm_source=")) return undefined;
  const params = new URL(address, "http://x").searchParams;
  const source = campaignName(params.get("utm_source"));
  return source ? { source, campaign: campaignName(params.get("utm_campaign")) } : undefined;
}

/**
 * Adds one view to the day's aggregate (written within a few seconds, or at `flushPageViews`), and to its
 * campaign's when the visited `address` names one.
 */
export function countPageView(db: Db, view: PageView, address?: string) {
  let pending = pendingByDb.get(db);
  if (!pending) {
    pending = { counts: new Map(), campaigns: new Map(), flushing: Promise.resolve() };
    pendingByDb.set(db, pending);
  }
  const key = [today(), view.kind, view.language, view.productId].join("\t");
  pending.counts.set(key, (pending.counts.get(key) ?? 0) + 1);
  const campaign = address ? campaignOf(address) : undefined;
  if (campaign) {
    const campaignKey = [today(), campaign.source, campaign.campaign].join("\t");
    pending.campaigns.set(campaignKey, (pending.campaigns.get(campaignKey) ?? 0) + 1);
  }
  if (!pending.timer) {
    pending.timer = setTimeout(() => {
      void flushPageViews(db).catch((error: unknown) => logError("Counting page views failed", error));
    }, flushDelayMs);
    pending.timer.unref?.();
  }
}

/** Writes the views counted so far in one upsert; resolves once every earlier view is stored. */
export async function flushPageViews(db: Db) {
  const pending = pendingByDb.get(db);
  if (!pending) return;
  clearTimeout(pending.timer);
  pending.timer = undefined;
  const rows = [...pending.counts].map(([key, views]) => {
    const [day, kind, language, productId] = key.split("\t") as [string, string, string, string];
    return { day, kind, language, productId: Number(productId), views };
  });
  const campaignRows = [...pending.campaigns].map(([key, views]) => {
    const [day, source, campaign] = key.split("\t") as [string, string, string];
    return { day, source, campaign, views };
  });
  pending.counts = new Map();
  pending.campaigns = new Map();
  const write = async () => {
    if (rows.length > 0) {
      await db
        .insert(pageViews)
        .values(rows)
        .onConflictDoUpdate({
          target: [pageViews.day, pageViews.kind, pageViews.language, pageViews.productId],
          set: { views: sql`${pageViews.views} + excluded.views` },
        });
    }
    if (campaignRows.length > 0) {
      await db
        .insert(campaignViews)
        .values(campaignRows)
        .onConflictDoUpdate({
          target: [campaignViews.day, campaignViews.source, campaignViews.campaign],
          set: { views: sql`${campaignViews.views} + excluded.views` },
        });
    }
  };
  // One write at a time, in order, so a flush waits for the one before it.
  pending.flushing = pending.flushing.then(write, write);
  await pending.flushing;
}

/**
 * A render's report of the page it is: the loader of a counted page sets it, the server turns it into
 * an internal header that the page cache keeps with the answer, so a cached page is counted too.
 */
export interface PageViewReport {
  current?: PageView;
}
export const pageViewHeader = "x-page-view";

export function withPageViewHeader(response: Response, view: PageView | undefined) {
  if (!view) return response;
  const marked = new Response(response.body, response);
  marked.headers.set(pageViewHeader, [view.kind, view.language, view.productId].join(" "));
  return marked;
}

/** The view an internal header reports. */
export function readPageView(value: string): PageView {
  const [kind, language, productId] = value.split(" ") as [PageKind, string, string];
  return { kind, language, productId: Number(productId) };
}

/** The answer without the internal header, and the view it reported (if any). */
export function takePageView(response: Response): { response: Response; view?: PageView } {
  const value = response.headers.get(pageViewHeader);
  if (value === null) return { response };
  // In place: the header was set on a response of ours (mutable headers), and a copy per page-cache hit
  // was a tenth of a hit's cost.
  response.headers.delete(pageViewHeader);
  return { response, view: readPageView(value) };
}
