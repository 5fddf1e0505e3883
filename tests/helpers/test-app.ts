import { afterAll, beforeAll } from "vitest";
import type { Database } from "#db/client.server";
import { ensureReferenceData } from "#db/seed/seed.server";
import { createApp } from "#server/app";
import { hashPassword } from "~/features/admin/auth.server";
import type { AiProvider } from "~/features/ai/ai-provider.server";
import type { AliExpressClient } from "~/features/marketplace/aliexpress-client.server";
import { backgroundReadsDone } from "~/features/dashboard/background-read.server";
import { flushPageViews } from "~/features/insight/page-views.server";
import type { LinkFetchOptions } from "~/features/link-health/link-fetch.server";
import type { OutgoingAccess } from "~/lib/guarded-fetch.server";
import { createTestDatabase } from "./database";

/** The admin password of API tests. */
export const testAdminPassword = "correct horse battery staple";
const testPasswordHash = hashPassword(testAdminPassword);

/**
 * Registers hooks giving the test file its own database (with the demo catalogue unless
 * `seed: false`) and the Hono app on top of it, called in-process.
 */
export function setupTestApp({
  seed = true,
  trustProxy = false,
  ai,
  publicOrigin,
  sitemapUrlsPerFile,
  linkCheck,
  outgoing,
  marketplace,
}: {
  seed?: boolean;
  /** Link health checks' time limit. */
  linkCheck?: Pick<LinkFetchOptions, "timeoutMs">;
  /** What outgoing requests may reach: a test's local stand-in shop or picture host needs `allowLoopback`. */
  outgoing?: OutgoingAccess;
  /** TRUST_PROXY: true trusts this machine, where the in-process requests come from. */
  trustProxy?: boolean | readonly string[];
  /** PUBLIC_ORIGIN (absolute links in mail and the sitemap). */
  publicOrigin?: string;
  /** URLs per sitemap file. */
  sitemapUrlsPerFile?: number;
  /** The AI provider, read when the app is made (so a fake started in an earlier beforeAll can be named). */
  ai?: () => AiProvider | undefined;
  /** The AliExpress client, made when the app is (so a stand-in gateway started in an earlier beforeAll can be named). */
  marketplace?: () => AliExpressClient | undefined;
} = {}) {
  const context = {} as {
    database: Database;
    app: ReturnType<typeof createApp>;
    /** GET (or any request) against the app; JSON helpers included. */
    request: (path: string, init?: RequestInit) => Promise<Response>;
    getJson: <T = unknown>(path: string, init?: RequestInit) => Promise<{ status: number; body: T; res: Response }>;
  };
  beforeAll(async () => {
    // The seeded template holds the reference data too.
    context.database = await createTestDatabase({ template: seed ? "seeded" : "migrated" });
    if (!seed) await ensureReferenceData(context.database.db);
    context.app = createApp({
      database: context.database,
      trustProxy,
      publicOrigin,
      sitemapUrlsPerFile,
      adminPasswordHash: await testPasswordHash,
      ai: ai?.(),
      marketplace: marketplace?.(),
      linkCheck,
      outgoing,
    });
    context.request = async (path, init) => context.app.request(path, init);
    context.getJson = async (path, init) => {
      const res = await context.app.request(path, init);
      return { status: res.status, body: await res.json(), res };
    };
  }, 60_000);
  afterAll(async () => {
    // As the server does when it stops: views still waiting would otherwise be written to a closed database.
    if (context.database) await flushPageViews(context.database.db);
    // Figures a page asked for in the background are computed before the database closes under them.
    if (context.database) await backgroundReadsDone(context.database.db);
    await context.database?.close();
  });
  return context;
}
