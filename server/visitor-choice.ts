import type { Context, MiddlewareHandler } from "hono";
import { setCookie } from "hono/cookie";
import { every } from "hono/combine";
import { csrf } from "hono/csrf";
import { ForbiddenError } from "~/lib/errors";
import type { AppEnv } from "./context";
import { isHttps } from "./http";
import { limitBody } from "./visitor";

/**
 * A visitor's choice remembered in a cookie by a plain form post (my helmet, the delivery country): no account, no
 * identifier, and it works without JavaScript. csrf() checks Origin (a form from another site, even one that sends no
 * Sec-Fetch-Site); the next guard refuses what a browser marks as cross-site whatever its body's type.
 */
export const visitorChoiceGuard: MiddlewareHandler<AppEnv> = every(
  csrf(),
  async (c, next) => {
    if (c.req.header("sec-fetch-site") === "cross-site") throw new ForbiddenError("Cross-site request refused");
    await next();
  },
  limitBody,
);

/** Keeps the choice a year, for this site's pages only (never sent to another site, never read by a script). */
export function rememberChoice(c: Context<AppEnv>, name: string, value: string) {
  setCookie(c, name, value, {
    path: "/",
    maxAge: 365 * 24 * 60 * 60,
    sameSite: "Lax",
    httpOnly: true,
    secure: isHttps(c),
  });
}
