import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Verdict } from "./budgets.ts";
import type { FirstLoadJs } from "./first-load-js.ts";
import { CATEGORIES, type Category, type LighthouseOutcome } from "./lighthouse.ts";
import type { PageId } from "./pages.ts";
import type { LoadResult } from "./throughput.ts";

export interface BudgetCheck {
  page: PageId;
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
  /** Set when the page was not measured. */
  skipped?: string;
  lighthouse?: LighthouseOutcome;
  firstLoadJs?: FirstLoadJs | { error: string };
}

export type ThroughputResult =
  | {
      /** The page loaded; differs from the product page only when that one is missing (see `note`). */
      path: string;
      note?: string;
      settings: { connections: number; pipelining: number; durationS: number; warmUpS: number };
      ssr: LoadResult;
      baseline: LoadResult;
      /** SSR rps / baseline rps. */
      ratio: number;
    }
  | { skipped: string };

export interface BenchResults {
  generatedAt: string;
  node: string;
  origin: string;
  pages: PageResult[];
  throughput: ThroughputResult;
  budgets: BudgetCheck[];
}

export const kib = (bytes: number) => bytes / 1024;
export const formatKib = (bytes: number) => `${kib(bytes).toFixed(1)} KiB`;

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

export function printSummary(results: BenchResults) {
  console.log("\n== Summary ==\n");
  const header = ["Page", "HTTP", ...CATEGORIES.map((c) => SHORT_NAMES[c]), "LCP", "TBT", "CLS", "JS gzip"];
  console.log(table([header, ...results.pages.map(pageRow)]));

  console.log("");
  printThroughput(results.throughput);
  printBudgets(results.budgets);
}

function printThroughput(t: ThroughputResult) {
  if ("skipped" in t) {
    console.log(`Throughput: skipped (${t.skipped})`);
  } else {
    const row = (name: string, r: LoadResult) => [
      name,
      `${Math.round(r.rps)} rps`,
      `p50 ${r.p50Ms} ms`,
      `p99 ${r.p99Ms} ms`,
    ];
    console.log(table([row(`SSR ${t.path}`, t.ssr), row("Baseline (same bytes)", t.baseline)]));
    console.log(`SSR / baseline: ${t.ratio.toFixed(3)}${t.note ? `   (${t.note})` : ""}`);
  }
}

function printBudgets(budgets: BudgetCheck[]) {
  const count = (v: Verdict) => budgets.filter((b) => b.verdict === v).length;
  console.log(`\nBudgets: ${count("PASS")} PASS, ${count("FAIL")} FAIL, ${count("n/a")} not measured`);
  for (const b of budgets.filter((b) => b.verdict === "FAIL")) {
    console.log(`  FAIL  ${b.page} ${b.name}: ${b.actual} (budget ${b.limit})`);
  }
  // Unmeasured budgets follow from a skipped page or a failed run, already shown above: one line per page.
  const unmeasured = new Map<PageId, string[]>();
  for (const b of budgets.filter((b) => b.verdict === "n/a")) {
    unmeasured.set(b.page, [...(unmeasured.get(b.page) ?? []), b.name]);
  }
  for (const [page, names] of unmeasured) console.log(`  n/a   ${page}: ${names.join(", ")}`);
}

function pageRow(page: PageResult): string[] {
  const status = page.status === null ? "—" : String(page.status);
  if (page.skipped) return [page.label, status, `skipped (${page.skipped})`];
  const lh = page.lighthouse?.ok ? page.lighthouse : undefined;
  const js = page.firstLoadJs && "gzipBytes" in page.firstLoadJs ? formatKib(page.firstLoadJs.gzipBytes) : "error";
  return [
    page.label,
    status,
    ...CATEGORIES.map((c) => (lh ? String(lh.scores[c] ?? "—") : "error")),
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
