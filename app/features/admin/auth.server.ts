import { hash, verify } from "@node-rs/argon2";
import { and, desc, eq, gt, lt, lte, ne, or } from "drizzle-orm";
import { createHash, randomBytes, randomInt } from "node:crypto";
import type { Db } from "#db/client.server";
import { adminSessions, loginAttempts, settings } from "#db/schema";
import { readCookie } from "~/lib/cookies";
import { isRecoveryCode, isTotpEnabled, verifySecondFactor } from "./totp.server";

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
  const passwordHash = await chooseAdminPasswordHash(db, env, announce);
  await endSessionsIfPasswordChanged(db, passwordHash, env.ADMIN_PASSWORD_HASH ? undefined : env.ADMIN_PASSWORD);
  return passwordHash;
}

async function chooseAdminPasswordHash(
  db: Db,
  env: { ADMIN_PASSWORD?: string; ADMIN_PASSWORD_HASH?: string },
  announce: (message: string) => void,
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
  if (!inserted) return chooseAdminPasswordHash(db, env, announce);
  announce(
    `\nAdmin password (shown only this once; only its hash is stored): ${password}\n` +
      "Set ADMIN_PASSWORD or ADMIN_PASSWORD_HASH to choose your own.\n",
  );
  return passwordHash;
}

/** The hash of the password of the last start (ADMIN_PASSWORD is hashed afresh, with a new salt, at each start). */
const passwordInUseKey = "admin-password-in-use";

/**
 * A changed password (ADMIN_PASSWORD, ADMIN_PASSWORD_HASH, then a restart) ends every session, so a
 * cookie from before the change opens nothing, and forgets failed logins: the way back in for a
 * curator locked out without a second factor.
 */
async function endSessionsIfPasswordChanged(db: Db, passwordHash: string, password: string | undefined) {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, passwordInUseKey));
  const previous = typeof row?.value === "string" ? row.value : undefined;
  const unchanged =
    previous !== undefined &&
    (password === undefined ? previous === passwordHash : await verifyPassword(previous, password));
  if (unchanged) return;
  await endAllSessions(db);
  await db.delete(loginAttempts);
  await db
    .insert(settings)
    .values({ key: passwordInUseKey, value: passwordHash })
    .onConflictDoUpdate({ target: settings.key, set: { value: passwordHash, updatedAt: new Date() } });
}

/**
 * The password a login checks: the one of the latest start of any instance (`admin-password-in-use`), read at each
 * attempt, so a password changed by restarting one instance is refused by the others at once (each kept the hash of
 * its own start in memory, and went on accepting the old password). `startHash` is this instance's, for a database
 * that no start has written to (tests that make the app directly).
 */
async function passwordHashInUse(db: Db, startHash: string) {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, passwordInUseKey));
  return typeof row?.value === "string" ? row.value : startHash;
}

export const passwordAlphabet = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/**
 * 20 characters from an unambiguous alphabet, in groups of 5: about 116 bits. Each character is drawn
 * uniformly (randomInt rejects the bytes that `byte % 56` would fold onto the first 32 letters).
 */
export function generatePassword() {
  const chars = Array.from({ length: 20 }, () => passwordAlphabet[randomInt(passwordAlphabet.length)]);
  return [0, 5, 10, 15].map((i) => chars.slice(i, i + 5).join("")).join("-");
}

const tokenHash = (token: string) => createHash("sha256").update(token).digest("base64url");

