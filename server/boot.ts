import { openDatabase, type Database } from "#db/client.server";
import { ensureReferenceData, seedDemoCatalogue } from "#db/seed/seed.server";
import type { Env } from "./env.server";

/** Opens the configured database, applies migrations, and fills an empty one with the demo catalogue. */
export async function openAppDatabase(env: Env): Promise<Database> {
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  await ensureReferenceData(database.db);
  if (env.SEED_DEMO && (await seedDemoCatalogue(database.db))) console.log("Empty database: demo catalogue added.");
  return database;
}

export function describeDatabase(database: Database, env: Env) {
  return database.driver === "pglite" ? `embedded database in ${env.DATA_DIR}` : "PostgreSQL";
}
