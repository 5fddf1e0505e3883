/**
 * `npm run bench`: builds, then measures the storefront on PGlite (first start on an empty folder) and on
 * PostgreSQL (a throw-away database, when a server answers): first-load JavaScript and Lighthouse of six
 * pages, and the product page's cached and uncached throughput against a bare server in the same run.
 * `--catalogue=10000` also grows the catalogue by SQL and measures at 36, 1,000 and 10,000 products.
 * See bench/README.md for what each figure means.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { atLeast, atMost, BUDGETS } from "./budgets.ts";
import { measureFirstLoadJs } from "./first-load-js.ts";
import { measureAtSize } from "./growth.ts";
import { CATEGORIES, runLighthouseMedian } from "./lighthouse.ts";
import { findPages, type Page, warmImages } from "./pages.ts";
import { runToCompletion, stopAllChildren } from "./processes.ts";
import {
  createBenchDatabase,
  dataPlaceOf,
  growCatalogue,
  residentMemory,
  startStorefront,
  waitForQuiet,
  type DataPlace,
  type Driver,
} from "./storefront.ts";
import {
  formatKib,
  formatLoad,
  formatMs,
  formatSeconds,
  growthRows,
  kib,
  printSummary,
  table,
  writeResults,
  type BenchResults,
  type BudgetCheck,
  type DriverResult,
  type PageResult,
} from "./report.ts";
import { measureThroughput, SPIKE } from "./render-throughput.ts";

// Paths below (build/, node_modules/.bin, bench/) are relative to the project root, wherever we were started from.
process.chdir(fileURLToPath(new URL("..", import.meta.url)));

const { values: args } = parseArgs({
  options: {
    catalogue: { type: "string" },
    "lighthouse-runs": { type: "string", default: "3" },
    only: { type: "string" },
    driver: { type: "string" },
  },
});
const catalogueTarget = args.catalogue ? Number(args.catalogue) : undefined;
if (catalogueTarget !== undefined && !(Number.isInteger(catalogueTarget) && catalogueTarget > 36)) {
  console.error("--catalogue takes a number of products above 36, e.g. --catalogue=10000");
  process.exit(1);
}
const lighthouseRuns = Number(args["lighthouse-runs"]);
// --only=growth: just the first start and the catalogue sizes (no pages, Lighthouse or throughput).
const growthOnly = args.only === "growth";
if ((args.only !== undefined && !growthOnly) || (growthOnly && catalogueTarget === undefined)) {
  console.error("--only takes growth, with --catalogue=N, e.g. --only=growth --catalogue=10000");
  process.exit(1);
}
const allDrivers: Driver[] = ["pglite", "postgres"];
const onlyDriver = args.driver as Driver | undefined;
if (onlyDriver !== undefined && !allDrivers.includes(onlyDriver)) {
  console.error("--driver takes pglite or postgres (both when left out)");
  process.exit(1);
}

const RESULTS_FILE = "bench/results/latest.json";
const BUILD_TIMEOUT_MS = 5 * 60_000;

async function main(workDir: string, dropDatabase: Array<() => Promise<void>>) {
  const loadBefore = os.loadavg();
  console.log(
    `Machine: ${os.cpus().length} CPUs, load average ${formatLoad(loadBefore)} (1, 5, 15 min), Node ${process.version}`,
  );
  await build();

  const drivers: DriverResult[] = [];
  let pages: PageResult[] = [];
  for (const driver of onlyDriver ? [onlyDriver] : allDrivers) {
    section(driver === "pglite" ? "PGlite (embedded)" : "PostgreSQL");
    let place: DataPlace;
    if (driver === "postgres") {
      const database = await createBenchDatabase();
      if ("skipped" in database) {
        console.log(`  skipped: ${database.skipped}`);
        drivers.push({ driver, skipped: database.skipped });
        continue;
      }
      dropDatabase.push(database.drop);
      place = dataPlaceOf(workDir, driver, database.url);
    } else {
      place = dataPlaceOf(workDir, driver);
    }
    let server = await startStorefront(place);
    const firstStart = { ms: Math.round(server.startMs), ...(await residentMemory(server.child)) };
    console.log(
      `  first start on an empty database (migrations, demo catalogue): ${formatSeconds(firstStart.ms)}, ` +
        `${firstStart.rssMb} MB resident (peak ${firstStart.peakMb})`,
    );
    const result: DriverResult = { driver, firstStart };
    drivers.push(result);
    console.log(
      `  quiet after ${formatSeconds(1000 * (await waitForQuiet(server.child)))} (the page warmer's first pass)`,
    );

    if (!growthOnly) {
      const found = await findPages(server.origin);
      if (driver === "pglite") pages = await measurePages(server.origin, found, workDir);
      if (found.some((p) => p.id === "product" && p.html))
        result.throughput = await measureThroughput(server, found, workDir);
    }

    if (catalogueTarget) {
      result.growth = [];
      for (const size of [36, 1000, catalogueTarget].filter((s) => s <= catalogueTarget)) {
        if (size > 36) {
          await server.child.stop();
          process.stdout.write(`  growing the catalogue to ${size.toLocaleString("en")} products… `);
          console.log(await growCatalogue(place, size));
          server = await startStorefront(place);
          console.log(`  restarted in ${formatSeconds(server.startMs)}`);
          console.log(`  quiet after ${formatSeconds(1000 * (await waitForQuiet(server.child)))}`);
        }
        result.growth.push(await measureAtSize(server, size));
      }
      console.log(table(growthRows(result.growth), 1).replace(/^/gm, "  "));
    }
    await server.child.stop();
  }

  const results: BenchResults = {
    generatedAt: new Date().toISOString(),
    node: process.version,
    machine: { cpus: os.cpus().length, loadBefore, loadAfter: os.loadavg() },
    pages,
    drivers,
    budgets: checkBudgets(pages, drivers),
  };
  printSummary(results);
  await writeResults(results, RESULTS_FILE);
  console.log(`\nResults written to ${RESULTS_FILE}`);
}

async function build() {
  process.stdout.write("Building (npm run build)… ");
  const started = performance.now();
  const { code, output } = await runToCompletion("build", "npm", ["run", "build"], { timeoutMs: BUILD_TIMEOUT_MS });
  if (code !== 0) throw new Error(`npm run build failed (${code}):\n${output}`);
  console.log(`done in ${formatSeconds(performance.now() - started)}`);
}

/** First-load JavaScript and Lighthouse of each page (on one driver: the pages are the same on both). */
async function measurePages(origin: string, pages: Page[], workDir: string): Promise<PageResult[]> {
  const results: PageResult[] = pages.map(({ id, label, path, status, skipReason }) => ({
    id,
    label,
    path,
    status,
    ...(skipReason ? { skipped: skipReason } : {}),
  }));
  console.log(`  First-load JavaScript (gzip -9; budget ≤ ${BUDGETS.pageJsKiB} KiB on every page)`);
  for (const [i, page] of pages.entries()) {
    if (!page.html || !page.path) {
      console.log(`    ${page.label.padEnd(13)} skipped (${page.skipReason})`);
      continue;
    }
    try {
      const js = await measureFirstLoadJs(origin + page.path, page.html.toString("utf8"));
      results[i]!.firstLoadJs = js;
      console.log(
        `    ${page.label.padEnd(13)} ${String(js.scripts.length).padStart(2)} files  ${formatKib(js.gzipBytes).padStart(9)}` +
          `  ${atMost(kib(js.gzipBytes), BUDGETS.pageJsKiB)}`,
      );
    } catch (error) {
      results[i]!.firstLoadJs = { error: (error as Error).message };
      console.log(`    ${page.label.padEnd(13)} error: ${(error as Error).message}`);
    }
  }
  console.log(`  Lighthouse (mobile, simulated throttling; median of ${lighthouseRuns})`);
  for (const page of pages) await warmImages(origin, page);
  for (const [i, page] of pages.entries()) {
    if (!page.html || !page.path || lighthouseRuns < 1) continue;
    process.stdout.write(`    ${page.label.padEnd(13)} `);
    const outcome = await runLighthouseMedian(origin + page.path, workDir, lighthouseRuns);
    results[i]!.lighthouse = outcome;
    if (!outcome.ok) {
      console.log(`error: ${outcome.error}`);
      continue;
    }
    console.log(
      CATEGORIES.map((c) => `${c} ${outcome.scores[c] ?? "—"}`).join("  ") +
        `  |  LCP ${formatSeconds(outcome.lcpMs)}  TBT ${formatMs(outcome.tbtMs)}  CLS ${outcome.cls?.toFixed(3) ?? "—"}`,
    );
    for (const c of CATEGORIES) {
      if (atLeast(outcome.scores[c], BUDGETS.lighthouse[c]) === "FAIL") {
        console.log(`    ${"".padEnd(13)} ${c} lost points on: ${outcome.failedAudits[c].join("; ")}`);
      }
    }
  }
  return results;
}

