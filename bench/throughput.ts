import { randomBytes } from "node:crypto";
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
 * The token the bench's servers are started with (BENCH_RENDER_TOKEN): a request carrying it in `x-bench-render`
 * is rendered even when the page cache keeps its page, so "uncached" is exactly "every request renders".
 */
export const benchRenderToken = `bench-${randomBytes(12).toString("hex")}`;

/**
 * wrk, not autocannon: on these 2-core machines autocannon saturates below a bare Node server, so the
 * ratios it gives flatter the app (docs/scaling.md). `rendered` asks the app to render every request
 * (`benchRenderToken`); `script` is a wrk Lua script choosing each request's path.
 */
export async function measureLoad(
  url: string,
  {
    rendered = false,
    script,
    connections = LOAD.connections,
    durationS = LOAD.durationS,
    warmUpS = LOAD.warmUpS,
  } = {} as {
    rendered?: boolean;
    script?: string;
    connections?: number;
    durationS?: number;
    warmUpS?: number;
  },
): Promise<LoadResult> {
  const run = async (seconds: number) => {
    const args = [`-t${LOAD.threads}`, `-c${connections}`, `-d${seconds}s`, "--latency", "--timeout", "10s"];
    if (rendered) args.push("-H", `x-bench-render: ${benchRenderToken}`);
    if (script) args.push("-s", script);
    const { code, output } = await runToCompletion("wrk", "wrk", [...args, url], { timeoutMs: (seconds + 30) * 1000 });
    if (code !== 0) throw new Error(`wrk failed (${code}): ${output}`);
    return output;
  };
  if (warmUpS > 0) await run(warmUpS);
  return parseWrk(url, await run(durationS));
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
 * A wrk script walking `paths` in turn, each request with a tracking parameter never sent before (as visitors from
 * a post, a newsletter or an ad arrive). Each wrk thread runs its own Lua state with the same unseeded
 * `math.random`: the run's token and the thread's number keep their values apart.
 */
export async function trackingSpikeScript(workDir: string, paths: string[]) {
  const file = path.join(workDir, "tracking-spike.lua");
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const list = paths.map((p) => JSON.stringify(p)).join(",\n  ");
  await writeFile(
    file,
    `local paths = {
  ${list}
}
local params = { "fbclid=IwAR", "utm_source=instagram&utm_campaign=spike&utm_content=", "gclid=Cj0K", "mc_eid=" }
local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("thread", threads)
end
local n = 0
request = function()
  n = n + 1
  local p = paths[(n * 7 + thread) % #paths + 1]
  local sep = string.find(p, "?", 1, true) and "&" or "?"
  return wrk.format("GET", p .. sep .. params[n % #params + 1] .. "${run}" .. thread .. "x" .. n)
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
