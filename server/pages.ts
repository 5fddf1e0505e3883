import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { appContext, type AppLoadContext } from "~/context/app-context";
import type { AppEnv } from "./context";
import { getSiteSettings } from "~/features/settings/site-settings.server";
import { newScriptNonce, scriptOrigin, withContentSecurityPolicy } from "./engine/csp";
import { createPageCache, type PageCache } from "./engine/page-cache";
import { getCookie } from "hono/cookie";
import { withoutTrackingParameters } from "~/lib/tracking-parameters";
import { databaseTrouble, troubleDetail } from "#db/database-trouble";
import { unavailablePage } from "./unavailable-page";
import { myHelmetCookie } from "~/features/fitment/helmets";
import { chosenDeliveryCountry } from "~/features/prices/delivery";
import { logOnceAMinute } from "#db/log-error";
import {
  countPageView,
  showsThePage,
  isCountableRequest,
  takePageView,
  withPageViewHeader,
  type PageViewReport,
} from "~/features/insight/page-views.server";

const unavailable = (request: Request, error: unknown) => {
  const detail = troubleDetail(error);
  logOnceAMinute(
    "Database not answering",
    `${detail}: GET ${new URL(request.url).pathname} answered 503`,
    "warn",
    detail,
  );
  return unavailablePage(request);
};

/** A path with its percent-encoding undone (twice-encoded too); a malformed one as it is. */
const decodedPath = (path: string) => {
  for (let i = 0; i < 3 && path.includes("%"); i++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      break;
    }
  }
  return path;
};

/**
 * Admin paths as the router matches them: without regard to case, percent-decoded, after repeated slashes and
 * with any suffix (`/ADMIN/`, `/%61dmin`, `//admin.data`, `/admin;x`). Counting too much as admin only costs a
 * page that is not kept; too little served the curator's pages to anyone (issue 29).
 */
export const isAdminPath = (path: string) => /^\/+admin(?![a-z0-9_])/i.test(decodedPath(path));

/** Hands a request to React Router with the app context (database, origin) for loaders and actions. */
export function createPagesRouter(
  /** The build itself in production (React Router then derives its route table once), a loader in development. */
  build: ServerBuild | (() => ServerBuild | Promise<ServerBuild>),
  mode: "production" | "development",
  options: Omit<AppLoadContext, "database" | "ai">,
  /** Production keeps rendered pages (server/engine/page-hits.ts answers their hits before Hono). */
  pageCache: PageCache | undefined = mode === "production" ? createPageCache() : undefined,
) {
  const handle = createRequestHandler(build, mode);
  return new Hono<AppEnv>().all("*", async (c) => {
    // A page is rendered from its address without tracking parameters, so neither its canonical nor any link it
    // makes carries a visitor's `fbclid` or `utm_*`, and every such visit shares one cached page (issue 35).
    const clean =
      c.req.method === "GET" || c.req.method === "HEAD"
        ? withoutTrackingParameters(c.req.url, options.trackingParameters)
        : null;
    const request = clean ? new Request(clean, c.req.raw) : c.req.raw;
    // Page addresses are lower case (languages, page names, slugs): one typed in capitals moves to its canonical one.
    const path = c.req.path;
    const reading = c.req.method === "GET" || c.req.method === "HEAD";
    if (reading && /[A-Z]/.test(path) && !isAdminPath(path)) {
      return c.redirect(path.toLowerCase() + new URL(request.url).search, 301);
    }
    const render = async () => {
      const context = new RouterContextProvider();
      const scriptNonce = newScriptNonce();
      const pageView: PageViewReport = {};
      const failure: { error?: unknown } = {};
      context.set(appContext, {
        database: c.var.database,
        ai: c.var.ai,
        marketplace: c.var.marketplace,
        ...options,
        scriptNonce,
        pageView,
        failure,
      });
      const response = await handle(request, context);
      // The database away (or a wait past its bound): a 503 page in the visitor's language, not the error page.
      if (response.status >= 500 && databaseTrouble(failure.error)) return unavailable(request, failure.error);
      // Vite's development server injects its own scripts: the policy is for built pages.
      if (mode === "development") return withPageViewHeader(response, pageView.current);
      const { brandingWidget } = await getSiteSettings(c.var.database.db);
      const secured = withContentSecurityPolicy(response, scriptNonce, scriptOrigin(brandingWidget.scriptUrl));
      return withPageViewHeader(secured, pageView.current);
    };
    if (isAdminPath(c.req.path)) {
      // Admin pages are per session: never cached anywhere, never indexed.
      const rendered = await render();
      const response = new Response(rendered.body, rendered);
      response.headers.set("Cache-Control", "private, no-store");
      response.headers.set("X-Robots-Tag", "noindex, nofollow");
      return response;
    }
    // The page's view is counted here, after the cache: a cached answer carries it in a header (decision 0011).
    const { response, view } = takePageView(
      await (pageCache ? pageCache(c.var.database.db, request, render) : render()).catch((error: unknown) => {
        if (databaseTrouble(error)) return unavailable(request, error);
        throw error;
      }),
    );
    if (view && showsThePage(response.status) && isCountableRequest(request))
      countPageView(c.var.database.db, view, c.req.url);
    // A page that marks what fits the visitor's helmet, or shows delivery to the country they chose, is theirs alone:
    // no shared cache may keep it, whatever its status (the Link Unavailable notice, a 404, shows the helmet too).
    const theirs = getCookie(c, myHelmetCookie) || chosenDeliveryCountry(c.req.header("cookie"));
    if (theirs) {
      const personal = new Response(response.body, response);
      personal.headers.set("Cache-Control", "private, no-cache");
      if (!/\bcookie\b/i.test(personal.headers.get("Vary") ?? "")) personal.headers.append("Vary", "Cookie");
      return personal;
    }
    return response;
  });
}