function checkBudgets(pages: PageResult[], drivers: DriverResult[]): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const check = (subject: string, name: string, actual: number | null | undefined, limit: number, most = false) =>
    checks.push({
      subject,
      name,
      actual: actual ?? null,
      limit: `${most ? "≤" : "≥"} ${limit}`,
      verdict: most ? atMost(actual, limit) : atLeast(actual, limit),
    });
  const round = (n: number) => Math.round(n * 10) / 10;
  for (const page of pages) {
    for (const c of lighthouseRuns > 0 ? CATEGORIES : []) {
      check(page.id, `Lighthouse ${c}`, page.lighthouse?.ok ? page.lighthouse.scores[c] : null, BUDGETS.lighthouse[c]);
    }
    const js = page.firstLoadJs && "gzipBytes" in page.firstLoadJs ? round(kib(page.firstLoadJs.gzipBytes)) : null;
    check(page.id, "first-load JS (KiB gzip)", js, BUDGETS.pageJsKiB, true);
  }
  for (const d of drivers) {
    if (d.skipped) continue;
    if (d.driver === "pglite")
      check(d.driver, "first start, peak resident MB", d.firstStart?.peakMb, BUDGETS.residentMb, true);
    const t = d.throughput;
    const share = (n: number | undefined) => (n === undefined ? undefined : Math.round(n * 1000) / 1000);
    for (const r of t?.rendered ?? []) {
      check(d.driver, `${r.path} rendered each request / bare`, share(r.shareOfBare), BUDGETS.renderedShareOfBare);
      check(d.driver, `${r.path} rendered each request p99 ms`, r.load.p99Ms, BUDGETS.renderedP99Ms, true);
    }
    check(d.driver, "cached / bare", t && Math.round(t.cachedShare * 100) / 100, BUDGETS.cachedShareOfBare);
    check(d.driver, "peak resident MB after the throughput run", t?.memory.peakMb, BUDGETS.residentMb, true);
    const spike = t?.spike;
    check(d.driver, `spike (c=${SPIKE.connections}) errors`, spike?.load.problems, 0, true);
    check(d.driver, `spike (c=${SPIKE.connections}) p99 ms`, spike?.load.p99Ms, BUDGETS.spikeP99Ms, true);
    check(d.driver, "seconds until memory is back to idle after the spike", spike?.backToIdleS, SPIKE.recoveryS, true);
    const first = d.growth?.[0];
    const last = d.growth?.at(-1);
    if (first && last && last !== first) {
      const p50 = (size: typeof first, name: string) => size.timings.find((t) => t.name === name)?.p50Ms ?? NaN;
      const at = `at ${last.products.toLocaleString("en")}`;
      check(
        d.driver,
        `product page p50 ${at} / at 36`,
        round(p50(last, "product page") / p50(first, "product page")),
        BUDGETS.productPageGrowth,
        true,
      );
      check(d.driver, `search API p50 ms ${at}`, p50(last, "search API"), BUDGETS.searchP50Ms, true);
      check(
        d.driver,
        `largest answer MB ${at}`,
        round(Math.max(...last.timings.map((t) => t.maxBytes)) / 2 ** 20),
        BUDGETS.answerMb,
        true,
      );
      check(d.driver, `peak resident MB ${at}`, last.peakMb, BUDGETS.residentMb, true);
      const admin = last.admin;
      check(d.driver, `dashboard ms ${at}`, admin.dashboardMs, BUDGETS.adminAnswerMs, true);
      check(d.driver, `sitemap intelligence ms ${at}`, admin.sitemapIntelligenceMs, BUDGETS.adminAnswerMs, true);
      check(d.driver, `slowest /healthz meanwhile ms ${at}`, admin.healthzWorstMs, BUDGETS.healthzStallMs, true);
      check(d.driver, `largest sitemap file URLs ${at}`, admin.sitemapLargestUrls, BUDGETS.sitemapFileUrls, true);
      check(
        d.driver,
        `largest sitemap file MB ${at}`,
        round(admin.sitemapLargestBytes / 2 ** 20),
        BUDGETS.sitemapFileMb,
        true,
      );
      check(d.driver, `crawl req/s ${at}`, admin.crawl.rps, BUDGETS.crawlRps);
    }
  }
  return checks;
}

function section(title: string) {
  console.log(`\n== ${title} ==`);
}

/** Stops every child (Lighthouse, servers), drops the bench's database and removes the temporary folder. */
function cleanupOnce(workDir: string, dropDatabase: Array<() => Promise<void>>) {
  let done: Promise<void> | undefined;
  return () =>
    (done ??= (async () => {
      await stopAllChildren();
      for (const drop of dropDatabase)
        await drop().catch((error: Error) => console.error(`Dropping the bench database failed: ${error.message}`));
      await rm(workDir, { recursive: true, force: true });
    })());
}

const workDir = await mkdtemp(path.join(os.tmpdir(), "storefront-bench-"));
const dropDatabase: Array<() => Promise<void>> = [];
const cleanup = cleanupOnce(workDir, dropDatabase);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping…`);
    void cleanup().finally(() => process.exit(130));
  });
}

let exitCode = 0;
try {
  await main(workDir, dropDatabase);
} catch (error) {
  console.error(`\nBench failed: ${(error as Error).message}`);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
