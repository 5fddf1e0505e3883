import { useEffect, useRef } from "react";
import "uplot/dist/uPlot.min.css";
import { useAdminFormat } from "~/i18n/admin-format";
import { useTranslation } from "~/i18n/use-translation";

export interface DailySeries {
  label: string;
  stroke: string;
  values: number[];
  /** Drawn against a second axis on the right (euros beside counts). */
  right?: boolean;
}

/**
 * Daily figures as lines (uPlot). The library is imported when the chart mounts, so it is loaded by the admin's
 * insight screen only, never by a storefront page.
 */
/** `series` is kept by the caller (useMemo): a new array draws a new chart. */
export function DailyChart({
  days,
  series,
  caption,
  testId,
}: {
  days: { date: string }[];
  series: DailySeries[];
  caption: string;
  testId: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();
  const format = useAdminFormat();
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined;
    let cancelled = false;
    const size = () => ({ width: element.clientWidth, height: 240 });
    void import("uplot").then(({ default: UPlot }) => {
      if (cancelled) return;
      const x = days.map((d) => Date.parse(`${d.date}T00:00:00Z`) / 1000);
      const fromZero = (_u: unknown, _min: number, max: number): [number, number] => [0, Math.max(1, max)];
      chart = new UPlot(
        {
          ...size(),
          tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), "Etc/UTC"),
          series: [
            // The legend's day, in the admin's language.
            {
              label: t("admin.insights.chart.day"),
              value: (_u: unknown, ts: number | null) => (ts === null ? "—" : format.day(new Date(ts * 1000))),
            },
            ...series.map((s) => ({
              label: s.label,
              stroke: s.stroke,
              width: 2,
              scale: s.right ? "right" : "y",
              points: { show: days.length <= 31 },
            })),
          ],
          // Whole days only on the time axis: one tick per 1, 2, 7 or 30 days, as "18 Nov" (or "18/11").
          axes: [
            {
              incrs: [86_400, 2 * 86_400, 7 * 86_400, 30 * 86_400],
              values: (_u: unknown, ticks: number[]) => ticks.map((ts) => format.dayMonth(new Date(ts * 1000))),
            },
            { size: 48 },
            ...(series.some((s) => s.right) ? [{ scale: "right", side: 1, size: 56, grid: { show: false } }] : []),
          ],
          scales: { y: { range: fromZero }, right: { range: fromZero } },
        },
        [x, ...series.map((s) => s.values)],
        element,
      );
    });
    const resize = () => chart?.setSize(size());
    window.addEventListener("resize", resize);
    return () => {
      cancelled = true;
      window.removeEventListener("resize", resize);
      chart?.destroy();
    };
  }, [days, series, t, format]);
  return (
    <figure>
      <div ref={box} className="min-h-[276px] w-full" data-testid={testId} />
      <figcaption className="sr-only">{caption}</figcaption>
    </figure>
  );
}
