// Starts the built server on a fresh embedded database in a temporary folder, removed on exit.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { serveArguments } from "../../server/engine/serve-command.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "storefront-e2e-"));
const server = spawn(process.execPath, [...serveArguments], {
  stdio: "inherit",
  // ADMIN_PASSWORD and the AI provider's port: see tests/e2e/worker-server.ts. The fake provider is
  // started by the test that needs it; until then AI calls fail like an unreachable provider.
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    TRUST_PROXY: "true",
    ADMIN_PASSWORD: "e2e admin password",
    AI_BASE_URL: `http://127.0.0.1:${Number(process.env.PORT) - 1}/v1`,
    AI_MODEL: "fake-translator",
    AI_API_KEY: "",
    // Off in tests: the link health test starts a check itself, against a local stand-in shop.
    LINK_CHECK_HOURS: "0",
    LINK_CHECK_ALLOW_LOOPBACK: "true",
  },
});
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
