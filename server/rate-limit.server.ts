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
  like: { limit: 60, windowSeconds: 600 },
  affiliateClick: { limit: 120, windowSeconds: 600 },
} satisfies Record<string, RateLimit>;
export type WriteAction = keyof typeof writeLimits;

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
