/**
 * `npm run bench`: builds, starts the built storefront on a fresh embedded database, then measures
 * Lighthouse scores, first-load JavaScript and SSR throughput. See bench/README.md for what each figure means.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { atLeast, atMost, BUDGETS } from "./budgets.ts";
import { measureFirstLoadJs } from "./first-load-js.ts";
import { CATEGORIES, runLighthouse } from "./lighthouse.ts";
import { findPages, type Page, warmImages } from "./pages.ts";
import { runToCompletion, stopAllChildren } from "./processes.ts";
import { startStorefront } from "./storefront.ts";
import {
  formatKib,
  formatMs,
  formatSeconds,
  kib,
  printSummary,
  table,
  writeResults,
  type BenchResults,
  type BudgetCheck,
  type PageResult,
  type ThroughputResult,
} from "./report.ts";
import { loadSettings, measureLoad, startBaseline } from "./throughput.ts";

// Paths below (build/, node_modules/.bin, bench/) are relative to the project root, wherever we were started from.
process.chdir(fileURLToPath(new URL("..", import.meta.url)));

const RESULTS_FILE = "bench/results/latest.json";
/** The first start migrates and seeds the demo catalogue, which takes a while. */
const BUILD_TIMEOUT_MS = 5 * 60_000;

async function main(workDir: string) {
  await build();
  const origin = await startStorefront(workDir);

  section("Pages");
  const pages = await findPages(origin);
  console.log(
    indent(
      table(
        pages.map((page) => [page.label, page.path ?? "(unknown)", pageState(page)]),
        3,
      ),
    ),
  );
  const results: PageResult[] = pages.map(({ id, label, path, status, skipReason }) => ({
    id,
    label,
    path,
    status,
    ...(skipReason ? { skipped: skipReason } : {}),
  }));
  const measured = (page: Page) => page.html !== undefined && page.path !== null;

  section("First-load JavaScript (gzip -9 of the uncompressed files; as served in brackets)");
  for (const [i, page] of pages.entries()) {
    if (measured(page)) results[i]!.firstLoadJs = await firstLoadJs(origin, page);
    else console.log(`  ${page.label.padEnd(13)} ${pageState(page)}`);
  }

  section("Lighthouse (mobile, simulated throttling)");
  for (const page of pages) await warmImages(origin, page);
  for (const [i, page] of pages.entries()) {
    if (measured(page)) results[i]!.lighthouse = await lighthouse(origin, page, workDir);
    else console.log(`  ${page.label.padEnd(13)} ${pageState(page)}`);
  }

  const { connections, durationS, warmUpS } = loadSettings;
  section(`Throughput (autocannon: ${connections} connections, ${durationS} s per run after ${warmUpS} s warm-up)`);
  const throughput = await throughputVersusBaseline(origin, pages, workDir);

  const bench: BenchResults = {
    generatedAt: new Date().toISOString(),
    node: process.version,
    origin,
    pages: results,
    throughput,
    budgets: checkBudgets(results),
  };
  printSummary(bench);
  await writeResults(bench, RESULTS_FILE);
  console.log(`\nResults written to ${RESULTS_FILE}`);
}

async function build() {
  process.stdout.write("Building (npm run build)… ");
  const started = performance.now();
  const { code, output } = await runToCompletion("build", "npm", ["run", "build"], { timeoutMs: BUILD_TIMEOUT_MS });
  if (code !== 0) throw new Error(`npm run build failed (${code}):\n${output}`);
  console.log(`done in ${seconds(started)}`);
}

async function firstLoadJs(origin: string, page: Page): Promise<PageResult["firstLoadJs"]> {
  try {
    const js = await measureFirstLoadJs(origin + page.path, page.html!.toString("utf8"));
    const budget =
      page.id === "product" ? `  budget ≤ ${BUDGETS.productPageJsKiB} KiB: ${productJsVerdict(js.gzipBytes)}` : "";
    console.log(
      `  ${page.label.padEnd(13)} ${String(js.scripts.length).padStart(2)} files  ${formatKib(js.gzipBytes).padStart(9)}` +
        `  (served ${formatKib(js.wireBytes)}, uncompressed ${formatKib(js.rawBytes)})${budget}`,
    );
    return js;
  } catch (error) {
    console.log(`  ${page.label.padEnd(13)} error: ${(error as Error).message}`);
    return { error: (error as Error).message };
  }
}

const productJsVerdict = (gzipBytes: number) => atMost(kib(gzipBytes), BUDGETS.productPageJsKiB);

