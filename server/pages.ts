import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { appContext, type AppLoadContext } from "~/lib/app-context";
import type { AppEnv } from "./context";
import { createPageCache } from "./page-cache";

/** Hands a request to React Router with the app context (database, origin) for loaders and actions. */
export function createPagesRouter(
  getBuild: () => ServerBuild | Promise<ServerBuild>,
  mode: "production" | "development",
  options: Omit<AppLoadContext, "database">,
) {
  const handle = createRequestHandler(getBuild, mode);
  const pageCache = mode === "production" ? createPageCache() : undefined;
  return new Hono<AppEnv>().all("*", (c) => {
    const render = () => {
      const context = new RouterContextProvider();
      context.set(appContext, { database: c.var.database, ...options });
      return handle(c.req.raw, context);
    };
    return pageCache ? pageCache(c.var.database.db, c.req.raw, render) : render();
  });
}
