import type { Database } from "#db/client.server";

/** What every handler gets, held in Hono's context variables. */
export interface AppEnv {
  Variables: {
    database: Database;
    /** Whether X-Forwarded-For names the client (set TRUST_PROXY behind a reverse proxy). */
    trustProxy: boolean;
    /** Set by the rate limiter for endpoints that go on (uncounted) past their limit. */
    overRateLimit?: boolean;
  };
}
