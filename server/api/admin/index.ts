import { Hono, type Context, type MiddlewareHandler } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import {
  createSession,
  deleteSession,
  endAllSessions,
  logIn,
  hostOnlySessionCookie,
  sessionCookie,
  sessionTokenOf,
  validateSession,
} from "~/features/admin/auth.server";
import { loginPageAfter, safeAdminTarget } from "~/features/admin/admin-tools";
import { hasCookie } from "~/lib/cookies";
import { adminLanguageChoiceSchema, loginSchema } from "~/features/admin/auth.schema";
import { adminLanguageReturn } from "~/features/admin/admin-language";
import { rememberCuratorLanguage } from "~/features/settings/index.server";
import { adminLanguageCookie, testLanguage } from "~/i18n/languages";
import { ForbiddenError, NotFoundError, UnauthorizedError } from "~/lib/errors";
import type { AppEnv } from "../../context";
import { isHttps, parseOr400 } from "../../http";
import { hashedClient, isFormBody, limitBody, readBodyObject } from "../../visitor";
import { adminToolRouters, type AdminToolRouterTypes } from "./tools";
import { inboxAdmin } from "./inbox";
import { timelineAdmin } from "./timeline";

/** The only admin routes a visitor without a session may call. Everything else answers 401. */
export const publicAdminRoutes = [
  ["POST", "/api/admin/login"],
  ["GET", "/api/admin/status"],
  ["POST", "/api/admin/language"],
] as const;

const isPublic = (c: Context) =>
  publicAdminRoutes.some(([method, path]) => c.req.method === method && c.req.path === path);

/** Admin answers are private and never indexed. */
const privateAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  c.header("Cache-Control", "private, no-store");
  c.header("X-Robots-Tag", "noindex, nofollow");
};

/** The one gate in front of every admin route: a live session, or 401. */
const requireSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isPublic(c) && !(await validateSession(c.var.database.db, sessionTokenOf(c.req.header("cookie"))))) {
    throw new UnauthorizedError("Not logged in");
  }
  await next();
};

/** Writes must come from a page of this site: the Origin header has to match (no CSRF, whatever the body type). */
function sameOrigin(publicOrigin?: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!["GET", "HEAD", "OPTIONS"].includes(c.req.method)) {
      const origin = c.req.header("origin");
      const allowed = [new URL(c.req.url).origin, publicOrigin].filter(Boolean);
      if (!origin || !allowed.includes(origin)) throw new ForbiddenError("Cross-site request refused");
    }
    await next();
  };
}

interface AdminApiOptions {
  passwordHash: string;
  publicOrigin?: string;
}

/** Login, session status, logout and ending every session. */
function sessionAdmin({ passwordHash, publicOrigin }: AdminApiOptions) {
  return (
    new Hono<AppEnv>()
      .post("/login", limitBody, async (c) => {
        const { db } = c.var.database;
        // The login page's form posts here too when JavaScript is off (or not yet running): it is
        // answered with a redirect, to the target or back to the form with the reason.
        const form = isFormBody(c);
        const body = await readBodyObject(c);
        const { password, code } = parseOr400(loginSchema, body);
        const outcome = await logIn(db, { client: await hashedClient(c), passwordHash, password, code });
        if (!outcome.ok) {
          const { status, message } = outcome;
          if (form) return c.redirect(loginPageAfter(outcome.reason, body.redirect), 303);
          const needsCode = "needsCode" in outcome ? { needsCode: true } : {};
          const retryAfter = status === 429 ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
          return c.json({ success: false, ...needsCode, message, error: message }, status, retryAfter);
        }
        const { token, expiresAt } = await createSession(db, c.req.header("user-agent") ?? null);
        const secure = isHttps(c, publicOrigin);
        setCookie(c, sessionCookie, token, {
          httpOnly: true,
          sameSite: "Lax",
          secure,
          path: "/",
          expires: expiresAt,
          ...(secure ? { prefix: "host" as const } : {}),
        });
        if (form) return c.redirect(safeAdminTarget(String(body.redirect ?? "")), 303);
        return c.json({ success: true, message: "Login successful" });
      })
      // The admin's language, chosen on any admin page or the login: a cookie, then back to the page (a form
      // without JavaScript) or `{ language }` (the page reloads in it). Chosen while logged in, the server remembers
      // it too: mail to the curator (the digest) is written in it (decision 0034).
      .post("/language", limitBody, async (c) => {
        const body = await readBodyObject(c);
        const { language } = parseOr400(adminLanguageChoiceSchema, body);
        const { db } = c.var.database;
        if (language !== testLanguage && (await validateSession(db, sessionTokenOf(c.req.header("cookie")))))
          await rememberCuratorLanguage(db, language);
        setCookie(c, adminLanguageCookie, language, {
          sameSite: "Lax",
          secure: isHttps(c, publicOrigin),
          path: "/",
          maxAge: 365 * 24 * 60 * 60,
        });
        if (isFormBody(c)) return c.redirect(adminLanguageReturn(String(body.to ?? "")), 303);
        return c.json({ language });
      })
      .get("/status", async (c) =>
        c.json({ isAuthenticated: await validateSession(c.var.database.db, sessionTokenOf(c.req.header("cookie"))) }),
      )
      .post("/logout", async (c) => {
        await deleteSession(c.var.database.db, sessionTokenOf(c.req.header("cookie")));
        endSessionCookies(c);
        return c.json({ success: true, message: "Logged out" });
      })
      .delete("/sessions", async (c) => {
        await endAllSessions(c.var.database.db);
        endSessionCookies(c);
        return c.json({ success: true, message: "Every session ended" });
      })
  );
}

/**
 * Every admin router by its path under /api/admin, with the types its validators and answers declare: the admin
 * pages' typed client is made from it (app/features/admin/admin-api.ts, by `import type`).
 */
export type AdminRouters = AdminToolRouterTypes & {
  "/": ReturnType<typeof sessionAdmin>;
  "/inbox": typeof inboxAdmin;
  "/timeline": typeof timelineAdmin;
};

/** /api/admin: the session's routes, the inbox and the tools' routers, all behind `requireSession`. */
export function adminApi(options: AdminApiOptions) {
  const { passwordHash, publicOrigin } = options;
  const api = new Hono<AppEnv>().use(privateAnswers, requireSession, sameOrigin(publicOrigin));
  api.route("/", sessionAdmin(options));
  // The dashboard's inbox reads every tool; it belongs to none.
  api.route("/inbox", inboxAdmin);
  // A product's or category's timeline: the product and category forms show it.
  api.route("/timeline", timelineAdmin);
  // Each tool's routers at the paths its registry entry names (admin-tools.ts, server/api/admin/tools.ts).
  for (const routers of Object.values(adminToolRouters({ publicOrigin, passwordHash }))) {
    for (const [path, router] of Object.entries(routers)) api.route(path, router);
  }
  return api.all("*", () => {
    throw new NotFoundError("Not found");
  });
}

/** Both names the session cookie may have (host-only behind HTTPS, bare on plain HTTP) are cleared. */
function endSessionCookies(c: Context<AppEnv>) {
  deleteCookie(c, sessionCookie, { path: "/" });
  if (hasCookie(c.req.header("cookie"), hostOnlySessionCookie)) {
    deleteCookie(c, sessionCookie, { path: "/", secure: true, prefix: "host" });
  }
}
