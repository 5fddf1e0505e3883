import type { AliExpressClient } from "~/features/marketplace/index.server";
import { amount, listOf, text, type Answer } from "~/features/marketplace/index.server";
import type { CommissionState } from "./money";
import type { ReportedOrder } from "./orders.server";

const method = "aliexpress.affiliate.order.listbyindex";
/** The API's times are Pacific time ("PST" in its documents; decision 0023). */
export const apiTimeZone = "America/Los_Angeles";
/** AliExpress refuses windows longer than 90 days; a day less leaves room for the zone's hour changes. */
export const maxWindowDays = 89;
const dayMs = 86_400_000;
const pageSize = 50;

/** Each status the API is asked for, with the time its window filters on. */
const statusQueries = [
  { status: "Payment Completed", timeType: "Payment Completed Time" },
  { status: "Buyer Confirmed Receipt", timeType: "Buyer Confirmed Receipt Time" },
  { status: "Completed Settlement", timeType: "Completed Settlement Time" },
  { status: "Invalid", timeType: "Payment Completed Time" },
] as const;

const wallClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: apiTimeZone,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** An instant as the API writes it: "yyyy-MM-dd HH:mm:ss" in its time zone. */
export function apiTime(instant: Date) {
  const part = Object.fromEntries(wallClock.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

/** The instant of an API time ("yyyy-MM-dd HH:mm:ss" in its time zone), or null when it is not one. */
export function fromApiTime(said: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(said.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const asUtc = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  // The zone's offset at that moment: the wall clock read back from a first guess, corrected once.
  let instant = asUtc;
  for (let i = 0; i < 2; i++) {
    const shown = fromWallClock(apiTime(new Date(instant)));
    instant += asUtc - shown;
  }
  return new Date(instant);
}
const fromWallClock = (said: string) => Date.parse(`${said.replace(" ", "T")}Z`);

/** What the order's commission is now: settled, refunded or invalid per its status and effect, else an estimate. */
export function commissionStateOf(order: Answer): CommissionState {
  const status = text(order.order_status);
  const effect = text(order.effect_detail_status).toLowerCase();
  if (status === "Invalid" || /antispam|invalid|fraud|risk/.test(effect)) return "invalid";
  if (/fullrefund|full_refund|refund/.test(effect)) return "refunded";
  return status === "Completed Settlement" ? "settled" : "estimated";
}

const centsText = (value: unknown) => {
  const said = amount(value);
  return said === null ? null : (Number(said) / 100).toFixed(2);
};

/** One sub-order of the API as an order to keep; null when it lacks what identifies it. */
export function reportedOrderOf(order: Answer): ReportedOrder | null {
  const transactionId = text(order.sub_order_id) || text(order.order_id);
  const orderedAt = fromApiTime(text(order.paid_time)) ?? fromApiTime(text(order.created_time));
  if (!transactionId || !orderedAt) return null;
  const state = commissionStateOf(order);
  // Amounts are in cents: the finished figures once the buyer confirmed, the paid ones before.
  const finished = state === "settled" || text(order.order_status) === "Buyer Confirmed Receipt";
  const commission =
    (finished ? centsText(order.estimated_finished_commission) : null) ?? centsText(order.estimated_paid_commission);
  return {
    network: "aliexpress",
    transactionId,
    orderId: text(order.order_id) || null,
    externalProductId: text(order.product_id) || null,
    productTitle: text(order.product_title).trim(),
    productUrl: text(order.product_detail_url) || null,
    trackingId: text(order.tracking_id) || null,
    status: text(order.order_status),
    commissionState: state,
    amount: (finished ? centsText(order.finished_amount) : null) ?? centsText(order.paid_amount),
    commission: commission ?? "0.00",
    currency: (text(order.settled_currency) || "USD").toUpperCase(),
    shipToCountry: text(order.ship_to_country) || null,
    orderedAt,
    settledAt: fromApiTime(text(order.completed_settlement_time)),
  };
}

/** The windows of at most `maxWindowDays` that cover [from, to]. */
export function windowsOf(from: Date, to: Date) {
  const windows: { start: Date; end: Date }[] = [];
  for (let start = from.getTime(); start < to.getTime(); start += maxWindowDays * dayMs) {
    windows.push({ start: new Date(start), end: new Date(Math.min(to.getTime(), start + maxWindowDays * dayMs)) });
  }
  return windows;
}

/**
 * Every sub-order AliExpress reports in [from, to], each status over its own time, page after page through the
 * cursor (`start_query_index_id` = the last page's `max_query_index_id`); calls `onPage` after each page.
 */
export async function readAliExpressOrders(
  client: AliExpressClient,
  from: Date,
  to: Date,
  onPage: (orders: ReportedOrder[]) => Promise<void>,
) {
  for (const { start, end } of windowsOf(from, to)) {
    for (const { status, timeType } of statusQueries) {
      let cursor: string | undefined;
      for (;;) {
        const result = await client.call(method, {
          start_time: apiTime(start),
          end_time: apiTime(end),
          status,
          time_type: timeType,
          page_size: pageSize,
          start_query_index_id: cursor,
        });
        const records = listOf(result?.orders);
        await onPage(records.flatMap((record) => reportedOrderOf(record) ?? []));
        const next = text(result?.max_query_index_id);
        if (records.length < pageSize || !next || next === cursor) break;
        cursor = next;
      }
    }
  }
}
