import { productIsLive, categoryIsLive } from "#db/predicates";
import { asActor } from "#db/change-actor";
import { and, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { categories, categoryTranslations, products, settings, slugRedirects } from "#db/schema";
import { categorySlugProblem, freeCategorySlug, keepOldSlug } from "~/features/slugs/index.server";
import { ConflictError, InvalidError, NotFoundError, StaleVersionError } from "~/lib/errors";
import { atVersion } from "#db/row-version";
import type { CategoryInput } from "./category-admin.schema";
import { categorySubtreeIds } from "./category-membership";

/**
 * The curator's side of categories: the tree, the form, the hierarchy tool and the trash.
 *
 * Trash rule: trashing a category moves its direct subcategories under its parent and its
 * products to its parent (or to no category when it is top-level), so nothing is ever orphaned
 * or left pointing at a category the storefront cannot show. Subcategories and products already
 * in the trash move the same way, so a purge later finds nothing referring to it. The category
 * itself only gets `deletedAt` and keeps its parentId: restoring it brings it back empty, under
 * that old parent when the parent is live, else at the top level.
 */

const isLive = categoryIsLive;
/** The outer row's id inside a subquery (a bare column would resolve to the subquery's own table). */
const outerId = sql`${categories}.id`;
const pathSeparator = " › ";
const cycleMessage = "A category cannot move under itself or one of its subcategories";

/** Tree changes (parents, trash) run one at a time, so two concurrent moves cannot build a cycle. */
async function lockTree(tx: Db) {
  await tx.execute(sql`lock table ${categories} in share row exclusive mode`);
}

/** Every live category as the admin tree shows it: depth-first, siblings by sortOrder then name. */
export async function listAdminCategories(db: Db) {
  const rows = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      slug: categories.slug,
      name: categories.name,
      description: categories.description,
      imageUrl: categories.imageUrl,
      sortOrder: categories.sortOrder,
      updatedAt: categories.updatedAt,
      productCount: sql<number>`(select count(*)::int from ${products} p
        where p.category_id = ${outerId} and p.deleted_at is null)`,
      childCount: sql<number>`(select count(*)::int from ${categories} c
        where c.parent_id = ${outerId} and c.deleted_at is null)`,
      translationCount: sql<number>`(select count(*)::int from ${categoryTranslations} t
        where t.category_id = ${outerId})`,
    })
    .from(categories)
    .where(isLive);

  const ids = new Set(rows.map((r) => r.id));
  const children = new Map<number | null, typeof rows>();
  for (const row of rows) {
    // A parent that is not live (never the case after trashCategory) shows as the top level.
    const parent = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  // Sorted here, not in SQL: the databases' collations order names differently.
  const bySortThenName = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, "pt") || a.id - b.id;

  const result: (Omit<(typeof rows)[number], "updatedAt"> & { updatedAt: string; depth: number; path: string })[] = [];
  const walk = (parentId: number | null, depth: number, path: string[]) => {
    for (const row of (children.get(parentId) ?? []).sort(bySortThenName)) {
      const labels = [...path, row.name];
      // The version an edit form sends back (decision 0031).
      const updatedAt = row.updatedAt.toISOString();
      result.push({ ...row, updatedAt, depth, path: labels.join(pathSeparator) });
      walk(row.id, depth + 1, labels);
    }
  };
  walk(null, 0, []);
  return result;
}
export type AdminCategoryListItem = Awaited<ReturnType<typeof listAdminCategories>>[number];

/** A category as the edit form needs it, with its place in the tree and its translations' slugs. */
export async function getAdminCategory(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), isLive));
  if (!row) throw new NotFoundError("Category not found");
  const [tree, translations] = await Promise.all([
    listAdminCategories(db),
    db
      .select({
        languageCode: categoryTranslations.languageCode,
        name: categoryTranslations.name,
        slug: categoryTranslations.slug,
      })
      .from(categoryTranslations)
      .where(eq(categoryTranslations.categoryId, id))
      .orderBy(categoryTranslations.languageCode),
  ]);
  const listed = tree.find((c) => c.id === id)!;
  const { deletedAt: _deleted, ...fields } = row;
  return {
    ...fields,
    path: listed.path,
    depth: listed.depth,
    productCount: listed.productCount,
    childCount: listed.childCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    translations,
  };
}
export type AdminCategory = Awaited<ReturnType<typeof getAdminCategory>>;

/**
 * The parent must be live and, for an existing category, neither the category itself nor one of
 * its descendants. `unknownParent` decides how a missing parent is answered.
 */
