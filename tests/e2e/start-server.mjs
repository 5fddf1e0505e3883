// Starts the built server on a fresh embedded database in a temporary folder, removed on exit.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dataDir = mkdtempSync(path.join(tmpdir(), "storefront-e2e-"));
const server = spawn(process.execPath, ["build/server/index.js"], {
  stdio: "inherit",
  // ADMIN_PASSWORD: the browser tests' admin password (tests/e2e/admin.spec.ts).
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    TRUST_PROXY: "true",
    ADMIN_PASSWORD: "e2e admin password",
  },
});
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
