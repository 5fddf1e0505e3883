import { data, redirect, type RouterContextProvider } from "react-router";
import { getSiteSettings } from "~/features/settings/site-settings.server";
import { getMyHelmet } from "~/features/helmets/helmets.server";
import { listSuggestedCategories } from "~/features/categories/categories.service.server";
import { contentLanguage, isUiLanguage, type UiLanguage } from "~/i18n/languages";
import { serverT } from "~/i18n/messages.server";
import type { PageKind } from "~/features/insight/page-kind";
import { appContext } from "./app-context";

/**
 * Query parameters any page may carry: React Router's own on its data requests. (Tracking parameters never reach a
 * loader: server/pages.ts renders from the address without them.)
 */
const routerParameters = new Set(["_routes", "index"]);

/**
 * What every storefront loader starts from: the database, languages, text, site settings, origin and the visitor's
 * helmet. `reads` names the query parameters the page reads (none by default; "any" for the personal no-store
 * pages that take a token): a GET with any other answers a 301 to the address without them, so an unknown
 * parameter never renders a copy of a page, and search engines see one address (decision 0017, issue 35).
 */
export async function storeContext(
  {
    params,
    request,
    context,
  }: {
    params: { lang?: string };
    request: Request;
    context: Readonly<RouterContextProvider>;
  },
  { reads = [] }: { reads?: readonly string[] | "any" } = {},
) {
  const app = context.get(appContext);
  if (!isUiLanguage(params.lang)) throw data(null, { status: 404 });
  if (request.method === "GET" && reads !== "any") dropUnreadParameters(request.url, reads);
  const ui = params.lang;
  const [site, myHelmet] = await Promise.all([getSiteSettings(app.database.db), getMyHelmet(app.database.db, request)]);
  return {
    db: app.database.db,
    ui,
    language: contentLanguage(ui),
    t: serverT(ui),
    site,
    /** The helmet the visitor rides (cookie), to mark what fits it. */
    myHelmet,
    origin: app.publicOrigin ?? new URL(request.url).origin,
    url: new URL(request.url),
    /** Counts this answer as a view of its page kind (and product), once it is sent (decision 0011). */
    countView(kind: PageKind, productId = 0) {
      if (app.pageView) app.pageView.current = { kind, language: contentLanguage(ui), productId };
    },
  };
}

function dropUnreadParameters(address: string, reads: readonly string[]) {
  if (!address.includes("?")) return;
  const url = new URL(address);
  const unread = [...new Set(url.searchParams.keys())].filter(
    (name) => !reads.includes(name) && !routerParameters.has(name),
  );
  if (!unread.length) return;
  for (const name of unread) url.searchParams.delete(name);
  throw redirect(url.pathname + url.search, 301);
}

/** What a storefront 404 carries to the not-found page: the suggested categories by their names in the language. */
export interface StoreNotFoundData {
  suggestions: { name: string; slug: string }[];
}

/** The storefront's one 404 answer (unknown page, category or path): throw it from a loader. */
export async function storeNotFound(db: Parameters<typeof listSuggestedCategories>[0], language: UiLanguage) {
  const body: StoreNotFoundData = { suggestions: await listSuggestedCategories(db, language) };
  return data(body, { status: 404 });
}
