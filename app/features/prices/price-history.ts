/**
 * The honest prior price (decision 0022): a struck-through "was" price is shown only when it is the lowest price the
 * site itself recorded for the product in the 30 days before the current price took effect, the rule the EU price
 * indication directive (art. 6a) sets for sellers. Typed or marketplace "original prices" never decide it.
 */
export const priorPriceWindowDays = 30;
const day = 86_400_000;

export interface PricePoint {
  /** Euros with two decimals, as PostgreSQL's numeric gives them ("27.90"). */
  price: string;
  available: boolean;
  recordedAt: Date;
}

/** Cents, so prices compare exactly. */
export const cents = (price: string) => Math.round(Number(price) * 100);

/** When the current price took effect: the first row of the last run of rows at that price. */
export function currentPriceSince(history: readonly PricePoint[]) {
  const last = history.at(-1);
  if (!last) return null;
  let i = history.length - 1;
  while (i > 0 && cents(history[i - 1]!.price) === cents(last.price)) i--;
  return history[i]!.recordedAt;
}

/**
 * The lowest price applied in the 30 days before the current price took effect, when it is above the current one
 * and the history covers those whole 30 days (otherwise the site cannot say it was the lowest); null otherwise.
 * `history` is in recording order. Only prices at which the product could be bought count.
 */
export function honestPriorPrice(history: readonly PricePoint[]): string | null {
  const last = history.at(-1);
  const since = currentPriceSince(history);
  if (!last || !since || !last.available) return null;
  const windowStart = since.getTime() - priorPriceWindowDays * day;
  const before = history.filter((p) => p.recordedAt.getTime() < since.getTime());
  const inForceAtStart = before.findLast((p) => p.recordedAt.getTime() <= windowStart);
  if (!inForceAtStart) return null;
  const applied = [inForceAtStart, ...before.filter((p) => p.recordedAt.getTime() > windowStart)].filter(
    (p) => p.available,
  );
  if (!applied.length) return null;
  const lowest = applied.reduce((low, p) => (cents(p.price) < cents(low.price) ? p : low));
  return cents(lowest.price) > cents(last.price) ? (cents(lowest.price) / 100).toFixed(2) : null;
}

/** The lowest price at which the product could be bought in the last 30 days (the chart's marked line). */
export function lowestRecentPrice(history: readonly PricePoint[], now = new Date()): string | null {
  const windowStart = now.getTime() - priorPriceWindowDays * day;
  const inForceAtStart = history.findLast((p) => p.recordedAt.getTime() <= windowStart);
  const recent = [inForceAtStart, ...history.filter((p) => p.recordedAt.getTime() > windowStart)].filter(
    (p): p is PricePoint => Boolean(p?.available),
  );
  if (!recent.length) return null;
  return (Math.min(...recent.map((p) => cents(p.price))) / 100).toFixed(2);
}
