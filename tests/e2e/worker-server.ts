import { spawn } from "node:child_process";
import { once } from "node:events";

/**
 * Each Playwright worker has a built server of its own, on a fresh embedded database (start-server.mjs), so a
 * backup restore, two-step login or settings change in one worker cannot disturb another. E2E_PORT is the first
 * worker's server port; worker n (its parallel index, stable when a worker restarts after a failure) takes
 * E2E_PORT + n * portsPerWorker, and the ports just below its server for the stand-ins its tests start.
 */
const basePort = Number(process.env.E2E_PORT ?? 3199);
const portsPerWorker = 10;
const parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** This worker's server port. */
export const serverPort = basePort + parallelIndex * portsPerWorker;
/** This worker's server address: the `baseURL` of its tests. */
export const serverURL = `http://127.0.0.1:${serverPort}`;
/** The port of the fake AI provider this worker's server is told about (start-server.mjs). */
export const fakeAiPort = serverPort - 1;
/** The port of the stand-in shop the link health test starts. */
export const shopPort = serverPort - 2;
/** The e2e server's admin password (start-server.mjs). */
export const adminPassword = "e2e admin password";

async function healthy() {
  try {
    return (await fetch(`${serverURL}/healthz`)).ok;
  } catch {
    return false;
  }
}

/** Starts this worker's server and resolves once it answers `/healthz`; `stop` ends it and removes its data. */
export async function startWorkerServer(timeout = 120_000) {
  if (await healthy()) throw new Error(`${serverURL} is already in use: another run's server? Set E2E_PORT.`);
  const server = spawn(process.execPath, ["tests/e2e/start-server.mjs"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, PORT: String(serverPort), HOST: "127.0.0.1" },
  });
  const exited = once(server, "exit");
  const deadline = Date.now() + timeout;
  while (!(await healthy())) {
    if (server.exitCode !== null) throw new Error(`the e2e server on ${serverURL} exited (${server.exitCode})`);
    if (Date.now() > deadline) {
      server.kill("SIGTERM");
      throw new Error(`the e2e server on ${serverURL} did not answer /healthz within ${timeout} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    stop: async () => {
      if (server.exitCode === null) server.kill("SIGTERM");
      await exited;
    },
  };
}
