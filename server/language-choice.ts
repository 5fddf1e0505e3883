import { Hono, type Context, type MiddlewareHandler } from "hono";
import { setCookie } from "hono/cookie";
import { isLanguage, isUiLanguage, preferredLanguageCookie, type Language, type UiLanguage } from "~/i18n/languages";
import { readCookie } from "~/lib/cookies";
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
 * The language a visitor has just switched to: a page of this site in a language (not zz), asked from one of its
 * pages in another. The language switcher's links are the translated pages themselves (decision 0028), and every
 * other link of a page stays in its language, so that is the switcher's click, with JavaScript off as on. Nothing
 * when the choice is already saved.
 */
export function switchedLanguage(
  url: string,
  referer: string | null | undefined,
  cookie: string | null | undefined,
): Language | null {
  const page = new URL(url);
  const language = page.pathname.split("/")[1];
  if (!referer || !isLanguage(language) || readCookie(cookie, preferredLanguageCookie) === language) return null;
  const from = URL.parse(referer);
  const fromLanguage = from?.pathname.split("/")[1];
  return from?.host === page.host && isUiLanguage(fromLanguage) && fromLanguage !== language ? language : null;
}

/**
 * `?lng={code}` on a page: the spec's first detection source. The choice is saved and the visitor sent on (303) to
 * the address without the parameter, in that language: so the address a search engine or a visitor keeps is the
 * page's own. An unknown code is dropped without being saved. A page reached from the language switcher
 * (`switchedLanguage`) is answered as it is, saving the choice on the way: that answer alone is the visitor's.
 */
export const languageQuery: MiddlewareHandler<AppEnv> = async (c, next) => {
  const code = c.req.query("lng");
  const reading = c.req.method === "GET" || c.req.method === "HEAD";
  if (code === undefined && reading) {
    const switched = switchedLanguage(c.req.url, c.req.header("referer"), c.req.header("cookie"));
    await next();
    if (switched) {
      c.res = new Response(c.res.body, c.res);
      remember(c, switched);
      c.res.headers.set("Cache-Control", "private, no-cache");
    }
    return;
  }
  if (code === undefined || !reading) return next();
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

/** Keeps a language in the preference cookie for a year. */
function remember(c: Context<AppEnv>, code: Language) {
  setCookie(c, preferredLanguageCookie, code, {
    path: "/",
    maxAge: 365 * 24 * 60 * 60,
    sameSite: "Lax",
    secure: isHttps(c),
  });
}

/** Remembers a language in the preference cookie (zz is followed, never saved) and goes on to `target`. */
function chosen(c: Context<AppEnv>, code: UiLanguage, target: string) {
  if (isLanguage(code)) remember(c, code);
  c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex");
  return c.redirect(target, 303);
}
