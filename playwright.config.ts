import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions as chromium } from "./tests/chromium.ts";

// E2E_PORT lets two checkouts run their browser tests side by side (the fake AI provider takes the port below).
const port = Number(process.env.E2E_PORT ?? 3199);

/**
 * Which tests run on the phone: every storefront spec runs on desktop and phone, except its tests tagged
 * `@desktop` (what only a mouse does, such as hovering). The admin journeys below run once, on desktop, except
 * their tests tagged `@phone` (the admin's phone layout).
 */
const adminJourneys = [
  "admin",
  "admin-login-no-js",
  "admin-phone-and-focus",
  "admin-unsaved-changes",
  "fitment-admin",
  "insights",
  "link-health",
  "newsletter-issues",
  "seo-tools",
  "translations",
];
/** Matched against a test's file, titles and tags (Playwright's grep). */
const adminJourneyOffPhone = new RegExp(`^(?!.*@phone)[^/]*\\b(${adminJourneys.join("|")})\\.spec\\.ts `);

/**
 * Browser journeys against the built server on a loopback port, with a fresh embedded database. One worker:
 * every test shares that server and its database (a backup restore or two-step login would disturb a second).
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: { baseURL: `http://127.0.0.1:${port}`, launchOptions: chromium },
  projects: [
    // Logs in once through the API; `logIn` (tests/e2e/admin-helpers.ts) reuses that session.
    { name: "admin-session", testMatch: /admin-session\.setup\.ts$/ },
    {
      name: "desktop",
      dependencies: ["admin-session"],
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
    {
      name: "phone",
      dependencies: ["admin-session"],
      grepInvert: [adminJourneyOffPhone, /@desktop\b/],
      use: { ...devices["Pixel 7"], launchOptions: chromium },
    },
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
