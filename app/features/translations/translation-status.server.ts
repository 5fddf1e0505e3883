import { sql } from "drizzle-orm";
import { categories, categoryTranslations, products, productTranslations } from "#db/schema";

/**
 * A translation is stale when the original changed after it was written: the md5 of the original
 * text it remembers (source_hash, set by a trigger, see drizzle/0004) differs from the current one.
 * Use with the translation row joined to its product / category.
 */
export const productTranslationIsStale = sql<boolean>`(${productTranslations.sourceHash} is distinct from product_source_hash(${products.name}, ${products.description}, ${products.buttonText}))`;

export const categoryTranslationIsStale = sql<boolean>`(${categoryTranslations.sourceHash} is distinct from category_source_hash(${categories.name}, ${categories.description}))`;
