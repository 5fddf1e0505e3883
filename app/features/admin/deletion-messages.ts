import type { TFunction } from "i18next";
import { createI18n } from "~/i18n/i18n";
import english from "~/i18n/locales/admin/en/deletion.json";

// The messages in English for a caller without the page's `t` (the API's refusal, which the server words in English).
let inEnglish: TFunction | undefined;
const englishT = () => (inEnglish ??= createI18n("en", { admin: { deletion: english } }).t);

/** What trashing a category does (the rule of category-admin.server.ts), said before it happens, in `t`'s language. */
export function categoryDeletionMessage(
  category: { name: string; childCount: number; productCount: number },
  parentName: string | null,
  t: TFunction = englishT(),
) {
  const { name, childCount, productCount } = category;
  const subcategories = t("admin.deletion.category.subcategories", { count: childCount });
  const products = t("admin.deletion.category.products", { count: productCount });
  const moved = childCount + productCount;
  if (!moved) return t("admin.deletion.category.alone", { name });
  return t("admin.deletion.category.moves", {
    name,
    count: moved,
    what:
      childCount && productCount
        ? t("admin.deletion.category.both", { subcategories, products })
        : childCount
          ? subcategories
          : products,
    where: parentName
      ? t("admin.deletion.category.toParent", { parent: parentName })
      : t("admin.deletion.category.toTop"),
  });
}

/** What deleting a tag does. */
export function tagDeletionMessage(tag: { name: string; productCount: number }, t: TFunction = englishT()) {
  return tag.productCount
    ? t("admin.deletion.tag.removed", { name: tag.name, count: tag.productCount })
    : t("admin.deletion.tag.unused", { name: tag.name });
}

/**
 * Why a brand cannot be deleted yet (the rule of deleteBrand, in the same words), or undefined when
 * it can: the page says so before offering a Delete that would fail.
 */
export function brandDeletionRefusal(brand: { name: string; productCount: number }, t: TFunction = englishT()) {
  return brand.productCount > 0
    ? t("admin.deletion.brand.refusal", { name: brand.name, count: brand.productCount })
    : undefined;
}