/** Starts a session; the caller sets the returned token as the cookie. Ended sessions are swept here. */
export async function createSession(db: Db, userAgent: string | null, now = new Date()) {
  await deleteExpiredSessions(db, now);
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

/** Deletes the sessions that have ended: past their end, or idle too long. */
async function deleteExpiredSessions(db: Db, now = new Date()) {
  const idleSince = new Date(now.getTime() - sessionIdleMs);
  await db.delete(adminSessions).where(or(lte(adminSessions.expiresAt, now), lt(adminSessions.lastSeenAt, idleSince)));
}

/** Ends every session (after a password change, or from the security tool). */
export async function endAllSessions(db: Db) {
  await db.delete(adminSessions);
}

/** Failed logins since the last success that lock a client out, and for how long (doubling). */
export const loginLockout = { failures: 5, firstLockMs: 15 * 60 * 1000, maxLockMs: 24 * 60 * 60 * 1000 };

/**
 * Whether `client` may try a password now. Every 5 failures since its last success (within a day)
 * lock it for 15 minutes, then 30, 60... up to a day, counted from its latest failure. `except`
 * leaves out one attempt (the one being decided, see startLoginAttempt).
 */
export async function loginThrottle(db: Db, client: string, now = new Date(), except?: number) {
  const since = new Date(now.getTime() - loginLockout.maxLockMs);
  const recent = await db
    .select({ succeeded: loginAttempts.succeeded, at: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.ip, client),
        gt(loginAttempts.attemptedAt, since),
        except === undefined ? undefined : ne(loginAttempts.id, except),
      ),
    )
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

/**
 * Counts a login attempt before anything is verified: it is stored as a failure at once, then the
 * lockout is decided from the attempts stored before it. So parallel guesses cannot all pass the
 * check before the first failure lands: the sixth of any burst sees five. A locked attempt is not
 * kept (waiting out the lock is what counts); a successful one is marked by `succeeded`.
 */
export async function startLoginAttempt(db: Db, client: string, now = new Date()) {
  const [attempt] = await db
    .insert(loginAttempts)
    .values({ ip: client, succeeded: false, attemptedAt: now })
    .returning({ id: loginAttempts.id });
  const { id } = attempt!;
  const throttle = await loginThrottle(db, client, now, id);
  if (!throttle.allowed) await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
  return {
    ...throttle,
    succeeded: () => db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, id)),
    /** Not a failure after all (the right password, the code still to come). */
    forget: () => db.delete(loginAttempts).where(eq(loginAttempts.id, id)),
  };
}

/** Why a login was refused: the page without JavaScript shows it from its address (loginPageAfter). */
export type LoginRefusal = "password" | "code-needed" | "code" | "locked";

export type LoginOutcome =
  | { ok: true }
  | { ok: false; reason: Exclude<LoginRefusal, "locked">; status: 401; message: string; needsCode?: true }
  | { ok: false; reason: "locked"; status: 429; message: string; retryAfterSeconds: number };

/**
 * One login: the attempt is counted first (startLoginAttempt), then the password and, when it is
 * on, the second factor. A locked-out client gets in only with the password and a recovery code:
 * a way back for the curator that someone guessing from the same address cannot block, and that
 * costs an attacker nothing to try (the recovery code is checked before the password's hash).
 */
export async function logIn(
  db: Db,
  {
    client,
    passwordHash: startHash,
    password,
    code,
  }: { client: string; passwordHash: string; password: string; code?: string },
): Promise<LoginOutcome> {
  const attempt = await startLoginAttempt(db, client);
  const passwordHash = await passwordHashInUse(db, startHash);
  if (!attempt.allowed) {
    const passes =
      !!code &&
      (await isRecoveryCode(db, code)) &&
      (await verifyPassword(passwordHash, password)) &&
      (await verifySecondFactor(db, code, Date.now(), { recoveryCodeOnly: true }));
    if (passes) {
      await recordLoginAttempt(db, client, true);
      return { ok: true };
    }
    const minutes = Math.ceil(attempt.retryAfterSeconds / 60);
    const message = `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
    return { ok: false, reason: "locked", status: 429, message, retryAfterSeconds: attempt.retryAfterSeconds };
  }
  if (!(await verifyPassword(passwordHash, password)))
    return { ok: false, reason: "password", status: 401, message: "Invalid password" };
  if (await isTotpEnabled(db)) {
    if (!code) {
      await attempt.forget();
      const message = "Enter the code from your authenticator app";
      return { ok: false, reason: "code-needed", status: 401, message, needsCode: true };
    }
    if (!(await verifySecondFactor(db, code)))
      return { ok: false, reason: "code", status: 401, message: "Invalid code", needsCode: true };
  }
  await attempt.succeeded();
  return { ok: true };
}

/**
 * Behind HTTPS the session cookie is `__Host-admin_session`: the browser keeps it for this host only,
 * over HTTPS, on path / (no subdomain can set or toss it). Plain HTTP (local use) keeps the bare name.
 */
export const hostOnlySessionCookie = `__Host-${sessionCookie}`;

/** The session token in a Cookie header (the host-only cookie first). */
export function sessionTokenOf(cookieHeader: string | null | undefined) {
  return readCookie(cookieHeader, hostOnlySessionCookie) ?? readCookie(cookieHeader, sessionCookie);
}
