import { productIsLive } from "#db/predicates";
import { and, asc, count, eq, ne, or, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { products, productTags, tags } from "#db/schema";
import { ConflictError, InvalidError, NotFoundError } from "~/lib/errors";
import { systemTagFlags } from "./product-kinds";
import { slugify } from "~/features/slugs";
import type { TagInput } from "./tags-admin.schema";

/** The curator's side of tags. System tags mirror the product flags: they are listed, never changed. */

/**
 * Every tag with the number of live products carrying it (for a system tag: the products with its
 * flag on); system tags first.
 */
export async function listTags(db: Db) {
  const flagged = Object.entries(systemTagFlags).map(
    ([name, flag]) => [name, sql<number>`count(*) filter (where ${products[flag]})`.mapWith(Number)] as const,
  );
  const [flagCounts] = await db.select(Object.fromEntries(flagged)).from(products).where(productIsLive);
  const tagRows = await db
    .select({
      id: tags.id,
      name: tags.name,
      slug: tags.slug,
      isSystem: tags.isSystem,
      productCount: count(products.id),
    })
    .from(tags)
    .leftJoin(productTags, eq(productTags.tagId, tags.id))
    .leftJoin(products, and(eq(products.id, productTags.productId), productIsLive))
    .groupBy(tags.id)
    .orderBy(asc(tags.id));
  const rows = tagRows.map((tag) =>
    tag.isSystem && flagCounts && tag.name in flagCounts ? { ...tag, productCount: flagCounts[tag.name]! } : tag,
  );
  // Sorted here: the databases' collations order capitals differently.
  return rows.sort((a, b) => Number(b.isSystem) - Number(a.isSystem) || a.name.localeCompare(b.name));
}
export type AdminTag = Awaited<ReturnType<typeof listTags>>[number];

/** The slug products use to find a tag by name (see setTags); it must be free. */
async function freeTagSlug(db: Db, name: string, exceptId?: number) {
  const slug = slugify(name);
  if (!slug) throw new InvalidError("Use at least one letter or digit", { name: "Use at least one letter or digit" });
  const [clash] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(or(eq(tags.slug, slug), eq(tags.name, name)), exceptId ? ne(tags.id, exceptId) : undefined));
  if (clash)
    throw new InvalidError("A tag with this name already exists", { name: "A tag with this name already exists" });
  return slug;
}

async function findCustomTag(db: Db, id: number) {
  const [row] = await db.select({ isSystem: tags.isSystem }).from(tags).where(eq(tags.id, id));
  if (!row) throw new NotFoundError("Tag not found");
  if (row.isSystem) throw new ConflictError("System tags cannot be changed");
}

export async function createTag(db: Db, input: TagInput) {
  const slug = await freeTagSlug(db, input.name);
  const [row] = await db
    .insert(tags)
    .values({ name: input.name, slug })
    .returning({ id: tags.id, name: tags.name, slug: tags.slug });
  return row!;
}

/** Renames a custom tag (its slug follows the name); the products keep it. */
export async function renameTag(db: Db, id: number, input: TagInput) {
  await findCustomTag(db, id);
  const slug = await freeTagSlug(db, input.name, id);
  const [row] = await db
    .update(tags)
    .set({ name: input.name, slug })
    .where(eq(tags.id, id))
    .returning({ id: tags.id, name: tags.name, slug: tags.slug });
  return row!;
}

/** Deletes a custom tag; its links to products go with it (the foreign key cascades). */
export async function deleteTag(db: Db, id: number) {
  await findCustomTag(db, id);
  await db.delete(tags).where(and(eq(tags.id, id), eq(tags.isSystem, false)));
}
