import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { aliases } from "./aliases.config.ts";

/**
 * Tests that touch the database: files under server/ and db/, and `*.server.test.ts` anywhere. The rest are
 * pure (no database, no server of ours) and run in the unit project, which prepares no database: one such file
 * runs in a few seconds (`npx vitest run app/lib/csv.test.ts`).
 */
const databaseTests = [
  "server/**/*.test.ts",
  "db/**/*.test.ts",
  "app/**/*.server.test.ts",
  "tests/**/*.server.test.ts",
];
const pureTests = ["app/**/*.test.ts", "tests/**/*.test.ts"];
/** The document script's tests, in a DOM of their own per file (happy-dom). */
const documentTests = ["app/enhance/**/*.test.ts"];
/**
 * Files among the database tests that never open the test database (no `createTestDatabase`, no test app): pure
 * functions, and PGlite's own data folder lock, settings and kept statements (db/client.server.test.ts and
 * db/pglite-statements.server.test.ts open PGlite whatever the driver). On PostgreSQL they would run again
 * exactly as on PGlite: PGlite's run is theirs.
 */
const driverFree = [
  "app/features/admin/auth.server.test.ts",
  "app/i18n/messages.server.test.ts",
  "db/client.server.test.ts",
  "db/pglite-statements.server.test.ts",
  "server/engine/csp.test.ts",
  "server/engine/react-router-patch.test.ts",
  "server/engine/serve-command.test.ts",
  // PGlite's templates kept between runs; PostgreSQL's are made per run.
  "tests/helpers/database-templates.server.test.ts",
];

/**
 * The database tests run on PGlite, and with TEST_DATABASE_URL set on PostgreSQL too. Each project prepares its
 * template databases once per run (PGlite's are kept between runs until what builds them changes): each file
 * copies one instead of migrating and seeding.
 */
const databaseProject = (name: "pglite" | "postgres", exclude: string[] = []): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    include: databaseTests,
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
      {
        extends: true,
        test: {
          name: "unit",
          include: pureTests,
          exclude: [...configDefaults.exclude, ...databaseTests, ...documentTests],
        },
      },
      // A fresh DOM per file: the document script listens on `document` from the moment it is imported.
      { extends: true, test: { name: "document", include: documentTests, environment: "happy-dom", isolate: true } },
      databaseProject("pglite"),
      ...(process.env.TEST_DATABASE_URL ? [databaseProject("postgres", driverFree)] : []),
    ],
  },
});
