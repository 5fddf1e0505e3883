import { writeFile } from "node:fs/promises";
import path from "node:path";
import { freePort, runToCompletion, startChild, waitForOk, type Child } from "./processes.ts";

export interface LoadResult {
  url: string;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Non-2xx answers and socket errors: non-zero means the figures flatter the server. */
  problems: number;
}

const LOAD = { threads: 2, connections: 50, durationS: 10, warmUpS: 2 };
export const loadSettings = LOAD;

/**
 * wrk, not autocannon: on these 2-core machines autocannon saturates below a bare Node server, so the
 * ratios it gives flatter the app (docs/scaling.md). `uncached` adds `cb=<never repeated>` to every
 * request, so each one misses the page cache and renders.
 */
export async function measureLoad(url: string, workDir: string, { uncached = false } = {}): Promise<LoadResult> {
  const run = async (durationS: number) => {
    const script = uncached ? await cacheBustingScript(workDir) : undefined;
    const args = [`-t${LOAD.threads}`, `-c${LOAD.connections}`, `-d${durationS}s`, "--latency"];
    const { code, output } = await runToCompletion("wrk", "wrk", [...args, ...(script ? ["-s", script] : []), url], {
      timeoutMs: (durationS + 30) * 1000,
    });
    if (code !== 0) throw new Error(`wrk failed (${code}): ${output}`);
    return output;
  };
  await run(LOAD.warmUpS);
  return parseWrk(url, await run(LOAD.durationS));
}

function parseWrk(url: string, output: string): LoadResult {
  const ms = (label: string) => {
    const match = new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s)`, "m").exec(output);
    if (!match) return NaN;
    return Number(match[1]) * { us: 0.001, ms: 1, s: 1000 }[match[2] as "us" | "ms" | "s"];
  };
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? 0);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    url,
    rps: number(/Requests\/sec:\s+([\d.]+)/),
    p50Ms: Math.round(ms("50") * 10) / 10,
    p99Ms: Math.round(ms("99") * 10) / 10,
    requests: number(/(\d+) requests in/),
    problems: number(/Non-2xx or 3xx responses: (\d+)/) + (errors ? errors.slice(1).reduce((a, b) => a + +b!, 0) : 0),
  };
}

/**
 * A wrk script whose every request, in every thread and every run, names a `cb` never sent before. Each wrk
 * thread runs its own Lua state with the same unseeded `math.random`, so a counter and a random number alone
 * made both threads (and the warm-up and the measured run) send the same URLs: half the "uncached" requests
 * were page-cache hits. The run's token and the thread's number keep them apart.
 */
async function cacheBustingScript(workDir: string) {
  const file = path.join(workDir, "cache-busting.lua");
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  await writeFile(
    file,
    `local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("thread", threads)
end
local n = 0
request = function()
  n = n + 1
  local sep = string.find(wrk.path, "?", 1, true) and "&" or "?"
  return wrk.format("GET", wrk.path .. sep .. "cb=${run}-" .. thread .. "-" .. n)
end
`,
  );
  return file;
}

/** Starts the baseline server (see baseline-server.ts) replaying `body`; the caller stops the returned child. */
export async function startBaseline(body: Buffer, contentType: string, workDir: string) {
  const bodyFile = path.join(workDir, "baseline-body.html");
  await writeFile(bodyFile, body);
  const port = await freePort();
  const child: Child = startChild(
    "baseline server",
    process.execPath,
    ["--import", "tsx", "bench/baseline-server.ts"],
    {
      env: { ...process.env, PORT: String(port), BODY_FILE: bodyFile, CONTENT_TYPE: contentType },
    },
  );
  const url = `http://127.0.0.1:${port}/`;
  await waitForOk(url, child, 15_000);
  return { child, url };
}