async function lighthouse(origin: string, page: Page, workDir: string): Promise<PageResult["lighthouse"]> {
  process.stdout.write(`  ${page.label.padEnd(13)} `);
  const outcome = await runLighthouse(origin + page.path, workDir);
  if (!outcome.ok) {
    console.log(`error: ${outcome.error}`);
    return outcome;
  }
  const scores = CATEGORIES.map((c) => {
    const score = outcome.scores[c];
    return `${c} ${score ?? "—"} ${atLeast(score, BUDGETS.lighthouse[c])}`;
  });
  console.log(
    `${scores.join("  ")}  |  LCP ${formatSeconds(outcome.lcpMs)}  TBT ${formatMs(outcome.tbtMs)}` +
      `  CLS ${outcome.cls?.toFixed(3) ?? "—"}`,
  );
  // What cost points, so a FAIL says where to look without opening the report.
  for (const c of CATEGORIES) {
    if (atLeast(outcome.scores[c], BUDGETS.lighthouse[c]) === "FAIL") {
      console.log(`  ${"".padEnd(13)}   ${c} lost points on: ${outcome.failedAudits[c].join("; ")}`);
    }
  }
  return outcome;
}

/**
 * The product page through the whole SSR stack versus a bare server replaying its exact bytes: the ratio
 * is the share of raw HTTP capacity left after rendering. Falls back to another page while the product
 * page does not exist yet, and says so.
 */
async function throughputVersusBaseline(origin: string, pages: Page[], workDir: string): Promise<ThroughputResult> {
  const product = pages.find((p) => p.id === "product");
  const target = [product, ...pages].find((p) => p?.html !== undefined && p.path !== null);
  if (!target?.html || !target.path) {
    console.log("  skipped (no page answered 200)");
    return { skipped: "no page answered 200" };
  }
  const note =
    target.id === "product"
      ? undefined
      : `product page ${product?.skipReason ?? "missing"}; measured ${target.label} instead`;
  if (note) console.log(`  Note: ${note}`);

  const names = { ssr: `SSR ${target.path}`, baseline: "Baseline (same bytes)" };
  const width = Math.max(names.ssr.length, names.baseline.length);
  const ssr = await measureLoad(origin + target.path);
  printLoad(names.ssr.padEnd(width), ssr);
  const baseline = await startBaseline(target.html, target.contentType ?? "text/html", workDir);
  try {
    const replay = await measureLoad(baseline.url);
    printLoad(names.baseline.padEnd(width), replay);
    const ratio = replay.rps > 0 ? ssr.rps / replay.rps : 0;
    console.log(`  SSR / baseline: ${ratio.toFixed(3)}`);
    return { path: target.path, ...(note ? { note } : {}), settings: loadSettings, ssr, baseline: replay, ratio };
  } finally {
    await baseline.child.stop();
  }
}

function printLoad(name: string, r: Awaited<ReturnType<typeof measureLoad>>) {
  const problems = r.non2xx + r.errors + r.timeouts;
  const warning = problems ? `  WARNING: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts` : "";
  console.log(
    `  ${name}  ${Math.round(r.rps).toString().padStart(6)} rps  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms` +
      `  (${r.requests} requests)${warning}`,
  );
}

function checkBudgets(pages: PageResult[]): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const page of pages) {
    for (const c of CATEGORIES) {
      const score = page.lighthouse?.ok ? page.lighthouse.scores[c] : null;
      const limit = BUDGETS.lighthouse[c];
      checks.push({ page: page.id, name: c, actual: score, limit: `≥ ${limit}`, verdict: atLeast(score, limit) });
    }
  }
  const product = pages.find((p) => p.id === "product");
  const js = product?.firstLoadJs && "gzipBytes" in product.firstLoadJs ? product.firstLoadJs.gzipBytes : null;
  checks.push({
    page: "product",
    name: "first-load JS (KiB gzip)",
    actual: js === null ? null : Math.round(kib(js) * 10) / 10,
    limit: `≤ ${BUDGETS.productPageJsKiB}`,
    verdict: js === null ? "n/a" : productJsVerdict(js),
  });
  return checks;
}

function pageState(page: Page) {
  return page.skipReason ? `skipped (${page.skipReason})` : `HTTP ${page.status}`;
}

function indent(text: string) {
  return text.replace(/^/gm, "  ");
}

function section(title: string) {
  console.log(`\n== ${title} ==`);
}

function seconds(since: number) {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

/** Stops every child (Lighthouse, servers) and removes the temporary folder; safe to call twice. */
function cleanupOnce(workDir: string) {
  let done: Promise<void> | undefined;
  return () =>
    (done ??= (async () => {
      await stopAllChildren();
      await rm(workDir, { recursive: true, force: true });
    })());
}

const workDir = await mkdtemp(path.join(tmpdir(), "storefront-bench-"));
const cleanup = cleanupOnce(workDir);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping…`);
    void cleanup().finally(() => process.exit(130));
  });
}

let exitCode = 0;
try {
  await main(workDir);
} catch (error) {
  console.error(`\nBench failed: ${(error as Error).message}`);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
