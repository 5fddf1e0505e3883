import { asc, count, eq } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { headerMenuItems } from "#db/schema";
import { listStorefrontCategories } from "~/features/categories/categories.service.server";
import type { StorefrontCategory } from "~/features/categories/categories.schema";
import { contentLanguage, type UiLanguage } from "~/i18n/languages";
import { categoryPath, pagePath, pageSlugs, type StaticPageKey } from "~/i18n/routes";
import { cachedRead } from "~/lib/catalogue-cache.server";
import { defaultHeaderMenu, type MenuItem } from "./navigation";

/** The header menu in a language, built from header_menu_items and the category tree. */
export function getHeaderMenu(db: Db, language: UiLanguage): Promise<MenuItem[]> {
  return cachedRead(db, `menu:${language}`, async () => {
    const [rows, categories] = await Promise.all([
      db
        .select()
        .from(headerMenuItems)
        .where(eq(headerMenuItems.enabled, true))
        .orderBy(asc(headerMenuItems.sortOrder)),
      // Brand and model names come from the Portuguese originals (spec: strip the "Viseiras ..." prefix).
      listStorefrontCategories(db, "pt"),
    ]);
    const localized = await listStorefrontCategories(db, contentLanguage(language));
    // Portuguese is the label itself; other languages fall back to English, then Portuguese.
    const label = (row: (typeof rows)[number]) =>
      contentLanguage(language) === "pt"
        ? row.label
        : (row.labelTranslations[contentLanguage(language)] ?? row.labelTranslations.en ?? row.label);
    const toItem = (row: (typeof rows)[number]): MenuItem[] => {
      if (row.target === "tree:visors") return visorTree(language, categories, localized);
      const href = targetHref(language, row.target, categories, localized);
      if (!href) return [];
      const children = rows.filter((r) => r.parentId === row.id).flatMap(toItem);
      return [{ label: label(row), href, ...(children.length ? { children } : {}) }];
    };
    return rows.filter((r) => r.parentId === null).flatMap(toItem);
  });
}

/** A menu target's path; categories are named by their canonical (Portuguese) slug. */
function targetHref(
  language: UiLanguage,
  target: string,
  original: StorefrontCategory[],
  localized: StorefrontCategory[],
) {
  const [kind, value = ""] = target.split(":");
  if (kind === "page" && value in pageSlugs && value !== "product") return pagePath(language, value as StaticPageKey);
  if (kind === "category") {
    const id = original.find((c) => c.slug === value)?.id;
    const category = localized.find((c) => c.id === id);
    return category ? categoryPath(language, category.slug) : undefined;
  }
  return undefined;
}

/** "Viseiras" → brands (children of the visors category) → models (their children). */
function visorTree(language: UiLanguage, original: StorefrontCategory[], localized: StorefrontCategory[]): MenuItem[] {
  const root = original.find((c) => c.slug === "visors");
  if (!root) return [];
  const slugOf = (id: number) => localized.find((c) => c.id === id)?.slug ?? original.find((c) => c.id === id)!.slug;
  return original
    .filter((brand) => brand.parentId === root.id)
    .map((brand) => {
      const brandName = brand.name.replace(/^Viseiras\s+/, "");
      const models = original
        .filter((model) => model.parentId === brand.id)
        .map((model) => ({
          label: model.name.replace(`Viseiras para capacetes ${brandName} `, ""),
          href: categoryPath(language, slugOf(model.id)),
        }))
        .sort((a, b) => a.label.localeCompare(b.label, "pt", { numeric: true }));
      return { label: brandName, href: categoryPath(language, slugOf(brand.id)), children: models };
    });
}

/** Fills an empty menu with the default one; safe on every start. */
export async function ensureDefaultHeaderMenu(db: Db) {
  const [existing] = await db.select({ n: count() }).from(headerMenuItems);
  if (existing!.n > 0) return;
  for (const [order, item] of defaultHeaderMenu.entries()) {
    const [parent] = await db
      .insert(headerMenuItems)
      .values({ label: item.label, labelTranslations: item.labels, target: item.target, sortOrder: order })
      .returning({ id: headerMenuItems.id });
    for (const [childOrder, child] of (item.children ?? []).entries()) {
      await db.insert(headerMenuItems).values({
        parentId: parent!.id,
        label: child.label,
        labelTranslations: child.labels,
        target: child.target,
        sortOrder: childOrder,
      });
    }
  }
}
