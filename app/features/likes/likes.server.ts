import { count, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { likes } from "#db/schema";
import { preparedRead } from "#db/prepared-read.server";
import { catalogueCacheLimits } from "#db/catalogue-cache.server";
import { assertProductVisible } from "~/features/catalog/index.server";

const likesOfProduct = preparedRead((db) =>
  db
    .select({ n: count() })
    .from(likes)
    .where(eq(likes.productId, sql.placeholder("productId")))
    .prepare("likes_of_product"),
);

/** A product's real like count (one indexed count: cached catalogue reads may be a minute old). */
async function countLikes(db: Db, productId: number) {
  const [row] = await likesOfProduct(db).execute({ productId });
  return row!.n;
}

/** One like per product per browser; answers the product's real count. */
export async function likeProduct(db: Db, productId: number, visitorId: string) {
  await assertProductVisible(db, productId);
  await db.insert(likes).values({ productId, visitorId }).onConflictDoNothing();
  const count = await countLikes(db, productId);
  countsOf(db).set(productId, { count: Promise.resolve(count), readAt: Date.now() });
  return count;
}

/**
 * How long a page may show a like count before asking again: as long as the catalogue cache keeps a product's card
 * (which holds its count). Cached pages are as old (decision 0003), and the browser never shows fewer than the count
 * its own like answered.
 */
const likeCountAgeMs = () => catalogueCacheLimits.maxAgeMs;
const recentCounts = new WeakMap<Db, Map<number, { count: Promise<number>; readAt: number }>>();

function countsOf(db: Db) {
  let counts = recentCounts.get(db);
  if (!counts) recentCounts.set(db, (counts = new Map()));
  return counts;
}

/**
 * A product's like count at most a minute old, so a page renders without asking; this process's likes show at once.
 * `onCard`: the count the product's card was read with, at most as old (the catalogue cache keeps it no longer): a
 * page that has the card asks nothing, unless this process counted the product's likes since.
 */
export function recentLikeCount(db: Db, productId: number, onCard?: number) {
  const counts = countsOf(db);
  const known = counts.get(productId);
  if (known && Date.now() - known.readAt < likeCountAgeMs()) return known.count;
  // A count this process read or made is either fresh (above) or older than any card still kept.
  if (onCard !== undefined) return Promise.resolve(onCard);
  const count = countLikes(db, productId);
  counts.set(productId, { count, readAt: Date.now() });
  count.catch(() => counts.delete(productId));
  return count;
}
