import { mkdtemp, readFile } from "node:fs/promises";
import path from "node:path";
import type { Result as LighthouseReport } from "lighthouse";
import { runToCompletion } from "./processes.ts";
import { chromiumLaunchOptions } from "../tests/chromium.ts";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export type LighthouseOutcome =
  | {
      ok: true;
      /** 0-100, null if Lighthouse could not score the category. */
      scores: Record<Category, number | null>;
      lcpMs: number | null;
      tbtMs: number | null;
      cls: number | null;
      /** Titles of the audits that cost points, per category: what to fix when a budget fails. */
      failedAudits: Record<Category, string[]>;
    }
  | { ok: false; error: string };

/** A hung page or browser must not hang the bench; a normal mobile run takes 15-30 s. */
const TIMEOUT_MS = 180_000;

const CHROME_FLAGS = chromiumLaunchOptions.args;

/**
 * A Lighthouse run with its default (mobile) settings, as a CLI child process writing its report to a file:
 * a pipe that closes early kills Lighthouse mid-run and leaves Chromium behind.
 * `workDir` is a temporary folder the caller removes; each run gets its own browser profile inside it.
 */
export async function runLighthouse(url: string, workDir: string): Promise<LighthouseOutcome> {
  // Trace-recording errors such as NO_NAVSTART are intermittent (Lighthouse itself says "run again"): one retry.
  const first = await runOnce(url, workDir);
  return first.ok ? first : runOnce(url, workDir);
}

async function runOnce(url: string, workDir: string): Promise<LighthouseOutcome> {
  const runDir = await mkdtemp(path.join(workDir, "lighthouse-"));
  const reportFile = path.join(runDir, "report.json");
  const profileDir = path.join(runDir, "profile");
  const flags = [...CHROME_FLAGS, `--user-data-dir=${profileDir}`].join(" ");
  const { code, output } = await runToCompletion(
    "lighthouse",
    "node_modules/.bin/lighthouse",
    [url, "--output=json", `--output-path=${reportFile}`, "--quiet", `--chrome-flags=${flags}`],
    // SIGINT on timeout: Lighthouse's Chrome launcher then closes the browser it started (it runs detached).
    { env: { ...process.env, CHROME_PATH: "/usr/bin/chromium" }, timeoutMs: TIMEOUT_MS, stopSignal: "SIGINT" },
  );
  const report = await readReport(reportFile);
  if (!report) return { ok: false, error: `Lighthouse exited with ${code} and wrote no report. ${lastLine(output)}` };
  if (report.runtimeError) return { ok: false, error: `${report.runtimeError.code}: ${report.runtimeError.message}` };
  return summarise(report);
}

async function readReport(file: string): Promise<LighthouseReport | null> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as LighthouseReport;
  } catch {
    return null;
  }
}

function summarise(report: LighthouseReport): LighthouseOutcome {
  const scores = {} as Record<Category, number | null>;
  const failedAudits = {} as Record<Category, string[]>;
  for (const id of CATEGORIES) {
    const category = report.categories[id];
    scores[id] = category?.score == null ? null : Math.round(category.score * 100);
    failedAudits[id] = (category?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .flatMap((ref) => {
        const audit = report.audits[ref.id];
        return audit && audit.score !== null && audit.score < 1 ? [audit.title] : [];
      });
  }
  const metric = (id: string) => report.audits[id]?.numericValue ?? null;
  return {
    ok: true,
    scores,
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    failedAudits,
  };
}

function lastLine(text: string) {
  return text.trim().split("\n").at(-1) ?? "";
}

/**
 * `runs` Lighthouse runs of one page: each category's median score; LCP, TBT and CLS from the run with
 * the median performance score (scores vary by a few points between runs).
 */
export async function runLighthouseMedian(url: string, workDir: string, runs: number): Promise<LighthouseOutcome> {
  const outcomes: LighthouseOutcome[] = [];
  for (let i = 0; i < runs; i++) outcomes.push(await runLighthouse(url, workDir));
  const ok = outcomes.flatMap((o) => (o.ok ? [o] : []));
  if (!ok.length) return outcomes[0]!;
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => {
      const values = ok.flatMap((o) => (o.scores[c] === null ? [] : [o.scores[c]]));
      return [c, values.length ? median(values) : null];
    }),
  ) as Record<Category, number | null>;
  const byPerformance = [...ok].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  return { ...byPerformance[Math.floor((byPerformance.length - 1) / 2)]!, scores };
}
