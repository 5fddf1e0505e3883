/** The curator's product lists: every product (any status) with filters and sorts, the trash, the form's options. */
import { productIsLive, productIsVisible, categoryIsLive } from "#db/predicates";
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { brands, categories, media, productImages, products, productTranslations } from "#db/schema";
import { listHelmetModelOptions } from "~/features/fitment/index.server";
import { mediaUrl } from "~/features/media";
import type { ProductListQuery } from "./product-admin.schema";
import { productFlags } from "./product-kinds";

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

const sorts: Record<ProductListQuery["sort"], SQL[]> = {
  updated: [desc(products.updatedAt), desc(products.id)],
  created: [desc(products.createdAt), desc(products.id)],
  name: [asc(products.name)],
  "name-desc": [desc(products.name)],
  price: [asc(products.price), asc(products.id)],
  "price-desc": [desc(products.price), asc(products.id)],
  // Least recently confirmed first (never confirmed before all), for rounds of price updates.
  checked: [sql`${products.priceConfirmedAt} asc nulls first`, asc(products.id)],
  "checked-desc": [sql`${products.priceConfirmedAt} desc nulls last`, asc(products.id)],
};

/** One page of the products table, with the filters of the admin list. */
export async function listAdminProducts(db: Db, query: ProductListQuery) {
  const conditions: (SQL | undefined)[] = [productIsLive];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(or(ilike(products.name, pattern), ilike(products.slug, pattern), ilike(brands.name, pattern)));
  }
  if (query.type) conditions.push(eq(products.type, query.type));
  if (query.status) conditions.push(eq(products.status, query.status));
  if (query.brandId) conditions.push(eq(products.brandId, query.brandId));
  if (query.categoryId) conditions.push(eq(products.categoryId, query.categoryId));
  if (query.flag) conditions.push(eq(products[query.flag], true));
  const where = and(...conditions);

  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        type: products.type,
        status: products.status,
        price: products.price,
        originalPrice: products.originalPrice,
        stock: products.stock,
        priceConfirmedAt: products.priceConfirmedAt,
        brand: brands.name,
        category: categories.slug,
        updatedAt: products.updatedAt,
        nameEn: sql<
          string | null
        >`(select t.name from ${productTranslations} t where t.product_id = ${products.id} and t.language_code = 'en')`,
        translationCount: sql<number>`(select count(*)::int from ${productTranslations} t where t.product_id = ${products.id})`,
        coverHash: sql<string | null>`(select m.hash from ${productImages} i join ${media} m on m.id = i.media_id
          where i.product_id = ${products.id} order by i.sort_order, i.id limit 1)`,
        ...Object.fromEntries(productFlags.map((flag) => [flag, products[flag]])),
      })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(...sorts[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(products).leftJoin(brands, eq(brands.id, products.brandId)).where(where),
  ]);
  return {
    items: rows.map(({ coverHash, updatedAt, priceConfirmedAt, ...row }) => ({
      ...(row as typeof row & Record<(typeof productFlags)[number], boolean>),
      updatedAt: updatedAt.toISOString(),
      priceConfirmedAt: priceConfirmedAt?.toISOString() ?? null,
      cover: coverHash ? mediaUrl(coverHash, 160) : null,
    })),
    total: total!.n,
    page: query.page,
    pages: Math.max(1, Math.ceil(total!.n / query.pageSize)),
  };
}

/**
 * Published products whose price was last confirmed before `since`, or never (the inbox; the list shows them first
 * with `?status=published&sort=checked`).
 */
export async function countUncheckedPrices(db: Db, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(and(productIsVisible, or(isNull(products.priceConfirmedAt), lt(products.priceConfirmedAt, since))));
  return row!.n;
}

export type AdminProductListItem = Awaited<ReturnType<typeof listAdminProducts>>["items"][number];

/** Choices of the product form: brands, live categories labelled with their path in the tree, helmet models. */
export async function productFormOptions(db: Db) {
  const [brandRows, categoryRows, helmetModelOptions] = await Promise.all([
    db.select({ id: brands.id, name: brands.name, kind: brands.kind }).from(brands).orderBy(asc(brands.name)),
    db
      .select({ id: categories.id, name: categories.name, parentId: categories.parentId })
      .from(categories)
      .where(categoryIsLive),
    listHelmetModelOptions(db),
  ]);
  const byId = new Map(categoryRows.map((c) => [c.id, c]));
  const pathOf = (id: number): string[] => {
    const names: string[] = [];
    for (let c = byId.get(id); c && names.length < 10; c = c.parentId ? byId.get(c.parentId) : undefined)
      names.unshift(c.name);
    return names;
  };
  const categoryOptions = categoryRows
    .map((c) => ({ id: c.id, label: pathOf(c.id).join(" › ") }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return { brands: brandRows, categories: categoryOptions, helmetModels: helmetModelOptions };
}

/** Products in the trash, most recently deleted first. */
export async function listTrashedProducts(db: Db) {
  const rows = await db
    .select({ id: products.id, name: products.name, slug: products.slug, deletedAt: products.deletedAt })
    .from(products)
    .where(isNotNull(products.deletedAt))
    .orderBy(desc(products.deletedAt));
  return rows.map((r) => ({ ...r, deletedAt: r.deletedAt!.toISOString() }));
}
