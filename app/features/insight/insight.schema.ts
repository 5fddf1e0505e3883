import { z } from "zod";

/** Longest period the insight screen and API answer for (two years of days). */
export const maxPeriodDays = 731;
const dayMs = 86_400_000;

const isoDay = z
  .string({ error: "Send both from and to, as YYYY-MM-DD" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are YYYY-MM-DD")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, "Not a real date");

/** The period of GET /api/admin/insights (and the screen's address): from and to, both included, in UTC days. */
export const insightPeriodSchema = z
  .object({ from: isoDay, to: isoDay })
  .refine((p) => p.from <= p.to, "from must not be after to")
  .refine((p) => daysBetween(p.from, p.to) < maxPeriodDays, `A period is at most ${maxPeriodDays} days`);
export type InsightPeriod = z.infer<typeof insightPeriodSchema>;

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

/** The last `days` days up to today (UTC), today included. */
export function lastDays(days: number, today = new Date().toISOString().slice(0, 10)): InsightPeriod {
  return { from: addDays(today, 1 - days), to: today };
}

/** The period of the same length just before. */
export function previousPeriod({ from, to }: InsightPeriod): InsightPeriod {
  const length = daysBetween(from, to) + 1;
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

/** Commission in euros with two decimals (strings): still an estimate, settled (paid), and refunded. */
export interface CommissionTotals {
  estimated: string;
  settled: string;
  refunded: string;
}

export interface InsightTotals {
  views: number;
  clicks: number;
  likes: number;
  subscribers: number;
  visorRequests: number;
  /** Orders that earn (estimated or settled), and their commission by state (issue 31). */
  orders: number;
  commission: CommissionTotals;
}

/**
 * A row's earnings: orders that earn, their commission (estimated + settled, euros as a string), the conversion
 * rate (orders ÷ clicks) and EPC (commission ÷ clicks, euros); null without clicks.
 */
export interface Earnings {
  orders: number;
  commission: string;
  conversion: number | null;
  epc: string | null;
}

/** An order no product matched: listed, never dropped. */
export interface UnmatchedOrder {
  network: string;
  transactionId: string;
  productTitle: string;
  productUrl: string | null;
  commissionState: string;
  commission: string;
  orderedAt: string;
}

/** What GET /api/admin/insights answers (issue 16 item 5; earnings: issue 31). */
export interface Insights {
  period: InsightPeriod;
  totals: InsightTotals;
  previous: InsightTotals & { period: InsightPeriod };
  byDay: ({ date: string; views: number; clicks: number } & Earnings)[];
  products: ({ id: number; name: string; views: number; clicks: number; ctr: number | null } & Earnings)[];
  languages: ({ language: string; views: number; clicks: number } & Earnings)[];
  /** A page kind's orders are its clicks' share of each product's orders in that language (orders name no page). */
  pages: ({ kind: string; views: number; clicks: number } & Earnings)[];
  unmatchedOrders: UnmatchedOrder[];
  /** Views that came with a campaign's `utm_source`, per source and `utm_campaign`, most first. */
  campaigns: { source: string; campaign: string; views: number }[];
  demand: { brand: string; model: string; modelId: number | null; requests: number; visors: number }[];
}

/** The API's query: a period, or none at all for the last 30 days. */
export const insightQuerySchema = z.preprocess((query) => {
  const { from, to } = query as { from?: unknown; to?: unknown };
  return from === undefined && to === undefined ? lastDays(30) : { from, to };
}, insightPeriodSchema);
