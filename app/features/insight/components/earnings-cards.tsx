import type { TFunction } from "i18next";
import { StatCard } from "~/components/ui/admin/admin-page";
import { useAdminFormat, type AdminFormat } from "~/i18n/admin-format";
import { formatPrice } from "~/i18n/format";
import { useTranslation } from "~/i18n/use-translation";
import type { InsightTotals } from "../insight.schema";

/** "+25%" against the previous period, "new" from nothing, "no change". */
export function change(now: number, before: number, t: TFunction, format: AdminFormat) {
  if (now === before) return t("admin.insights.change.none");
  if (before === 0) return t("admin.insights.change.new");
  const percent = Math.round(((now - before) / before) * 100);
  return `${percent > 0 ? "+" : ""}${format.percent(percent / 100)}`;
}

export const percent = (ratio: number | null, format: AdminFormat) => (ratio === null ? "—" : format.percent(ratio));
/** Euros in Portuguese format whatever the admin's language (spec §9, as the insight browser tests read them). */
export const euros = (amount: string | null) => (amount === null ? "—" : formatPrice(amount));

const earned = (t: InsightTotals) => Number(t.commission.estimated) + Number(t.commission.settled);

/**
 * The period's money: orders that earn, commission earned (estimated and settled apart), refunded, the conversion
 * rate (orders ÷ clicks) and EPC (commission ÷ clicks), each against the previous period.
 */
export function EarningsCards({ totals, previous }: { totals: InsightTotals; previous: InsightTotals }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const rate = (t: InsightTotals) => (t.clicks > 0 ? t.orders / t.clicks : null);
  const epc = (t: InsightTotals) => (t.clicks > 0 ? (earned(t) / t.clicks).toFixed(2) : null);
  const cards: { key: string; value: string | number; now: number; before: number; shown: string }[] = [
    {
      key: "orders",
      value: format.number(totals.orders),
      now: totals.orders,
      before: previous.orders,
      shown: format.number(previous.orders),
    },
    {
      key: "commission",
      value: euros(earned(totals).toFixed(2)),
      now: earned(totals),
      before: earned(previous),
      shown: euros(earned(previous).toFixed(2)),
    },
    {
      key: "settled",
      value: euros(totals.commission.settled),
      now: Number(totals.commission.settled),
      before: Number(previous.commission.settled),
      shown: euros(previous.commission.settled),
    },
    {
      key: "refunded",
      value: euros(totals.commission.refunded),
      now: Number(totals.commission.refunded),
      before: Number(previous.commission.refunded),
      shown: euros(previous.commission.refunded),
    },
    {
      key: "conversion",
      value: percent(rate(totals), format),
      now: rate(totals) ?? 0,
      before: rate(previous) ?? 0,
      shown: percent(rate(previous), format),
    },
    {
      key: "epc",
      value: euros(epc(totals)),
      now: Number(epc(totals) ?? 0),
      before: Number(epc(previous) ?? 0),
      shown: euros(epc(previous)),
    },
  ];
  return (
    <div className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-6" data-testid="earnings">
      {cards.map((card) => (
        <div key={card.key}>
          <StatCard label={t(`admin.insights.earnings.${card.key}`)} value={card.value} />
          <p className="mt-1 px-1 text-xs text-steel-700">
            {change(card.now, card.before, t, format)}{" "}
            <span className="sr-only">{t("admin.insights.againstPrevious")}</span>
            <span aria-hidden> {t("admin.insights.versus", { value: card.shown })}</span>
          </p>
        </div>
      ))}
    </div>
  );
}
