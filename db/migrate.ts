/** `npm run db:migrate`: applies pending migrations (the server also does this at start-up). */
import { openDatabase } from "./client.server";
import { parseEnv } from "#server/env.server";

const env = parseEnv();
const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
await database.close();
console.log(`Migrations applied (${database.driver}).`);
