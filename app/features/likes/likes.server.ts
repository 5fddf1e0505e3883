import { count, eq } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { likes } from "#db/schema";
import { assertProductVisible } from "~/features/catalog/index.server";

/** A product's real like count (one indexed count: cached catalogue reads may be a minute old). */
export async function countLikes(db: Db, productId: number) {
  const [row] = await db.select({ n: count() }).from(likes).where(eq(likes.productId, productId));
  return row!.n;
}

/** One like per product per browser; answers the product's real count. */
export async function likeProduct(db: Db, productId: number, visitorId: string) {
  await assertProductVisible(db, productId);
  await db.insert(likes).values({ productId, visitorId }).onConflictDoNothing();
  return countLikes(db, productId);
}
