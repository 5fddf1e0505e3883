import { Hono } from "hono";
import { setCookie } from "hono/cookie";
import { isLanguage, isUiLanguage, preferredLanguageCookie } from "~/i18n/languages";
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
  return c.redirect(returnPath(c.req.query("to"), c.req.url), 303);
});
