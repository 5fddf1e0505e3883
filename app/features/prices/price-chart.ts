import { cents, currentPriceSince, lowestRecentPrice, priorPriceWindowDays, type PricePoint } from "./price-history";

/**
 * The geometry of the product page's price history chart (issue 30), drawn by the server as an inline SVG: a step
 * line (a price holds until the next row), the periods when the product could not be bought apart, and the lowest
 * price of the last 30 days. Pure, so a test reads the points.
 */
export const chartDays = 90;
const day = 86_400_000;

export interface ChartStep {
  price: string;
  available: boolean;
  from: Date;
  to: Date;
  x1: number;
  x2: number;
  y: number;
}

export interface PriceChart {
  width: number;
  height: number;
  /** The span drawn: 90 days ago (or the first row, if later) to now. */
  from: Date;
  to: Date;
  steps: ChartStep[];
  /** SVG path data, one per run of steps that were (or were not) buyable, each with the riser that starts it. */
  lines: { available: boolean; d: string }[];
  min: { price: string; y: number };
  max: { price: string; y: number };
  /** The lowest buyable price of the last 30 days, drawn across those days; null when it could not be bought. */
  low: { price: string; y: number; x1: number; x2: number } | null;
  current: { price: string; available: boolean; since: Date };
  /** When the product could not be bought, consecutive rows merged. */
  unavailable: { from: Date; to: Date }[];
}

const round = (n: number) => Math.round(n * 10) / 10;
const euros = (c: number) => (c / 100).toFixed(2);

/**
 * The chart of `history` (recording order, as `priceHistoryOf` answers it: the row in force 90 days ago first) up to
 * `now`, in a `width` × `height` box with `pad` above the highest price and below the lowest. Null without rows.
 */
export function priceChart(
  history: readonly PricePoint[],
  now = new Date(),
  { days = chartDays, width = 600, height = 160, pad = 12 } = {},
): PriceChart | null {
  const first = history[0];
  const last = history.at(-1);
  if (!first || !last) return null;
  const start = Math.max(now.getTime() - days * day, first.recordedAt.getTime());
  const end = Math.max(now.getTime(), start + 1);
  const x = (time: number) => round(((Math.min(Math.max(time, start), end) - start) / (end - start)) * width);

  const held = history
    .map((row, i) => ({ row, to: history[i + 1]?.recordedAt.getTime() ?? end }))
    .filter(({ to }, i) => to > start || i === history.length - 1);
  const prices = held.map(({ row }) => cents(row.price));
  const high = Math.max(...prices);
  const lowest = Math.min(...prices);
  const y = (price: string) =>
    high === lowest ? round(height / 2) : round(pad + ((high - cents(price)) / (high - lowest)) * (height - 2 * pad));

  const steps = held.map(({ row, to }) => {
    const from = Math.max(row.recordedAt.getTime(), start);
    return {
      price: row.price,
      available: row.available,
      from: new Date(from),
      to: new Date(to),
      x1: x(from),
      x2: x(to),
      y: y(row.price),
    };
  });

  const lines: PriceChart["lines"] = [];
  const unavailable: PriceChart["unavailable"] = [];
  steps.forEach((step, i) => {
    const before = steps[i - 1];
    const run = lines.at(-1);
    if (run && before?.available === step.available) run.d += ` V${step.y} H${step.x2}`;
    else lines.push({ available: step.available, d: `M${step.x1} ${before?.y ?? step.y} V${step.y} H${step.x2}` });
    if (step.available) return;
    const period = unavailable.at(-1);
    if (period && before?.available === false) period.to = step.to;
    else unavailable.push({ from: step.from, to: step.to });
  });

  const recentLow = lowestRecentPrice(history, now);
  return {
    width,
    height,
    from: new Date(start),
    to: new Date(end),
    steps,
    lines,
    min: { price: euros(lowest), y: y(euros(lowest)) },
    max: { price: euros(high), y: y(euros(high)) },
    low: recentLow
      ? { price: recentLow, y: y(recentLow), x1: x(now.getTime() - priorPriceWindowDays * day), x2: width }
      : null,
    current: { price: last.price, available: last.available, since: currentPriceSince(history)! },
    unavailable,
  };
}
