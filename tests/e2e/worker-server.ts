import { spawn } from "node:child_process";
import { once } from "node:events";

/**
 * Each Playwright worker has a built server of its own, on a fresh embedded database (start-server.mjs), so a
 * backup restore, two-step login or settings change in one worker cannot disturb another. The global setup
 * (global-setup.ts) starts one per worker before the tests and stops them after; a worker restarted after a
 * failure keeps its server, as it kept the one shared server before. E2E_PORT is the first worker's server
 * port; worker n (its parallel index) takes E2E_PORT + n * portsPerWorker, and the ports just below its server
 * for the stand-ins its tests start.
 */
const basePort = Number(process.env.E2E_PORT ?? 3199);
const portsPerWorker = 10;
const serverPortOf = (parallelIndex: number) => basePort + parallelIndex * portsPerWorker;
const serverURLOf = (parallelIndex: number) => `http://127.0.0.1:${serverPortOf(parallelIndex)}`;

/** This worker's server port. */
export const serverPort = serverPortOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
/** This worker's server address: the `baseURL` of its tests. */
export const serverURL = `http://127.0.0.1:${serverPort}`;
/** The port of the fake AI provider this worker's server is told about (start-server.mjs). */
export const fakeAiPort = serverPort - 1;
/** The port of the stand-in shop the link health test starts. */
export const shopPort = serverPort - 2;
/** The e2e server's admin password (start-server.mjs). */
export const adminPassword = "e2e admin password";

async function healthy(url: string) {
  try {
    return (await fetch(`${url}/healthz`)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts the server of worker `parallelIndex` and resolves once it answers `/healthz`; `stop` ends it (and
 * start-server.mjs removes its data folder).
 */
export async function startWorkerServer(parallelIndex: number, timeout = 180_000) {
  const url = serverURLOf(parallelIndex);
  if (await healthy(url)) throw new Error(`${url} is already in use: another run's server? Set E2E_PORT.`);
  const server = spawn(process.execPath, ["tests/e2e/start-server.mjs"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, PORT: String(serverPortOf(parallelIndex)), HOST: "127.0.0.1" },
  });
  const exited = once(server, "exit");
  const stop = async () => {
    if (server.exitCode === null) server.kill("SIGTERM");
    await exited;
  };
  const deadline = Date.now() + timeout;
  while (!(await healthy(url))) {
    if (server.exitCode !== null) throw new Error(`the e2e server on ${url} exited (${server.exitCode})`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the e2e server on ${url} did not answer /healthz within ${timeout} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { stop };
}
