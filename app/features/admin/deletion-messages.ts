import { plural } from "~/i18n/format";

/** What a deletion takes along: "its product", "its 3 products", nothing for none. */
export function its(n: number, one: string, other = `${one}s`) {
  return n === 0 ? "" : n === 1 ? `its ${one}` : `its ${plural(n, one, other)}`;
}

/** What trashing a category does (the rule of category-admin.server.ts), said before it happens. */
export function categoryDeletionMessage(
  category: { name: string; childCount: number; productCount: number },
  parentName: string | null,
) {
  const moved = [
    its(category.childCount, "subcategory", "subcategories"),
    its(category.productCount, "product"),
  ].filter(Boolean);
  const one = moved.length === 1 && category.childCount + category.productCount === 1;
  const where = parentName ? `to ${parentName}` : "to the top level (products: to no category)";
  const move = moved.length ? `; ${moved.join(" and ")} ${one ? "moves" : "move"} ${where}` : "";
  return `${category.name} goes to the trash${move}. You can restore it from the trash.`;
}

/** What deleting a tag does. */
export function tagDeletionMessage(tag: { name: string; productCount: number }) {
  return tag.productCount
    ? `"${tag.name}" is removed from ${its(tag.productCount, "product")}.`
    : `"${tag.name}" is on no product, so nothing else changes.`;
}

/**
 * Why a brand cannot be deleted yet (the rule of deleteBrand, in the same words), or undefined when
 * it can: the page says so before offering a Delete that would fail.
 */
export function brandDeletionRefusal(brand: { name: string; productCount: number }) {
  const n = brand.productCount;
  return n > 0
    ? `${brand.name} has ${plural(n, "product")}: move ${n === 1 ? "it" : "them"} to another brand first`
    : undefined;
}