async function assertParent(db: Db, id: number | null, parentId: number | null, unknownParent: () => Error) {
  if (parentId === null) return;
  const live = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories).where(isLive);
  if (id !== null && categorySubtreeIds(live, id).has(parentId)) {
    throw new InvalidError(cycleMessage, { parentId: cycleMessage });
  }
  if (!live.some((c) => c.id === parentId)) throw unknownParent();
}

const unknownParentField = () => new InvalidError("Unknown parent category", { parentId: "Unknown parent category" });

function categoryColumns(input: CategoryInput) {
  const { slug: _slug, expectedVersion: _version, ...fields } = input;
  return fields;
}

export async function createAdminCategory(db: Db, input: CategoryInput) {
  return db.transaction(async (t) => {
    await lockTree(t);
    await assertParent(t, null, input.parentId, unknownParentField);
    const slug = await freeCategorySlug(t, input);
    const [row] = await t
      .insert(categories)
      .values({ ...categoryColumns(input), slug })
      .returning({ id: categories.id });
    return { id: row!.id, slug };
  });
}

/**
 * Saves the form; a changed slug keeps the old one as a redirect, a new parent is checked like a move. A
 * form that names the version it loaded is refused (StaleVersionError, nothing written) when the category
 * changed since.
 */
export async function updateAdminCategory(db: Db, id: number, input: CategoryInput) {
  return db.transaction(async (t) => {
    await asActor(t, "curator");
    await lockTree(t);
    const [current] = await t
      .select({ slug: categories.slug, parentId: categories.parentId })
      .from(categories)
      .where(and(eq(categories.id, id), isLive));
    if (!current) throw new NotFoundError("Category not found");
    if (input.parentId !== current.parentId) await assertParent(t, id, input.parentId, unknownParentField);
    const slug = await freeCategorySlug(t, { ...input, slug: input.slug || current.slug }, id);
    const [saved] = await t
      .update(categories)
      .set({ ...categoryColumns(input), slug, updatedAt: new Date() })
      .where(and(eq(categories.id, id), atVersion(categories.updatedAt, input.expectedVersion)))
      .returning({ updatedAt: categories.updatedAt });
    if (!saved) throw new StaleVersionError(await getAdminCategory(t, id));
    if (slug !== current.slug) await keepOldSlug(t, id, current.slug, slug);
    return { id, slug, updatedAt: saved.updatedAt.toISOString() };
  });
}

/** The hierarchy tool: puts a category under another one (or at the top level with null). */
export async function moveCategory(db: Db, id: number, parentId: number | null) {
  return db.transaction(async (t) => {
    await asActor(t, "curator");
    await lockTree(t);
    const [current] = await t
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, id), isLive));
    if (!current) throw new NotFoundError("Category not found");
    await assertParent(t, id, parentId, () => new NotFoundError("Parent category not found"));
    await t.update(categories).set({ parentId, updatedAt: new Date() }).where(eq(categories.id, id));
    return { id, parentId };
  });
}

/** What trashing category `id` will do (see the trash rule at the top of this file). */
export async function categoryDeletionImpact(db: Db, id: number) {
  const [row] = await db
    .select({
      parentId: categories.parentId,
      subcategories: sql<number>`(select count(*)::int from ${categories} c
        where c.parent_id = ${outerId} and c.deleted_at is null)`,
      products: sql<number>`(select count(*)::int from ${products} p
        where p.category_id = ${outerId} and p.deleted_at is null)`,
    })
    .from(categories)
    .where(and(eq(categories.id, id), isLive));
  if (!row) throw new NotFoundError("Category not found");
  const [parent] =
    row.parentId === null
      ? []
      : await db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(and(eq(categories.id, row.parentId), isLive));
  return { subcategories: row.subcategories, products: row.products, movesTo: parent ?? null };
}

/** Moves a category to the trash, its subcategories and products to its parent; answers what moved. */
export async function trashCategory(db: Db, id: number) {
  return db.transaction(async (t) => {
    await asActor(t, "curator");
    await lockTree(t);
    const impact = await categoryDeletionImpact(t, id);
    const newParent = impact.movesTo?.id ?? null;
    const now = new Date();
    await t.update(categories).set({ parentId: newParent, updatedAt: now }).where(eq(categories.parentId, id));
    const moved = await t
      .update(products)
      .set({ categoryId: newParent, updatedAt: now })
      .where(eq(products.categoryId, id))
      .returning({ id: products.id });
    await t.update(categories).set({ deletedAt: now, updatedAt: now }).where(eq(categories.id, id));
    await rememberMovedProducts(t, id, { productIds: moved.map((p) => p.id), movedTo: newParent });
    return impact;
  });
}

/** The products a trashed category held, and where trashing moved them: what a restore can bring back. */
interface MovedProducts {
  productIds: number[];
  movedTo: number | null;
}

