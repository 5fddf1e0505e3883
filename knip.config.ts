import type { KnipConfig } from "knip";

/**
 * Dead code stays out (`npm run lint`). The React Router, Vite, Vitest, Playwright, Drizzle and ESLint
 * plugins find the routes (app/routes.ts), tests and configs; the entries below are what they cannot see.
 */
const config: KnipConfig = {
  entry: [
    // Production server; server/dev.ts, db/migrate.ts, db/seed/run.ts and bench/run.ts come from package.json scripts.
    "server/index.ts",
    // Built as its own entry (vite.config.ts), served as /assets/enhance.js.
    "app/enhance/document.ts",
    "scripts/*.{ts,mjs}",
    // Loaded by server/dev.ts through Vite (ssrLoadModule), by path.
    "server/dev-app.ts",
    // Started as child processes by the bench (bench/storefront.ts, bench/throughput.ts).
    "bench/baseline-server.ts",
    "bench/grow-catalogue.ts",
    // Run by hand: `npx tsx bench/mail-volume.ts` (decision 0010, "volume").
    "bench/mail-volume.ts",
  ],
  project: [
    "app/**/*.{ts,tsx}",
    "server/**/*.ts",
    "db/**/*.ts",
    "scripts/**/*.{ts,mjs}",
    "bench/**/*.ts",
    "tests/**/*.ts",
  ],
  // Imported by app/app.css (`@import "tailwindcss"`), which knip does not read.
  ignoreDependencies: ["tailwindcss"],
  // Debian's programs the production topology test runs (tests/topology/; .ci/run installs Caddy).
  ignoreBinaries: ["caddy", "psql"],
  // A constant or type exported beside the function that uses it documents the module's contract.
  ignoreExportsUsedInFile: true,
};

export default config;
