import { and, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { categoryIsLive, productIsLive } from "#db/predicates";
import { categories, categoryTranslations, products, productTranslations } from "#db/schema";

/**
 * A translation is stale when the original changed after it was written: the md5 of the original
 * text it remembers (source_hash, set by a trigger, see drizzle/0004) differs from the current one.
 * Use with the translation row joined to its product / category.
 */
/** The md5 of a product's / category's original text now, as its translations' triggers remember it. */
export const productSourceHash = sql<string>`product_source_hash(${products.name}, ${products.description}, ${products.buttonText})`;
export const categorySourceHash = sql<string>`category_source_hash(${categories.name}, ${categories.description})`;

export const productTranslationIsStale = sql<boolean>`(${productTranslations.sourceHash} is distinct from ${productSourceHash})`;

export const categoryTranslationIsStale = sql<boolean>`(${categoryTranslations.sourceHash} is distinct from ${categorySourceHash})`;

/**
 * Live products' (or categories') hash of now, taken once each, to join to their translations where a whole
 * catalogue's translations are read: hashing once per translation row cost twice as much at 10,000 products
 * (issue 35). `offset 0` keeps the subquery whole, so the planner cannot fold the hash back into the join's rows;
 * `within` narrows the owners (a slice of them, `readInIdSlices`).
 */
export function liveSourceHashes(db: Db, entity: "product" | "category", within?: SQL) {
  const [owners, hash, live] =
    entity === "product"
      ? [products, productSourceHash, productIsLive]
      : [categories, categorySourceHash, categoryIsLive];
  return db
    .select({ id: owners.id, hash: hash.as("hash") })
    .from(owners)
    .where(and(live, within))
    .offset(0)
    .as("owner");
}

/** A translation joined to `liveSourceHashes`' row of its owner is stale when its hash differs. */
export const staleAgainst = (sourceHash: SQLWrapper, owner: { hash: SQLWrapper }) =>
  sql<boolean>`(${sourceHash} is distinct from ${owner.hash})`;
