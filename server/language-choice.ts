import { Hono, type Context, type MiddlewareHandler } from "hono";
import { setCookie } from "hono/cookie";
import { isLanguage, isUiLanguage, preferredLanguageCookie, type UiLanguage } from "~/i18n/languages";
import { translatePath } from "~/i18n/routes";
import type { AppEnv } from "./context";
import { isHttps } from "./http";
import { returnPath } from "./my-helmet";

/**
 * GET /language/{code}?to=/de/…: the language switcher's link. The server remembers the choice in the
 * `preferred-language` cookie (so it works without JavaScript) and sends the visitor on to the page in that
 * language, a path of this site only. The test locale zz is followed but never saved.
 */
export const languageChoiceRoutes = new Hono<AppEnv>().get("/:code", (c) => {
  const code = c.req.param("code");
  if (!isUiLanguage(code)) return c.json({ error: "Unknown language: use one of the site's language codes" }, 400);
  return chosen(c, code, returnPath(c.req.query("to"), c.req.url));
});

/**
 * `?lng={code}` on a page: the spec's first detection source, and what the language switcher's links add to the
 * translated page they point at. The choice is saved and the visitor sent on (303) to the address without the
 * parameter, in that language: so the address a search engine or a visitor keeps is the page's own. An unknown
 * code is dropped without being saved.
 */
export const languageQuery: MiddlewareHandler<AppEnv> = async (c, next) => {
  const code = c.req.query("lng");
  if (code === undefined || (c.req.method !== "GET" && c.req.method !== "HEAD")) return next();
  const url = new URL(c.req.url);
  url.searchParams.delete("lng");
  if (!isUiLanguage(code)) {
    c.header("Cache-Control", "no-store");
    return c.redirect(url.pathname + url.search, 303);
  }
  // The page in the chosen language (a switcher's link already is; a product's own slug follows from its redirect).
  const pageLanguage = url.pathname.split("/")[1];
  const path =
    url.pathname === "/"
      ? `/${code}/`
      : isUiLanguage(pageLanguage) && pageLanguage !== code
        ? translatePath(url.pathname, code)
        : url.pathname;
  return chosen(c, code, path + url.search);
};

/** Remembers a language in the preference cookie (zz is followed, never saved) and goes on to `target`. */
function chosen(c: Context<AppEnv>, code: UiLanguage, target: string) {
  if (isLanguage(code)) {
    setCookie(c, preferredLanguageCookie, code, {
      path: "/",
      maxAge: 365 * 24 * 60 * 60,
      sameSite: "Lax",
      secure: isHttps(c),
    });
  }
  c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex");
  return c.redirect(target, 303);
}
