import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { aliases } from "./aliases.config.ts";

/** Every test runs on PGlite; with TEST_DATABASE_URL set, the database tests run on PostgreSQL too. */
const project = (name: "pglite" | "postgres"): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    env: { TEST_DB_DRIVER: name },
    // Pure unit tests need no second run; everything touching the database does.
    ...(name === "postgres" ? { include: ["server/**/*.test.ts", "db/**/*.test.ts", "app/**/*.server.test.ts"] } : {}),
  },
});

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "db/**/*.test.ts", "tests/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [project("pglite"), ...(process.env.TEST_DATABASE_URL ? [project("postgres")] : [])],
  },
});
