import { productIsLive } from "#db/predicates";
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { brands, products } from "#db/schema";
import { brandDeletionRefusal } from "~/features/admin";
import { ConflictError, InvalidError, NotFoundError } from "~/lib/errors";
import { slugify } from "~/features/slugs";
import type { BrandInput } from "./brands-admin.schema";

/** The curator's side of brands: helmet makers (with their models) and gear makers. */

/** Every brand with its number of live products, in the curator's order. */
export async function listBrands(db: Db) {
  return db
    .select({
      id: brands.id,
      name: brands.name,
      slug: brands.slug,
      kind: brands.kind,
      websiteUrl: brands.websiteUrl,
      productCount: count(products.id),
    })
    .from(brands)
    .leftJoin(products, and(eq(products.brandId, brands.id), productIsLive))
    .groupBy(brands.id)
    .orderBy(asc(brands.kind), asc(brands.sortOrder), asc(brands.id));
}
export type AdminBrand = Awaited<ReturnType<typeof listBrands>>[number];

/** Name and slug must be free; the slug is made from the name when the form leaves it empty. */
async function checkUnique(db: Db, input: BrandInput, exceptId?: number) {
  const slug = input.slug || slugify(input.name);
  const others = exceptId ? ne(brands.id, exceptId) : undefined;
  const [[nameClash], [slugClash]] = await Promise.all([
    db
      .select({ id: brands.id })
      .from(brands)
      .where(and(sql`lower(${brands.name}) = lower(${input.name})`, others)),
    slug
      ? db
          .select({ id: brands.id })
          .from(brands)
          .where(and(eq(brands.slug, slug), others))
      : [undefined],
  ]);
  const fields: Record<string, string> = {};
  if (nameClash) fields.name = "Another brand has this name";
  if (!slug) fields.slug = "Use at least one letter or digit in the name, or choose a slug";
  else if (slugClash) fields.slug = "Another brand uses this slug";
  const n = Object.keys(fields).length;
  if (n) throw new InvalidError(n === 1 ? Object.values(fields)[0]! : `Please correct the ${n} fields marked`, fields);
  return slug;
}

export async function createBrand(db: Db, input: BrandInput) {
  const slug = await checkUnique(db, input);
  const [last] = await db.select({ n: count() }).from(brands).where(eq(brands.kind, input.kind));
  const [row] = await db
    .insert(brands)
    .values({ ...input, slug, sortOrder: last!.n })
    .returning({ id: brands.id, slug: brands.slug });
  return row!;
}

export async function updateBrand(db: Db, id: number, input: BrandInput) {
  const [current] = await db.select({ slug: brands.slug }).from(brands).where(eq(brands.id, id));
  if (!current) throw new NotFoundError("Brand not found");
  // An empty slug keeps the current one: links to the brand keep working.
  const slug = await checkUnique(db, { ...input, slug: input.slug || current.slug }, id);
  const [row] = await db
    .update(brands)
    .set({ ...input, slug, updatedAt: new Date() })
    .where(eq(brands.id, id))
    .returning({ id: brands.id, slug: brands.slug });
  return row!;
}

/**
 * Deletes a brand without live products; its helmet models go with it (the foreign key
 * cascades), and products in the trash lose their brand (set null).
 */
export async function deleteBrand(db: Db, id: number) {
  const [brand] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, id));
  if (!brand) throw new NotFoundError("Brand not found");
  const [used] = await db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.brandId, id), productIsLive));
  const refusal = brandDeletionRefusal({ name: brand.name, productCount: used!.n });
  if (refusal) throw new ConflictError(refusal);
  await db.delete(brands).where(eq(brands.id, id));
}
