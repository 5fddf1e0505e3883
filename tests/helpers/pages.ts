import { fileURLToPath } from "node:url";
import { afterAll, beforeAll } from "vitest";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import type { Database } from "#db/client.server";
import { createApp } from "#server/app";
import { setupTestApp } from "./test-app";

/**
 * The whole app with its pages, for tests that need real page answers: React Router runs through
 * Vite's dev server in middleware mode (no port). Slow to start, and the first page of each kind
 * takes seconds to compile: use sparingly, and warm it up. In `production` mode pages go through the
 * page cache and carry the content security policy, as the built server's do.
 */
export async function createAppWithPages(
  database: Database,
  {
    mode = "development" as "development" | "production",
    /** Keep the catalogue version in memory as server/index.ts does (in the pages' copy of the module). */
    watchCatalogue = false,
  } = {},
) {
  const vite = await createServer({
    configFile: fileURLToPath(new URL("../../vite.config.ts", import.meta.url)),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    logLevel: "error",
  });
  // Loaded through Vite like server/dev-app.ts, so the pages and the routes share React Router's context objects.
  const { createPagesRouter } = (await vite.ssrLoadModule("/server/pages.ts")) as typeof import("#server/pages");
  const build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  const pages = createPagesRouter(build, mode, { documentScript: "/app/enhance/document.ts" });
  const app = createApp({ database, pages, adminPasswordHash: "" });
  const catalogue = watchCatalogue
    ? ((await vite.ssrLoadModule(
        "/app/lib/catalogue-cache.server.ts",
      )) as typeof import("~/lib/catalogue-cache.server"))
    : undefined;
  const stopWatching = await catalogue?.watchCatalogueVersion(database);
  return {
    app,
    close: async () => {
      await stopWatching?.();
      await vite.close();
    },
  };
}

/**
 * Registers hooks giving the test file its own database with the demo catalogue (setupTestApp) and
 * the whole app with its pages on top; `page` requests a path without following redirects.
 */
export function setupAppWithPages() {
  const t = setupTestApp();
  let site: Awaited<ReturnType<typeof createAppWithPages>> | undefined;
  beforeAll(async () => {
    site = await createAppWithPages(t.database);
  }, 120_000);
  afterAll(() => site?.close());
  const page = (path: string, init?: RequestInit) => site!.app.request(path, { redirect: "manual", ...init });
  return { t, page };
}
