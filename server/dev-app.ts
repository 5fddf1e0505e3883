import type { ServerBuild } from "react-router";
import { resolveAdminPasswordHash } from "~/features/admin/auth.server";
import { aiProviderFromEnv } from "~/features/ai/ai-provider.server";
import { createApp } from "./app";
import { describeDatabase, openAppDatabase } from "./boot";
import { mailWaitsFor, parseEnv } from "./env.server";
import { createPagesRouter } from "./pages";

/**
 * The development app, loaded through Vite's module graph (see dev.ts) so that it and the routes
 * share one copy of React Router's context objects.
 */
export async function createDevApp(getBuild: () => Promise<ServerBuild>) {
  const env = parseEnv();
  const database = await openAppDatabase(env);
  console.log(`Using the ${describeDatabase(database, env)}`);
  // The development server sends no mail: it waits in the outbox.
  const waitsFor = mailWaitsFor({ ...env, SMTP_URL: undefined });
  const app = createApp({
    database,
    pages: createPagesRouter(getBuild, "development", {
      documentScript: "/app/enhance/document.ts",
      publicOrigin: env.PUBLIC_ORIGIN,
      mailWaitsFor: waitsFor,
    }),
    mailWaitsFor: waitsFor,
    trustProxy: env.TRUST_PROXY,
    publicOrigin: env.PUBLIC_ORIGIN,
    localOrigin: `http://localhost:${env.PORT}`,
    adminPasswordHash: await resolveAdminPasswordHash(database.db, env),
    ai: aiProviderFromEnv(env),
  });
  return { app, env, database };
}