/** Kept as a setting (one key per trashed category, no table of its own); dropped on restore and purge. */
const movedProductsKey = (categoryId: number) => `category-trash:${categoryId}:products`;

async function rememberMovedProducts(db: Db, categoryId: number, moved: MovedProducts) {
  const key = movedProductsKey(categoryId);
  await db
    .insert(settings)
    .values({ key, value: moved })
    .onConflictDoUpdate({ target: settings.key, set: { value: moved, updatedAt: new Date() } });
}

/**
 * Products trashing moved out of each category that are still where it put them (live, not moved
 * elsewhere since): the ones a restore offers to bring back.
 */
async function movedProductsStillThere(db: Db, categoryIds: number[]) {
  const result = new Map<number, number[]>();
  if (!categoryIds.length) return result;
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, categoryIds.map(movedProductsKey)));
  for (const categoryId of categoryIds) {
    const moved = rows.find((r) => r.key === movedProductsKey(categoryId))?.value as MovedProducts | undefined;
    if (!moved?.productIds.length) continue;
    const still = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          inArray(products.id, moved.productIds),
          productIsLive,
          moved.movedTo === null ? isNull(products.categoryId) : eq(products.categoryId, moved.movedTo),
        ),
      );
    if (still.length)
      result.set(
        categoryId,
        still.map((p) => p.id),
      );
  }
  return result;
}

/**
 * Brings a category back from the trash under its old parent if that one is live; with `bringProductsBack`,
 * the products trashing moved out of it return too (those still where trashing put them).
 */
export async function restoreCategory(db: Db, id: number, { bringProductsBack = false } = {}) {
  return db.transaction(async (t) => {
    await asActor(t, "curator");
    await lockTree(t);
    const [row] = await t
      .select({ slug: categories.slug, parentId: categories.parentId })
      .from(categories)
      .where(and(eq(categories.id, id), isNotNull(categories.deletedAt)));
    if (!row) throw new NotFoundError("Category not in the trash");
    if (await categorySlugProblem(t, row.slug, id)) {
      throw new ConflictError(`Another category now uses the slug "${row.slug}": rename it before restoring this one`);
    }
    const [parent] =
      row.parentId === null
        ? []
        : await t
            .select({ id: categories.id })
            .from(categories)
            .where(and(eq(categories.id, row.parentId), isLive));
    const parentId = parent?.id ?? null;
    const now = new Date();
    await t.update(categories).set({ deletedAt: null, parentId, updatedAt: now }).where(eq(categories.id, id));
    const movable = bringProductsBack ? ((await movedProductsStillThere(t, [id])).get(id) ?? []) : [];
    if (movable.length) {
      await t.update(products).set({ categoryId: id, updatedAt: now }).where(inArray(products.id, movable));
    }
    await t.delete(settings).where(eq(settings.key, movedProductsKey(id)));
    return { id, parentId, productsBack: movable.length };
  });
}

/** Deletes a category in the trash for good: its translations cascade, its old slugs go too. */
export async function purgeCategory(db: Db, id: number) {
  await db.transaction(async (t) => {
    await lockTree(t);
    const [row] = await t
      .select({ parentId: categories.parentId })
      .from(categories)
      .where(and(eq(categories.id, id), isNotNull(categories.deletedAt)));
    if (!row) throw new NotFoundError("Category not in the trash");
    // Trashing already moved everything out; these only guard against rows written around the API.
    await t.update(categories).set({ parentId: null }).where(eq(categories.parentId, id));
    await t.update(products).set({ categoryId: null }).where(eq(products.categoryId, id));
    await t.delete(slugRedirects).where(and(eq(slugRedirects.entityType, "category"), eq(slugRedirects.entityId, id)));
    await t.delete(settings).where(eq(settings.key, movedProductsKey(id)));
    await t.delete(categories).where(eq(categories.id, id));
  });
}

/** The categories in the trash, most recently trashed first. */
export async function listTrashedCategories(db: Db) {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      parentId: categories.parentId,
      deletedAt: categories.deletedAt,
    })
    .from(categories)
    .where(isNotNull(categories.deletedAt))
    .orderBy(desc(categories.deletedAt), desc(categories.id));
  const parentIds = [...new Set(rows.map((r) => r.parentId).filter((p): p is number => p !== null))];
  const parents = parentIds.length
    ? await db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(and(inArray(categories.id, parentIds), isLive))
    : [];
  const moved = await movedProductsStillThere(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    deletedAt: r.deletedAt!.toISOString(),
    /** Where a restore puts it back: the old parent when live, else the top level (null). */
    restoresUnder: parents.find((p) => p.id === r.parentId) ?? null,
    /** How many of the products trashing moved out a restore can bring back. */
    productsToBringBack: moved.get(r.id)?.length ?? 0,
  }));
}
