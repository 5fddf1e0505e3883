// Starts the built server (`npm run serve`'s arguments) on an empty data folder with the Node that runs this
// script, GETs a few pages and /healthz, and stops it: proof that a runtime serves the app (see .ci/run).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { serveArguments } from "../server/engine/serve-command.ts";

const port = Number(process.env.PORT ?? 3297);
const origin = `http://127.0.0.1:${port}`;
const paths = ["/healthz", "/pt/", "/en/", "/de/", "/admin"];
const dataDir = mkdtempSync(path.join(tmpdir(), "storefront-smoke-"));
const server = spawn(process.execPath, [...serveArguments], {
  stdio: "inherit",
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    ADMIN_PASSWORD: "smoke test password",
  },
});
const exited = new Promise((resolve) => server.on("exit", resolve));

try {
  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null || Date.now() > deadline) throw new Error("The server did not start");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  for (const page of paths) {
    const response = await fetch(origin + page);
    if (response.status !== 200) throw new Error(`GET ${page} answered ${response.status}`);
    console.log(`GET ${page} 200`);
  }
  console.log(`Smoke test passed on Node ${process.version}`);
} catch (error) {
  console.error(`Smoke test failed on Node ${process.version}: ${error.message}`);
  process.exitCode = 1;
} finally {
  server.kill("SIGTERM");
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
