import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions as chromium } from "./tests/chromium.ts";

// E2E_PORT lets two checkouts run their browser tests side by side (the fake AI provider takes the port below).
const port = Number(process.env.E2E_PORT ?? 3199);

/** Browser journeys against the built server on a loopback port, with a fresh embedded database. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: { baseURL: `http://127.0.0.1:${port}`, launchOptions: chromium },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    { name: "phone", use: { ...devices["Pixel 7"], launchOptions: chromium } },
  ],
  webServer: {
    command: "node tests/e2e/start-server.mjs",
    url: `http://127.0.0.1:${port}/healthz`,
    env: { PORT: String(port), HOST: "127.0.0.1" },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
  },
});
