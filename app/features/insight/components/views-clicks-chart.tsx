import { useEffect, useRef } from "react";
import "uplot/dist/uPlot.min.css";

/**
 * Daily views and clicks as two lines (uPlot). The library is imported when the chart mounts, so it
 * is loaded by the admin's insight screen only, never by a storefront page.
 */
export function ViewsClicksChart({ days }: { days: { date: string; views: number; clicks: number }[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined;
    let cancelled = false;
    const size = () => ({ width: element.clientWidth, height: 240 });
    void import("uplot").then(({ default: UPlot }) => {
      if (cancelled) return;
      const x = days.map((d) => Date.parse(`${d.date}T00:00:00Z`) / 1000);
      chart = new UPlot(
        {
          ...size(),
          tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), "Etc/UTC"),
          series: [
            {},
            { label: "Views", stroke: "#1f2933", width: 2, points: { show: days.length <= 31 } },
            { label: "Clicks", stroke: "#c2410c", width: 2, points: { show: days.length <= 31 } },
          ],
          // Whole days only on the time axis: one tick per 1, 2, 7 or 30 days, as "Nov 18".
          axes: [{ incrs: [86_400, 2 * 86_400, 7 * 86_400, 30 * 86_400], values: "{MMM} {D}" }, { size: 48 }],
          scales: { y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        },
        [x, days.map((d) => d.views), days.map((d) => d.clicks)],
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
  }, [days]);
  return (
    <figure>
      <div ref={box} className="min-h-[276px] w-full" data-testid="views-clicks-chart" />
      <figcaption className="sr-only">
        Views and clicks per day; the same figures are in the table of days below.
      </figcaption>
    </figure>
  );
}
