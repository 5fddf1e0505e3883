import { categoryIsLive } from "#db/predicates";
import { and, asc, eq, isNull, max, ne, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { categories, headerMenuItems } from "#db/schema";
import type { StaticPageKey } from "~/i18n/routes";
import { InvalidError, NotFoundError, StaleVersionError } from "~/lib/errors";
import { atVersion } from "#db/row-version";
import type { MenuItemInput } from "./menu-admin.schema";

/** The curator's side of the header menu; the storefront reads it through getHeaderMenu. */

/** English names of the pages a menu item can open. */
const pageLabels: Record<StaticPageKey, string> = {
  home: "Home",
  products: "All products",
  categories: "Categories",
  helmetFinder: "Helmet finder",
  about: "About",
  contact: "Contact",
  affiliateLinks: "Affiliate links",
  privacy: "Privacy",
  terms: "Terms",
  visorGuide: "Visor guide",
  linkUnavailable: "Link unavailable",
};

export interface MenuTargetChoice {
  value: string;
  label: string;
  kind: "page" | "tree" | "category";
}

/** Every valid target: the pages, the visor tree, and each live category by its canonical slug. */
export async function menuTargets(db: Db): Promise<MenuTargetChoice[]> {
  const rows = await db
    .select({ slug: categories.slug, name: categories.name })
    .from(categories)
    .where(categoryIsLive)
    .orderBy(asc(categories.name));
  return [
    ...Object.entries(pageLabels).map(([key, label]) => ({ value: `page:${key}`, label, kind: "page" as const })),
    { value: "tree:visors", label: "Visor brands and models (automatic)", kind: "tree" as const },
    ...rows.map((c) => ({ value: `category:${c.slug}`, label: c.name, kind: "category" as const })),
  ];
}

/** Every item, top-level ones first, each group in menu order; with the choices of the form. */
export async function listMenuItems(db: Db) {
  const [items, targets] = await Promise.all([
    db
      .select()
      .from(headerMenuItems)
      .orderBy(sql`${headerMenuItems.parentId} nulls first`, asc(headerMenuItems.sortOrder), asc(headerMenuItems.id)),
    menuTargets(db),
  ]);
  return { items: items.map(withVersion), targets };
}

/** An item as the admin reads it: its version as the ISO string a form sends back. */
const withVersion = <T extends { updatedAt: Date }>(item: T) => ({ ...item, updatedAt: item.updatedAt.toISOString() });
export type AdminMenuItem = Awaited<ReturnType<typeof listMenuItems>>["items"][number];

async function findItem(db: Db, id: number) {
  const [row] = await db.select().from(headerMenuItems).where(eq(headerMenuItems.id, id));
  if (!row) throw new NotFoundError("Menu item not found");
  return row;
}

/** The target must be a current choice; the parent a top-level item (menus nest one level deep). */
async function assertValid(db: Db, input: MenuItemInput, id?: number) {
  const fields: Record<string, string> = {};
  const targets = await menuTargets(db);
  if (!targets.some((t) => t.value === input.target)) fields.target = "Choose a page or a category";
  if (input.parentId !== null) {
    const [parent] = await db
      .select({ parentId: headerMenuItems.parentId })
      .from(headerMenuItems)
      .where(eq(headerMenuItems.id, input.parentId));
    if (!parent) fields.parentId = "Choose a menu to nest under";
    else if (parent.parentId !== null || input.parentId === id) fields.parentId = "Menus nest one level deep";
    else if (id !== undefined) {
      // An item with children of its own cannot go under another one.
      const [child] = await db
        .select({ id: headerMenuItems.id })
        .from(headerMenuItems)
        .where(eq(headerMenuItems.parentId, id))
        .limit(1);
      if (child) fields.parentId = "Menus nest one level deep";
    }
  }
  if (Object.keys(fields).length) {
    const count = Object.keys(fields).length;
    throw new InvalidError(
      count === 1 ? Object.values(fields)[0]! : `Please correct the ${count} fields marked`,
      fields,
    );
  }
}

const sameParent = (parentId: number | null) =>
  parentId === null ? isNull(headerMenuItems.parentId) : eq(headerMenuItems.parentId, parentId);

/** The sort order after the last item under a parent. */
async function nextSortOrder(db: Db, parentId: number | null, exceptId?: number) {
  const [row] = await db
    .select({ last: max(headerMenuItems.sortOrder) })
    .from(headerMenuItems)
    .where(and(sameParent(parentId), exceptId ? ne(headerMenuItems.id, exceptId) : undefined));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

/** A new item, last under its parent. */
export async function createMenuItem(db: Db, { expectedVersion: _version, ...input }: MenuItemInput) {
  await assertValid(db, input);
  const sortOrder = await nextSortOrder(db, input.parentId);
  const [row] = await db
    .insert(headerMenuItems)
    .values({ ...input, sortOrder })
    .returning();
  return row!;
}

/**
 * Saves the form; an item moved to another parent goes last there. A form that names the version it loaded is
 * refused (StaleVersionError, nothing written) when the item changed since (decision 0031).
 */
export async function updateMenuItem(db: Db, id: number, { expectedVersion, ...input }: MenuItemInput) {
  const current = await findItem(db, id);
  await assertValid(db, input, id);
  const sortOrder =
    current.parentId === input.parentId ? current.sortOrder : await nextSortOrder(db, input.parentId, id);
  const [row] = await db
    .update(headerMenuItems)
    .set({ ...input, sortOrder, updatedAt: new Date() })
    .where(and(eq(headerMenuItems.id, id), atVersion(headerMenuItems.updatedAt, expectedVersion)))
    .returning();
  if (!row) throw new StaleVersionError(withVersion(await findItem(db, id)));
  return withVersion(row);
}

/** Deletes an item; its children go with it (the foreign key cascades). */
export async function deleteMenuItem(db: Db, id: number) {
  const deleted = await db
    .delete(headerMenuItems)
    .where(eq(headerMenuItems.id, id))
    .returning({ id: headerMenuItems.id });
  if (!deleted.length) throw new NotFoundError("Menu item not found");
}

/** Puts the items under a parent (null: the top level) in the given order; the list must name each one once. */
export async function reorderMenuItems(db: Db, parentId: number | null, ids: number[]) {
  if (parentId !== null) await findItem(db, parentId);
  const current = await db.select({ id: headerMenuItems.id }).from(headerMenuItems).where(sameParent(parentId));
  const same =
    current.length === ids.length && new Set(ids).size === ids.length && current.every((item) => ids.includes(item.id));
  if (!same) throw new InvalidError("The order must list every item of that menu once");
  await db.transaction(async (tx) => {
    for (const [sortOrder, id] of ids.entries()) {
      await tx.update(headerMenuItems).set({ sortOrder }).where(eq(headerMenuItems.id, id));
    }
  });
  return listMenuItems(db);
}
