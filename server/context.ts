import type { Database } from "#db/client.server";

/** What every handler and loader gets: the database. Held in Hono's context variables. */
export interface AppEnv {
  Variables: { database: Database };
}
