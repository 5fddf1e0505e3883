import { hash, verify } from "@node-rs/argon2";
import { and, desc, eq, gt, lt } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "#db/client.server";
import { adminSessions, loginAttempts, settings } from "#db/schema";
import { readCookie } from "~/lib/cookies";

/**
 * The one administrator's authentication: an argon2id password hash, server-side sessions, and
 * login throttling per client. See docs/security.md.
 */

export const sessionCookie = "admin_session";
/** A session ends after 2 hours without use, and 12 hours after login whatever happens. */
export const sessionIdleMs = 2 * 60 * 60 * 1000;
export const sessionAbsoluteMs = 12 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reading pages does not write on every request. */
const touchEveryMs = 60 * 1000;

const passwordSettingKey = "admin-password-hash";
// Algorithm.Argon2id (a const enum, which this build cannot import) is 2.
const argon2Options = { algorithm: 2 } as const;

export function hashPassword(password: string) {
  return hash(password, argon2Options);
}

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed hash never matches
  }
}

/**
 * The hash the login checks against: ADMIN_PASSWORD_HASH, else a hash of ADMIN_PASSWORD, else the
 * stored one. With none, a strong password is generated, shown once through `announce`, and only
 * its hash is stored.
 */
export async function resolveAdminPasswordHash(
  db: Db,
  env: { ADMIN_PASSWORD?: string; ADMIN_PASSWORD_HASH?: string },
  announce: (message: string) => void = console.log,
): Promise<string> {
  if (env.ADMIN_PASSWORD_HASH) {
    if (!env.ADMIN_PASSWORD_HASH.startsWith("$argon2id$"))
      throw new Error("ADMIN_PASSWORD_HASH must be an argon2id hash");
    return env.ADMIN_PASSWORD_HASH;
  }
  if (env.ADMIN_PASSWORD) return hashPassword(env.ADMIN_PASSWORD);
  const [stored] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, passwordSettingKey));
  if (typeof stored?.value === "string") return stored.value;
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const [inserted] = await db
    .insert(settings)
    .values({ key: passwordSettingKey, value: passwordHash })
    .onConflictDoNothing()
    .returning({ key: settings.key });
  // Another instance may have won the race: then its password stands and ours is never shown.
  if (!inserted) return resolveAdminPasswordHash(db, env, announce);
  announce(
    `\nAdmin password (shown only this once; only its hash is stored): ${password}\n` +
      "Set ADMIN_PASSWORD or ADMIN_PASSWORD_HASH to choose your own.\n",
  );
  return passwordHash;
}

/** 20 characters from an unambiguous alphabet, in groups of 5: about 100 bits. */
function generatePassword() {
  const alphabet = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(20);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]);
  return [0, 5, 10, 15].map((i) => chars.slice(i, i + 5).join("")).join("-");
}

const tokenHash = (token: string) => createHash("sha256").update(token).digest("base64url");

/** Starts a session; the caller sets the returned token as the cookie. */
export async function createSession(db: Db, userAgent: string | null, now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + sessionAbsoluteMs);
  await db.insert(adminSessions).values({
    tokenHash: tokenHash(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

/** Whether `token` names a live session (neither idle too long nor past its end); keeps it alive. */
export async function validateSession(db: Db, token: string | undefined, now = new Date()) {
  if (!token || token.length > 100) return false;
  const key = tokenHash(token);
  const [session] = await db.select().from(adminSessions).where(eq(adminSessions.tokenHash, key));
  if (!session) return false;
  if (session.expiresAt <= now || now.getTime() - session.lastSeenAt.getTime() > sessionIdleMs) {
    await db.delete(adminSessions).where(eq(adminSessions.tokenHash, key));
    return false;
  }
  if (now.getTime() - session.lastSeenAt.getTime() > touchEveryMs) {
    await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.tokenHash, key));
  }
  return true;
}

export async function deleteSession(db: Db, token: string | undefined) {
  if (token) await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash(token)));
}

/** Ends every session (after a password change, or from the security tool). */
export async function deleteExpiredSessions(db: Db, now = new Date()) {
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, now));
}

/** Failed logins since the last success that lock a client out, and for how long (doubling). */
export const loginLockout = { failures: 5, firstLockMs: 15 * 60 * 1000, maxLockMs: 24 * 60 * 60 * 1000 };

/**
 * Whether `client` may try a password now. Every 5 failures since its last success (within a day)
 * lock it for 15 minutes, then 30, 60... up to a day, counted from its latest failure.
 */
export async function loginThrottle(db: Db, client: string, now = new Date()) {
  const since = new Date(now.getTime() - loginLockout.maxLockMs);
  const recent = await db
    .select({ succeeded: loginAttempts.succeeded, at: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, client), gt(loginAttempts.attemptedAt, since)))
    .orderBy(desc(loginAttempts.attemptedAt))
    .limit(200);
  const lastSuccess = recent.findIndex((a) => a.succeeded);
  const failures = lastSuccess === -1 ? recent : recent.slice(0, lastSuccess);
  const rounds = Math.floor(failures.length / loginLockout.failures);
  if (rounds === 0) return { allowed: true as const };
  const lockMs = Math.min(loginLockout.firstLockMs * 2 ** (rounds - 1), loginLockout.maxLockMs);
  const until = failures[0]!.at.getTime() + lockMs;
  return until > now.getTime()
    ? { allowed: false as const, retryAfterSeconds: Math.ceil((until - now.getTime()) / 1000) }
    : { allowed: true as const };
}

export async function recordLoginAttempt(db: Db, client: string, succeeded: boolean, now = new Date()) {
  await db.insert(loginAttempts).values({ ip: client, succeeded, attemptedAt: now });
}

/** The session token in a Cookie header. */
export function sessionTokenOf(cookieHeader: string | null | undefined) {
  return readCookie(cookieHeader, sessionCookie);
}
