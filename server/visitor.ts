import { eq } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { randomBytes } from "node:crypto";
import type { Db } from "#db/client.server";
import { settings } from "#db/schema";
import { DomainError, InvalidError } from "~/lib/errors";
import { refererPath } from "~/lib/referer";
import { clientKey, hitRateLimit, mailboxOf, type WriteAction } from "./rate-limit.server";
import type { AppEnv } from "./context";
import { checkInput } from "./input";
import { clientOf, limitedClient, peerAddress } from "./proxy-trust";

/** Public write endpoints: small JSON bodies, a per-client rate limit, and a honeypot field. */
const maxBodyBytes = 8 * 1024;
export const honeypotField = "website";

export const limitBody = bodyLimit({
  maxSize: maxBodyBytes,
  onError: (c) => c.json({ error: "Request body is too large" }, 413),
});

/**
 * The client as limits count it: the socket's peer, or behind trusted proxies (TRUST_PROXY) the address the
 * outermost of them saw; an IPv6 client by its /64 (server/proxy-trust.ts).
 */
function clientAddress(c: Context<AppEnv>) {
  return limitedClient(clientOf(peerAddress(c), c.req.header("x-forwarded-for"), c.var.trustProxy));
}

type MailboxAction = Extract<WriteAction, `${string}Mailbox`>;

const salts = new WeakMap<Db, Promise<string>>();

/** A random salt kept in settings, the same for every instance, so hashed addresses can be counted. */
function rateLimitSalt(db: Db) {
  let salt = salts.get(db);
  if (!salt) {
    const stored = async () =>
      (await db.select({ value: settings.value }).from(settings).where(eq(settings.key, "rate-limit-salt")))[0]?.value;
    salt = (async () => {
      // Written only when missing: any statement on settings, even an insert that does nothing, bumps the
      // catalogue version and so empties every cache.
      const known = await stored();
      if (known !== undefined) return String(known);
      await db
        .insert(settings)
        .values({ key: "rate-limit-salt", value: randomBytes(16).toString("hex") })
        .onConflictDoNothing();
      return String(await stored());
    })();
    // A failed read (the database away) is asked again next time, not kept: it refused every write until restart.
    salt.catch(() => salts.delete(db));
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
    c.set("retryAfterSeconds", retryAfterSeconds);
    if (!allowed && !soft) return tooManyRequests(c);
    await next();
  };
}

/**
 * Counts a sign-up for its mailbox (rate-limit.server.ts `mailboxOf`), kept as a salted hash like a client; over
 * the limit it is refused with a 429 (thrown, so a form posted without JavaScript gets its "try later" page).
 */
export async function limitMailbox(c: Context<AppEnv>, action: MailboxAction, email: string) {
  const mailbox = clientKey(mailboxOf(email), await rateLimitSalt(c.var.database.db));
  const { allowed } = await hitRateLimit(c.var.database.db, action, mailbox);
  if (!allowed) throw new DomainError("Too many requests for this address. Please try again later.", 429);
}

/** The JSON answer of a client over its limit. */
export function tooManyRequests(c: Context<AppEnv>) {
  return c.json({ error: "Too many requests. Please try again later." }, 429, {
    "Retry-After": String(c.var.retryAfterSeconds ?? 60),
  });
}

/** The JSON body as an object, checked at the edge (server/input.ts); anything else is a 400. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const body: unknown = await c.req.json().catch(() => {
    throw new InvalidError("Request body must be JSON");
  });
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw new InvalidError("Request body must be a JSON object");
  checkInput(body);
  return body as Record<string, unknown>;
}

/** Whether the body is an HTML form's (a page posting without JavaScript). */
export const isFormBody = (c: Context) =>
  /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(c.req.header("content-type") ?? "");

/** A form's fields (text only: a file is refused) or the JSON object, checked at the edge either way. */
export async function readBodyObject(c: Context): Promise<Record<string, unknown>> {
  if (!isFormBody(c)) return readJsonObject(c);
  const form = await c.req.parseBody().catch(() => {
    throw new InvalidError("The form could not be read");
  });
  if (Object.values(form).some((value) => typeof value !== "string")) throw new InvalidError("Send text fields only");
  checkInput(form);
  return form;
}

/** Bots fill every field; people never see this one. */
export function filledHoneypot(body: Record<string, unknown>) {
  const value = body[honeypotField];
  return typeof value === "string" && value.trim() !== "";
}

/** Path of a same-site referring page, without query (it could carry personal data). */
export function referringPath(c: Context) {
  return refererPath(c.req.header("referer"), c.req.url)?.split("?")[0]!.slice(0, 300) ?? null;
}
