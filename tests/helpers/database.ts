import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { openDatabase, type Database } from "#db/client.server";
import { createDatabaseFrom, type DatabaseTemplate, withAdminClient } from "./database-templates";

/**
 * A database of its own for one test file: in-memory PGlite, or a throw-away database on the PostgreSQL
 * server of TEST_DATABASE_URL when the "postgres" project runs. It starts as a copy of a template the run
 * prepared once (tests/helpers/database-templates.ts): migrated, or `seeded` with the demo catalogue; or, given
 * a `migrationsFolder`, is built from scratch with those migrations (a test of a migration stops before it).
 */
export async function createTestDatabase({
  migrationsFolder,
  template = "migrated",
}: { migrationsFolder?: string; template?: DatabaseTemplate } = {}): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DB_DRIVER === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
  const templates = inject("databaseTemplates");
  if (!templates)
    throw new Error(
      "This test file opens a test database but runs in the unit project, which prepares none: name it *.server.test.ts (see vitest.config.ts)",
    );
  if (!serverUrl) {
    if (migrationsFolder) return openDatabase({ migrationsFolder });
    return openDatabase({ loadDataDir: new Blob([readFileSync(templates[template])]) });
  }

  const name = `storefront_test_${randomBytes(6).toString("hex")}`;
  if (migrationsFolder) await withAdminClient(serverUrl, (client) => client.query(`create database "${name}"`));
  else await createDatabaseFrom(serverUrl, name, templates[template]);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), migrationsFolder });
  return {
    ...database,
    // A second connection (another server instance) opens the same database with it.
    url: url.toString(),
    close: async () => {
      await database.close();
      await withAdminClient(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
