import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions as chromium } from "./tests/chromium.ts";

/**
 * Which tests run on the phone: every storefront spec runs on desktop and phone, except its tests tagged
 * `@desktop` (what only a mouse does, such as hovering) and those whose subject no screen changes, which run
 * once, on desktop: the specs below and tests tagged `@once` (HTTP answers, the scripts a page loads, a
 * sitemap walk). The admin journeys below run once, on desktop, except their tests tagged `@phone` (the
 * admin's phone layout). The phone-only specs below run on the phone alone.
 */
const adminJourneys = [
  "admin",
  "admin-form-checks",
  "admin-login-no-js",
  "admin-phone-and-focus",
  "admin-timeline",
  "admin-tools",
  "admin-unsaved-changes",
  "fallback-shop",
  "fitment-admin",
  "inbox",
  "insights",
  "link-health",
  "newsletter-issues",
  "seo-tools",
  "translations",
];
/** Storefront specs that only read answers, headers and loaded scripts: the same on every screen. */
const screenIndependent = ["page-budget", "seo"];
/** Specs whose question is a phone's (they set a phone's width themselves): the phone project answers them. */
const phoneOnly = ["phone-overflow", "product-first-screen"];
/** Matches the tests of the named spec files, except those tagged `exceptTag` (Playwright greps file, titles and tags). */
const specsNamed = (names: string[], exceptTag?: string) =>
  new RegExp(`^${exceptTag ? `(?!.*${exceptTag})` : ""}[^/]*\\b(${names.join("|")})\\.spec\\.ts `);

/**
 * Browser journeys against the built server on loopback ports. Two workers (the machines have two cores), each
 * with a server and a fresh embedded database of its own, started by the global setup on E2E_PORT + 10 × the
 * worker's index (tests/e2e/worker-server.ts): a backup restore or two-step login in one worker cannot disturb
 * the other. A spec file runs in one worker, its tests in order.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  globalSetup: "./tests/e2e/global-setup.ts",
  retries: 0,
  reporter: [["list"]],
  use: { launchOptions: chromium },
  projects: [
    {
      name: "desktop",
      grepInvert: specsNamed(phoneOnly),
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
    {
      name: "phone",
      grepInvert: [specsNamed(adminJourneys, "@phone"), specsNamed(screenIndependent), /@desktop\b/, /@once\b/],
      use: { ...devices["Pixel 7"], launchOptions: chromium },
    },
  ],
});
