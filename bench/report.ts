import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Verdict } from "./budgets.ts";
import type { FirstLoadJs } from "./first-load-js.ts";
import type { SizeResult } from "./growth.ts";
import { CATEGORIES, type Category, type LighthouseOutcome } from "./lighthouse.ts";
import type { PageId } from "./pages.ts";
import type { Driver } from "./storefront.ts";
import type { ThroughputResult } from "./render-throughput.ts";
import type { LoadResult } from "./throughput.ts";

export interface BudgetCheck {
  subject: string;
  name: string;
  actual: number | null;
  limit: string;
  verdict: Verdict;
}

export interface PageResult {
  id: PageId;
  label: string;
  path: string | null;
  status: number | null;
  skipped?: string;
  /** Median of the runs per category; LCP, TBT and CLS of the run with the median performance score. */
  lighthouse?: LighthouseOutcome;
  firstLoadJs?: FirstLoadJs | { error: string };
}

export interface DriverResult {
  driver: Driver;
  skipped?: string;
  firstStart?: { ms: number; rssMb: number; peakMb: number };
  throughput?: ThroughputResult;
  growth?: SizeResult[];
}

export interface BenchResults {
  generatedAt: string;
  node: string;
  machine: { cpus: number; loadBefore: number[]; loadAfter: number[] };
  pages: PageResult[];
  drivers: DriverResult[];
  budgets: BudgetCheck[];
}

export const kib = (bytes: number) => bytes / 1024;
export const formatKib = (bytes: number) => `${kib(bytes).toFixed(1)} KiB`;
export const formatLoad = (load: number[]) => load.map((l) => l.toFixed(2)).join(" ");

const SHORT_NAMES: Record<Category, string> = {
  performance: "Perf",
  accessibility: "A11y",
  "best-practices": "BP",
  seo: "SEO",
};

/**
 * Left-aligns the first `leftAligned` columns and right-aligns the rest (numbers), two spaces apart. A row shorter
 * than the first (e.g. "skipped (HTTP 404)") lets its last cell run on unpadded, without widening the columns it spans.
 */
