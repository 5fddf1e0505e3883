import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { aliases } from "./aliases.config.ts";

const allTests = ["app/**/*.test.ts", "server/**/*.test.ts", "db/**/*.test.ts", "tests/**/*.test.ts"];
/** Tests that touch the database; pure unit tests need no second run. */
const databaseTests = ["server/**/*.test.ts", "db/**/*.test.ts", "app/**/*.server.test.ts"];
/**
 * Files among those that never open the test database (no `createTestDatabase`, no test app): pure functions,
 * and PGlite's own data folder lock and settings (db/client.server.test.ts, which opens PGlite whatever the
 * driver). On PostgreSQL they would run again exactly as on PGlite: PGlite's run is theirs.
 */
const driverFree = [
  "app/features/admin/auth.server.test.ts",
  "app/i18n/messages.server.test.ts",
  "db/client.server.test.ts",
  "server/csp.test.ts",
];

/** Every test runs on PGlite; with TEST_DATABASE_URL set, the database tests run on PostgreSQL too. */
const project = (
  name: "pglite" | "postgres",
  include: string[],
  exclude: string[] = [],
): TestProjectInlineConfiguration => ({
  extends: true,
  // Each project prepares its template databases once (per file: a copy instead of migrating and seeding).
  test: {
    name,
    include,
    exclude: [...configDefaults.exclude, ...exclude],
    env: { TEST_DB_DRIVER: name },
    globalSetup: ["tests/helpers/database-templates.ts"],
  },
});

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    environment: "node",
    // Two files at a time: the machines have two cores, and a file mostly waits on its own database.
    maxWorkers: 2,
    // A worker's files share one module graph: the app's modules are imported once per worker instead of
    // once per file. Safe because each file has its own database and app, and the modules keep their
    // state per database (WeakMaps keyed by it), never per process.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      project("pglite", allTests),
      ...(process.env.TEST_DATABASE_URL ? [project("postgres", databaseTests, driverFree)] : []),
    ],
  },
});
