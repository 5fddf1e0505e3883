/** `npm run db:seed`: applies migrations and fills an empty database with the demo catalogue. */
import { openDatabase } from "#db/client.server";
import { parseEnv } from "#server/env.server";
import { ensureReferenceData, seedDemoCatalogue } from "./seed.server";

const env = parseEnv();
const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
try {
  await ensureReferenceData(database.db);
  console.log(
    (await seedDemoCatalogue(database.db)) ? "Demo catalogue added." : "The catalogue is not empty: nothing seeded.",
  );
} finally {
  await database.close();
}
