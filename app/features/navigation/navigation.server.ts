import { asc, count, eq } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { headerMenuItems } from "#db/schema";
import { listStorefrontCategories } from "~/features/categories/index.server";
import type { StorefrontCategory } from "~/features/categories";
import { contentLanguage, type UiLanguage } from "~/i18n/languages";
import { uiText } from "~/i18n/pseudo";
import { categoryPath, pagePath, pageSlugs, type StaticPageKey } from "~/i18n/routes";
import { cachedRead } from "#db/catalogue-cache.server";
import { modelsByAvailability, type HelmetBrand } from "~/features/fitment";
import { listHelmetBrands } from "~/features/helmets/index.server";
import { defaultHeaderMenu, type MenuItem } from "./navigation";

/** The header menu in a language, built from header_menu_items and the category tree. */
export function getHeaderMenu(db: Db, language: UiLanguage): Promise<MenuItem[]> {
  return cachedRead(db, `menu:${language}`, async () => {
    const [rows, categories, helmets] = await Promise.all([
      db
        .select()
        .from(headerMenuItems)
        .where(eq(headerMenuItems.enabled, true))
        .orderBy(asc(headerMenuItems.sortOrder)),
      listStorefrontCategories(db, "pt"),
      listHelmetBrands(db),
    ]);
    const localized = await listStorefrontCategories(db, language);
    // Portuguese is the label itself; other languages fall back to English, then Portuguese.
    const text = uiText(language);
    const label = (row: (typeof rows)[number]) =>
      text(
        contentLanguage(language) === "pt"
          ? row.label
          : (row.labelTranslations[contentLanguage(language)] ?? row.labelTranslations.en ?? row.label),
      );
    const toItem = (row: (typeof rows)[number]): MenuItem[] => {
      if (row.target === "tree:visors") return visorTree(language, helmets, localized);
      const href = targetHref(language, row.target, categories, localized);
      if (!href) return [];
      const chosen = rows.filter((r) => r.parentId === row.id);
      const children =
        chosen.length || row.parentId !== null
          ? chosen.flatMap(toItem)
          : subcategoryItems(language, row.target, localized);
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

/**
 * A top-level category item the curator gave no children lists its subcategories that have products, by name:
 * "Cameras" shows every camera brand with a page, a new one as soon as it has a product.
 */
function subcategoryItems(language: UiLanguage, target: string, localized: StorefrontCategory[]): MenuItem[] {
  const [kind, value] = target.split(":");
  const parent = kind === "category" ? localized.find((c) => c.canonicalSlug === value) : undefined;
  if (!parent) return [];
  return localized
    .filter((c) => c.parentId === parent.id && c.productCount > 0)
    .sort((a, b) => a.name.localeCompare(b.name, contentLanguage(language)))
    .map((c) => ({ label: c.name, href: categoryPath(language, c.slug) }));
}

/**
 * Visors → helmet brands that have a visor → their models, from fitment: models with visors first,
 * the others after them, marked (a rider can still open the page and ask for one). A brand without
 * any visor is not an entry. Each links to its visor page, or to the finder set to it.
 */
function visorTree(language: UiLanguage, helmets: HelmetBrand[], localized: StorefrontCategory[]): MenuItem[] {
  const modelPages = new Map(localized.filter((c) => c.helmetModelId).map((c) => [c.helmetModelId!, c.slug]));
  const brandPages = new Map(localized.filter((c) => c.helmetBrandId).map((c) => [c.helmetBrandId!, c.slug]));
  return helmets
    .filter((brand) => brand.visorCount > 0)
    .map((brand) => {
      const brandPage = brandPages.get(brand.id);
      return {
        label: brand.name,
        href: brandPage ? categoryPath(language, brandPage) : pagePath(language, "helmetFinder", { brand: brand.slug }),
        children: modelsByAvailability(brand.models).map((model) => {
          const page = modelPages.get(model.id);
          return {
            label: model.name,
            href: page
              ? categoryPath(language, page)
              : pagePath(language, "helmetFinder", { brand: brand.slug, model: model.slug }),
            ...(model.visorCount === 0 ? { noVisor: true as const } : {}),
          };
        }),
      };
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