export function table(rows: string[][], leftAligned = 1): string {
  const columns = rows[0]?.length ?? 0;
  const fullRows = rows.filter((row) => row.length === columns);
  const widths = Array.from({ length: columns }, (_, c) => Math.max(...fullRows.map((row) => row[c]!.length)));
  const pad = (cell: string, c: number, row: string[]) => {
    if (row.length < columns && c === row.length - 1) return cell;
    return c < leftAligned ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!);
  };
  return rows
    .map((row) =>
      row
        .map((cell, c) => pad(cell, c, row))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

export const loadRow = (name: string, r: LoadResult) => [
  name,
  `${Math.round(r.rps)} req/s`,
  `p50 ${r.p50Ms} ms`,
  `p99 ${r.p99Ms} ms`,
  r.problems ? `${r.problems} errors/non-2xx` : "",
];

export function growthRows(sizes: SizeResult[]) {
  const names = sizes[0]?.timings.map((t) => t.name) ?? [];
  return [
    ["products", ...sizes.map((s) => s.products.toLocaleString("en"))],
    ...names.map((name) => [
      `${name} p50 / p99 ms`,
      ...sizes.map((s) => {
        const t = s.timings.find((t) => t.name === name)!;
        return `${t.p50Ms} / ${t.p99Ms}${t.problems ? ` (${t.problems} non-200)` : ""}`;
      }),
    ]),
    ["largest answer", ...sizes.map((s) => formatKib(Math.max(...s.timings.map((t) => t.maxBytes))))],
    ["dashboard ms (again)", ...sizes.map((s) => `${s.admin.dashboardMs} (${s.admin.dashboardAgainMs})`)],
    [
      "sitemap: files, URLs, ms",
      ...sizes.map((s) => `${s.admin.sitemapFiles}, ${s.admin.sitemapUrls}, ${s.admin.sitemapMs}`),
    ],
    [
      "largest sitemap file",
      ...sizes.map((s) => `${formatKib(s.admin.sitemapLargestBytes)}, ${s.admin.sitemapLargestUrls} URLs`),
    ],
    ["sitemap intelligence ms", ...sizes.map((s) => `${s.admin.sitemapIntelligenceMs}`)],
    ["slowest /healthz meanwhile ms", ...sizes.map((s) => `${s.admin.healthzWorstMs}`)],
    ["crawl of product pages, c=4", ...sizes.map((s) => `${s.admin.crawl.pages} at ${s.admin.crawl.rps} req/s`)],
    ["resident memory (peak)", ...sizes.map((s) => `${s.rssMb} MB (${s.peakMb})`)],
  ];
}

export function printSummary(results: BenchResults) {
  console.log("\n== Summary ==\n");
  console.log(
    `Machine: ${results.machine.cpus} CPUs, load average ${formatLoad(results.machine.loadBefore)} at the start, ` +
      `${formatLoad(results.machine.loadAfter)} at the end (1, 5, 15 min)\n`,
  );
  const header = ["Page", "HTTP", ...CATEGORIES.map((c) => SHORT_NAMES[c]), "LCP", "TBT", "CLS", "JS gzip"];
  console.log(table([header, ...results.pages.map(pageRow)]));
  for (const d of results.drivers) {
    console.log(`\n${d.driver}:${d.skipped ? ` skipped (${d.skipped})` : ""}`);
    if (d.firstStart) {
      console.log(
        `  first start on an empty database: ${(d.firstStart.ms / 1000).toFixed(1)} s, ${d.firstStart.rssMb} MB resident (peak ${d.firstStart.peakMb})`,
      );
    }
    if (d.throughput) {
      const t = d.throughput;
      console.log(
        table(
          [
            loadRow("  bare Node server, same bytes", t.bare),
            ...(t.nginx ? [loadRow("  nginx, same bytes as a file", t.nginx)] : []),
            loadRow("  product page, cached", t.cached),
            ...t.rendered.map((r) => [
              ...loadRow(`  ${r.id}, rendered each request`, r.load).slice(0, 4),
              `${(r.shareOfBare * 100).toFixed(1)} % of bare`,
            ]),
            ...(t.spike ? [loadRow(`  spike, ${t.spike.paths} pages + tracking parameters, c=200`, t.spike.load)] : []),
          ],
          1,
        ),
      );
      console.log(`  cached / bare: ${t.cachedShare.toFixed(2)}`);
      console.log(`  server after the throughput run: ${t.memory.rssMb} MB resident (peak ${t.memory.peakMb})`);
      if (t.spike) {
        const back =
          t.spike.backToIdleS === null ? "not back in a minute" : `back to idle after ${t.spike.backToIdleS} s`;
        console.log(`  spike memory: ${t.spike.idleMb} MB idle, ${t.spike.afterMb} MB after, ${back}`);
      }
    }
    if (d.growth?.length) console.log(table(growthRows(d.growth), 1).replace(/^/gm, "  "));
  }
  printBudgets(results.budgets);
}

function printBudgets(budgets: BudgetCheck[]) {
  const count = (v: Verdict) => budgets.filter((b) => b.verdict === v).length;
  console.log(`\nBudgets: ${count("PASS")} PASS, ${count("FAIL")} FAIL, ${count("n/a")} not measured`);
  for (const b of budgets.filter((b) => b.verdict !== "PASS")) {
    console.log(`  ${b.verdict.padEnd(4)}  ${b.subject} ${b.name}: ${b.actual ?? "—"} (budget ${b.limit})`);
  }
}

function pageRow(page: PageResult): string[] {
  const status = page.status === null ? "—" : String(page.status);
  if (page.skipped) return [page.label, status, `skipped (${page.skipped})`];
  const lh = page.lighthouse?.ok ? page.lighthouse : undefined;
  const js = page.firstLoadJs && "gzipBytes" in page.firstLoadJs ? formatKib(page.firstLoadJs.gzipBytes) : "error";
  return [
    page.label,
    status,
    ...CATEGORIES.map((c) => (lh ? String(lh.scores[c] ?? "—") : "—")),
    lh ? formatSeconds(lh.lcpMs) : "—",
    lh ? formatMs(lh.tbtMs) : "—",
    lh?.cls == null ? "—" : lh.cls.toFixed(3),
    js,
  ];
}

export function formatSeconds(ms: number | null) {
  return ms === null ? "—" : `${(ms / 1000).toFixed(2)} s`;
}

export function formatMs(ms: number | null) {
  return ms === null ? "—" : `${Math.round(ms)} ms`;
}

export async function writeResults(results: BenchResults, file: string) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
}
