import { writeFile } from "node:fs/promises";
import path from "node:path";
import autocannon from "autocannon";
import { freePort, startChild, waitForOk, type Child } from "./processes.ts";

export interface LoadResult {
  url: string;
  /** Mean of the per-second request counts. */
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Anything other than a clean 2xx; non-zero means the figures flatter the server. */
  non2xx: number;
  errors: number;
  timeouts: number;
}

const LOAD = { connections: 50, pipelining: 1, durationS: 10 };
/** Unreported warm-up per target, so neither side is measured while V8 is still compiling its hot paths. */
const WARM_UP_S = 2;

/**
 * Loads `url` for 10 s with 50 connections. No Accept-Encoding header is sent, so both the storefront and
 * the baseline send the same uncompressed bytes.
 */
export async function measureLoad(url: string): Promise<LoadResult> {
  const options = { url, connections: LOAD.connections, pipelining: LOAD.pipelining };
  await autocannon({ ...options, duration: WARM_UP_S });
  const result = await autocannon({ ...options, duration: LOAD.durationS });
  return {
    url,
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total ?? result["2xx"] + result.non2xx,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

export const loadSettings = { ...LOAD, warmUpS: WARM_UP_S };

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
