import { createServer as createHttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll } from "vitest";
import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import type { Database } from "#db/client.server";
import { setupTestApp } from "./test-app";

/**
 * Vite's dev server in middleware mode (no port, no file watching), one per test worker: the files a
 * worker runs share its module graph (Vitest's `isolate: false`), so a page compiled for one file is
 * ready for the next. It closes with the worker.
 */
let sharedVite: Promise<ViteDevServer> | undefined;
const pagesServer = () =>
  (sharedVite ??= createServer({
    configFile: fileURLToPath(new URL("../../vite.config.ts", import.meta.url)),
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: "custom",
    logLevel: "error",
  }));

/**
 * The whole app with its pages, for tests that need real page answers: React Router runs through
 * Vite's dev server (above). The first page of each kind takes seconds to compile in a worker: use
 * sparingly, and warm it up. In `production` mode pages go through the page cache and carry the
 * content security policy, as the built server's do.
 */
/** The token with which a test asks for a render of a page the cache keeps (the `x-bench-render` header). */
export const renderToken = "render-token-of-the-tests";

export async function createAppWithPages(
  database: Database,
  {
    mode = "development" as "development" | "production",
    /** Keep the catalogue version in memory as server/index.ts does (in the pages' copy of the module). */
    watchCatalogue = false,
  } = {},
) {
  const vite = await pagesServer();
  // Loaded through Vite like server/dev-app.ts, so the pages and the routes share React Router's context objects.
  const { createPagesRouter } = (await vite.ssrLoadModule("/server/pages.ts")) as typeof import("#server/pages");
  const { createPageCache } = (await vite.ssrLoadModule(
    "/server/engine/page-cache.ts",
  )) as typeof import("#server/engine/page-cache");
  const build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  const pageCache = mode === "production" ? createPageCache({ benchRenderToken: renderToken }) : undefined;
  const pages = createPagesRouter(build, mode, { documentScript: "/app/enhance/document.ts" }, pageCache);
  // The API from the same module graph as the pages, as in the dev server and the build: state kept by a module
  // (a like count, the page cache) is one copy, whichever part of the app writes it.
  const { createApp } = (await vite.ssrLoadModule("/server/app.ts")) as typeof import("#server/app");
  const app = createApp({ database, pages, adminPasswordHash: "" });
  const catalogue = watchCatalogue
    ? ((await vite.ssrLoadModule("/db/catalogue-cache.server.ts")) as typeof import("#db/catalogue-cache.server"))
    : undefined;
  const stopWatching = await catalogue?.watchCatalogueVersion(database);
  const servers: ReturnType<typeof createHttpServer>[] = [];
  return {
    app,
    /** The page cache (production mode). */
    pageCache,
    /** A module of the app's, as the pages share it (state such as the catalogue cache is one copy). */
    load: <T>(path: string) => vite.ssrLoadModule(path) as Promise<T>,
    /**
     * The app on a loopback port as server/index.ts serves it (page-cache hits answered before Hono, in
     * production mode); `appRequests` counts the requests that reached the app.
     */
    async listen() {
      let appRequests = 0;
      const fetch = (request: Request) => {
        appRequests++;
        return app.fetch(request);
      };
      const { pageHitsBeforeHono } = (await vite.ssrLoadModule(
        "/server/engine/page-hits.ts",
      )) as typeof import("#server/engine/page-hits");
      const { switchedLanguage } = (await vite.ssrLoadModule(
        "/server/language-choice.ts",
      )) as typeof import("#server/language-choice");
      const hits =
        pageCache &&
        pageHitsBeforeHono(
          pageCache,
          database.db,
          (url, header) => switchedLanguage(url, header("referer"), header("cookie")) !== null,
        );
      const appListener = getRequestListener(hits ? hits.remembering(fetch) : fetch);
      const server = createHttpServer(hits ? hits.answeringFirst(appListener) : appListener);
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const { port } = server.address() as AddressInfo;
      return { origin: `http://127.0.0.1:${port}`, appRequests: () => appRequests };
    },
    close: async () => {
      for (const server of servers) server.close();
      await stopWatching?.();
      // Figures the pages asked for in the background (the pages' copy of the module) are computed before the
      // database closes under them: one failing afterwards logs after the test file has ended.
      const { backgroundReadsDone } = (await vite.ssrLoadModule(
        "/app/features/dashboard/background-read.server.ts",
      )) as typeof import("~/features/dashboard/background-read.server");
      await backgroundReadsDone(database.db);
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
