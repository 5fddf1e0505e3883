import { openDatabase, type Database } from "#db/client.server";
import { ensureReferenceData, seedDemoCatalogue } from "#db/seed/seed.server";
import { fingerprintStoredOriginals, stripStoredOriginals } from "~/features/media/media.server";
import type { Env } from "./env.server";
import { logError } from "#db/log-error";

/** Opens the configured database, applies migrations, and fills an empty one with the demo catalogue. */
export async function openAppDatabase(env: Env): Promise<Database> {
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  await ensureReferenceData(database.db);
  if (env.SEED_DEMO && (await seedDemoCatalogue(database.db))) console.log("Empty database: demo catalogue added.");
  // Originals stored before uploads were stripped lose their metadata once, in the background (decision 2).
  // Then the pictures stored before perceptual hashes get theirs (the image repair tool, issue 33).
  stripStoredOriginals(database.db)
    .then((stripped) => stripped && console.log(`Metadata stripped from ${stripped} stored pictures.`))
    .then(() => fingerprintStoredOriginals(database.db))
    .catch((error: unknown) => logError("Stripping or fingerprinting stored pictures failed", error));
  return database;
}

export function describeDatabase(database: Database, env: Env) {
  return database.driver === "pglite" ? `embedded database in ${env.DATA_DIR}` : "PostgreSQL";
}
