import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "#db/client.server";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a throw-away database on
 * the PostgreSQL server of TEST_DATABASE_URL when the "postgres" project runs.
 */
export async function createTestDatabase({ migrationsFolder }: { migrationsFolder?: string } = {}): Promise<
  Database & { url?: string }
> {
  const serverUrl = process.env.TEST_DB_DRIVER === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
  if (!serverUrl) return openDatabase({ migrationsFolder });

  const name = `storefront_test_${randomBytes(6).toString("hex")}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database "${name}"`));
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

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
