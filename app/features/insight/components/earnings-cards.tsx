import { StatCard } from "~/components/ui/admin/admin-page";
import { formatPrice } from "~/i18n/format";
import type { InsightTotals } from "../insight.schema";

/** "+25%" against the previous period, "new" from nothing, "no change". */
export function change(now: number, before: number) {
  if (now === before) return "no change";
  if (before === 0) return "new";
  const percent = Math.round(((now - before) / before) * 100);
  return `${percent > 0 ? "+" : ""}${percent}%`;
}

export const percent = (ratio: number | null) => (ratio === null ? "—" : `${(ratio * 100).toFixed(1)}%`);
export const euros = (amount: string | null) => (amount === null ? "—" : formatPrice(amount));

const earned = (t: InsightTotals) => Number(t.commission.estimated) + Number(t.commission.settled);

/**
 * The period's money: orders that earn, commission earned (estimated and settled apart), refunded, the conversion
 * rate (orders ÷ clicks) and EPC (commission ÷ clicks), each against the previous period.
 */
export function EarningsCards({ totals, previous }: { totals: InsightTotals; previous: InsightTotals }) {
  const rate = (t: InsightTotals) => (t.clicks > 0 ? t.orders / t.clicks : null);
  const epc = (t: InsightTotals) => (t.clicks > 0 ? (earned(t) / t.clicks).toFixed(2) : null);
  const cards: { label: string; value: string | number; now: number; before: number; shown: string }[] = [
    { label: "Orders", value: totals.orders, now: totals.orders, before: previous.orders, shown: `${previous.orders}` },
    {
      label: "Commission",
      value: euros(earned(totals).toFixed(2)),
      now: earned(totals),
      before: earned(previous),
      shown: euros(earned(previous).toFixed(2)),
    },
    {
      label: "Settled",
      value: euros(totals.commission.settled),
      now: Number(totals.commission.settled),
      before: Number(previous.commission.settled),
      shown: euros(previous.commission.settled),
    },
    {
      label: "Refunded",
      value: euros(totals.commission.refunded),
      now: Number(totals.commission.refunded),
      before: Number(previous.commission.refunded),
      shown: euros(previous.commission.refunded),
    },
    {
      label: "Conversion",
      value: percent(rate(totals)),
      now: rate(totals) ?? 0,
      before: rate(previous) ?? 0,
      shown: percent(rate(previous)),
    },
    {
      label: "EPC",
      value: euros(epc(totals)),
      now: Number(epc(totals) ?? 0),
      before: Number(epc(previous) ?? 0),
      shown: euros(epc(previous)),
    },
  ];
  return (
    <div className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-6" data-testid="earnings">
      {cards.map((card) => (
        <div key={card.label}>
          <StatCard label={card.label} value={card.value} />
          <p className="mt-1 px-1 text-xs text-steel-700">
            {change(card.now, card.before)} <span className="sr-only">against the previous period</span>
            <span aria-hidden> vs {card.shown}</span>
          </p>
        </div>
      ))}
    </div>
  );
}
