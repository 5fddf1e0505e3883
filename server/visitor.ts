import { getConnInfo } from "@hono/node-server/conninfo";
import { eq } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { randomBytes } from "node:crypto";
import type { Db } from "#db/client.server";
import { settings } from "#db/schema";
import { InvalidError } from "~/lib/errors";
import { sameOriginReferer } from "~/lib/referer";
import { clientKey, hitRateLimit, type WriteAction } from "~/lib/rate-limit.server";
import type { AppEnv } from "./context";

/** Public write endpoints: small JSON bodies, a per-client rate limit, and a honeypot field. */
const maxBodyBytes = 8 * 1024;
export const honeypotField = "website";

export const limitBody = bodyLimit({
  maxSize: maxBodyBytes,
  onError: (c) => c.json({ error: "Request body is too large" }, 413),
});

/** The client's address: the socket's, or the first X-Forwarded-For entry behind a trusted proxy. */
function clientAddress(c: Context<AppEnv>) {
  if (c.var.trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // in-process requests (tests) have no socket
  }
}

const salts = new WeakMap<Db, Promise<string>>();

/** A random salt kept in settings, the same for every instance, so hashed addresses can be counted. */
function rateLimitSalt(db: Db) {
  let salt = salts.get(db);
  if (!salt) {
    salt = (async () => {
      await db
        .insert(settings)
        .values({ key: "rate-limit-salt", value: randomBytes(16).toString("hex") })
        .onConflictDoNothing();
      const [row] = await db
        .select({ value: settings.value })
        .from(settings)
        .where(eq(settings.key, "rate-limit-salt"));
      return String(row!.value);
    })();
    salts.set(db, salt);
  }
  return salt;
}

/** The client as a salted hash of its address (what rate limits and login throttling count). */
export async function hashedClient(c: Context<AppEnv>) {
  return clientKey(clientAddress(c), await rateLimitSalt(c.var.database.db));
}

/** Counts the attempt; over the limit answers 429 with Retry-After (or, with `soft`, lets it through uncounted). */
export function rateLimit(action: WriteAction, { soft = false } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { allowed, retryAfterSeconds } = await hitRateLimit(c.var.database.db, action, await hashedClient(c));
    c.set("overRateLimit", !allowed);
    if (!allowed && !soft) {
      return c.json({ error: "Too many requests. Please try again later." }, 429, {
        "Retry-After": String(retryAfterSeconds),
      });
    }
    await next();
  };
}

/** The JSON body as an object; anything else is a 400. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const body: unknown = await c.req.json().catch(() => {
    throw new InvalidError("Request body must be JSON");
  });
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw new InvalidError("Request body must be a JSON object");
  return body as Record<string, unknown>;
}

/** Bots fill every field; people never see this one. */
export function filledHoneypot(body: Record<string, unknown>) {
  const value = body[honeypotField];
  return typeof value === "string" && value.trim() !== "";
}

/** Path of a same-site referring page, without query (it could carry personal data). */
export function referringPath(c: Context) {
  return sameOriginReferer(c.req.header("referer"), c.req.url)?.pathname.slice(0, 300) ?? null;
}
