/** The product trash: move a product there, bring it back (if its slug is still free), delete it for good. */
import { productIsLive } from "#db/predicates";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { products } from "#db/schema";
import { asActor } from "#db/change-actor";
import { ConflictError, NotFoundError } from "~/lib/errors";

export async function trashProduct(db: Db, id: number) {
  const moved = await db.transaction(async (tx) => {
    await asActor(tx, "curator");
    return tx
      .update(products)
      .set({ deletedAt: new Date() })
      .where(and(eq(products.id, id), productIsLive))
      .returning({ id: products.id });
  });
  if (!moved.length) throw new NotFoundError("Product not found");
}

export async function restoreProduct(db: Db, id: number) {
  const [row] = await db
    .select({ slug: products.slug })
    .from(products)
    .where(and(eq(products.id, id), isNotNull(products.deletedAt)));
  if (!row) throw new NotFoundError("Product not in the trash");
  const [clash] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, row.slug), productIsLive));
  if (clash)
    throw new ConflictError(`Another product now uses the slug "${row.slug}": rename it before restoring this one`);
  await db.transaction(async (tx) => {
    await asActor(tx, "curator");
    await tx.update(products).set({ deletedAt: null, updatedAt: new Date() }).where(eq(products.id, id));
  });
}

/** Deletes a product in the trash for good (its pictures, translations and tags with it). */
export async function purgeProduct(db: Db, id: number) {
  const deleted = await db
    .delete(products)
    .where(and(eq(products.id, id), isNotNull(products.deletedAt)))
    .returning({ id: products.id });
  if (!deleted.length) throw new NotFoundError("Product not in the trash");
}
