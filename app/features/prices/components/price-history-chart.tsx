import { useLanguage } from "~/components/ui/use-language";
import { formatDay, formatPrice } from "~/i18n/format";
import { useTranslation } from "~/i18n/use-translation";
import { priceChart } from "../price-chart";
import type { PricePoint } from "../price-history";

const box = { width: 600, height: 160, pad: 14 };
/** Where a y of the chart's box stands in its height, for the labels beside it. */
const percent = (y: number) => `${(y / box.height) * 100}%`;

/** Dates in the page's language: long in sentences, medium under the chart. */
function useDay() {
  const language = useLanguage();
  return (date: Date, style?: "medium") => formatDay(date.toISOString(), language, style);
}

/** A price that never changed: one line saying since when, instead of a flat chart. */
export function PriceUnchanged({ history }: { history: readonly PricePoint[] }) {
  const { t } = useTranslation();
  const day = useDay();
  if (history.length !== 1) return null;
  return (
    <p className="mt-1 text-xs text-steel-600" data-price-history="unchanged">
      {t("priceHistory.unchanged", { date: day(history[0]!.recordedAt) })}
    </p>
  );
}

/**
 * The product's price over the last 90 days (issue 30), drawn on the server: an inline SVG, no script, so it belongs
 * on a page served as a document (decision 0006). The SVG stretches to any width (its strokes do not); the prices,
 * dates and legend are HTML beside it, so they keep their size. Nothing for fewer than two rows (`PriceUnchanged`).
 */
export function PriceHistoryChart({ history, now = new Date() }: { history: readonly PricePoint[]; now?: Date }) {
  const { t } = useTranslation();
  const day = useDay();
  const chart = history.length > 1 ? priceChart(history, now, box) : null;
  if (!chart) return null;
  const summary = [
    t("priceHistory.summary", {
      from: day(chart.from),
      to: day(chart.to),
      price: formatPrice(chart.current.price),
      since: day(chart.current.since),
    }),
    chart.low && t("priceHistory.summaryLow", { price: formatPrice(chart.low.price) }),
    ...chart.unavailable.map((period) =>
      t("priceHistory.summaryUnavailable", { from: day(period.from), to: day(period.to) }),
    ),
  ].filter(Boolean);
  const labels = chart.min.price === chart.max.price ? [chart.max] : [chart.max, chart.min];
  const recent = chart.low?.x1 ?? 0;
  return (
    <section className="mt-8" aria-labelledby="price-history-heading">
      <h2 id="price-history-heading" className="text-2xl font-bold">
        {t("priceHistory.title")}
      </h2>
      <div
        role="img"
        aria-label={summary.join(" ")}
        data-price-history="chart"
        className="mt-3 rounded-control bg-white p-4 ring-1 ring-steel-200"
      >
        <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-xs text-steel-600 tabular">
          {recent > 0 && (
            <>
              <span />
              {/* The shaded days the 30-day low is read from, named above their end (it fits at any width). */}
              <p className="mb-1 text-right">{t("priceHistory.recent")}</p>
            </>
          )}
          <div className="relative">
            {/* The labels' own width (hidden copies in the flow), then the labels at their prices' heights. */}
            {labels.map((label) => (
              <span key={`w${label.price}`} className="invisible block h-0">
                {formatPrice(label.price)}
              </span>
            ))}
            {labels.map((label) => (
              <span
                key={label.price}
                className="absolute right-0 -translate-y-1/2 whitespace-nowrap"
                style={{ top: percent(label.y) }}
              >
                {formatPrice(label.price)}
              </span>
            ))}
          </div>
          <svg
            viewBox={`0 0 ${box.width} ${box.height}`}
            preserveAspectRatio="none"
            className="h-36 w-full overflow-visible sm:h-40"
            aria-hidden="true"
            focusable="false"
          >
            {recent > 0 && (
              <rect x={recent} y="0" width={box.width - recent} height={box.height} className="fill-paper" />
            )}
            {labels.map((label) => (
              <line
                key={label.price}
                x1="0"
                x2={box.width}
                y1={label.y}
                y2={label.y}
                className="stroke-steel-200"
                strokeWidth="1"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {chart.lines.map((line, i) => (
              <path
                key={i}
                d={line.d}
                data-available={line.available}
                fill="none"
                className={line.available ? "stroke-asphalt" : "stroke-steel-400"}
                strokeWidth={line.available ? 2.5 : 2}
                strokeDasharray={line.available ? undefined : "3 4"}
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {/* Over the price: where the two agree, the dashes still show. */}
            {chart.low && (
              <line
                data-price-low
                x1={chart.low.x1}
                x2={chart.low.x2}
                y1={chart.low.y}
                y2={chart.low.y}
                className="stroke-signal-700"
                strokeWidth="2"
                strokeDasharray="6 4"
                vectorEffect="non-scaling-stroke"
              />
            )}
          </svg>
          <span />
          <p className="mt-1.5 flex justify-between gap-4">
            <span>{day(chart.from, "medium")}</span>
            <span>{day(chart.to, "medium")}</span>
          </p>
        </div>
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-steel-700">
          {chart.low && (
            <li className="flex items-center gap-2">
              <span aria-hidden="true" className="w-5 border-t-2 border-dashed border-signal-700" />
              <span data-price-low-label>{t("priceHistory.lowest", { price: formatPrice(chart.low.price) })}</span>
            </li>
          )}
          {chart.unavailable.length > 0 && (
            <li className="flex items-center gap-2">
              <span aria-hidden="true" className="w-5 border-t-2 border-dotted border-steel-400" />
              {t("priceHistory.unavailable")}
            </li>
          )}
        </ul>
      </div>
    </section>
  );
}
