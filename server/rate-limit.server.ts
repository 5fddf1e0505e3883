import { createHash } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { rateLimits } from "#db/schema";

export interface RateLimit {
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
}

/** Limits of the public write endpoints, per client address. */
export const writeLimits = {
  newsletter: { limit: 5, windowSeconds: 600 },
  visorRequest: { limit: 10, windowSeconds: 600 },
  stockRequest: { limit: 10, windowSeconds: 600 },
  priceAlert: { limit: 10, windowSeconds: 600 },
  like: { limit: 60, windowSeconds: 600 },
  affiliateClick: { limit: 120, windowSeconds: 600 },
  // Per mailbox (mailboxOf), whatever the client: one inbox cannot be flooded from many addresses or spellings.
  newsletterMailbox: { limit: 10, windowSeconds: 86_400 },
  visorRequestMailbox: { limit: 20, windowSeconds: 86_400 },
  stockRequestMailbox: { limit: 20, windowSeconds: 86_400 },
  priceAlertMailbox: { limit: 20, windowSeconds: 86_400 },
} satisfies Record<string, RateLimit>;
export type WriteAction = keyof typeof writeLimits;

/**
 * One mailbox however it is written, for limits only (addresses are stored as typed): lower case; no `+tag` in the
 * local part, on every domain (sub-addressing: most providers deliver a+x@ to a@); and for gmail.com and
 * googlemail.com (one mailbox) no dots in the local part, which Gmail ignores. `a.b+x@gmail.com` is `ab@gmail.com`.
 */
export function mailboxOf(email: string) {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  let local = address.slice(0, at).split("+")[0]!;
  let domain = address.slice(at + 1);
  if (domain === "googlemail.com") domain = "gmail.com";
  if (domain === "gmail.com") local = local.replaceAll(".", "");
  return `${local}@${domain}`;
}

/** Client addresses are kept only as a salted hash: enough to count, useless to identify anyone. */
export function clientKey(address: string, salt: string) {
  return createHash("sha256").update(`${salt}:${address}`).digest("base64url").slice(0, 22);
}

/**
 * Counts one attempt in the current fixed window (one upsert, shared by every instance through
 * the database) and says whether it is allowed and, if not, when to retry.
 */
export async function hitRateLimit(db: Db, action: WriteAction, client: string, now = new Date()) {
  const { limit, windowSeconds } = writeLimits[action];
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: `${action}:${client}`, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  // Old windows are useless; sweep now and then rather than on every request.
  if (Math.random() < 0.01)
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 86_400_000)));
  const allowed = row!.count <= limit;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
  return { allowed, retryAfterSeconds };
}
