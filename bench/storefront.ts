import path from "node:path";
import { freePort, startChild, waitForOk } from "./processes.ts";

const SERVER_START_TIMEOUT_MS = 60_000;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Starts build/server/index.js on a free loopback port with a fresh embedded database in `workDir`. */
export async function startStorefront(workDir: string) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  process.stdout.write(`Starting the storefront on ${origin} (fresh embedded database, seeding the demo)… `);
  const started = performance.now();
  const server = startChild("storefront", process.execPath, ["build/server/index.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(workDir, "data"),
      // Empty means "not set" to the server: use the embedded database, never a configured PostgreSQL.
      DATABASE_URL: "",
    },
  });
  await waitForOk(`${origin}/healthz`, server, SERVER_START_TIMEOUT_MS);
  console.log(`ready in ${seconds(started)}`);
  return origin;
}
