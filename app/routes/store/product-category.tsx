import { redirect } from "react-router";
import { findStorefrontCategoryBySlug } from "~/features/categories/categories.service.server";
import { categoryPath } from "~/i18n/routes";
import { NotFoundError } from "~/lib/errors";
import { storeContext, storeNotFound } from "~/context/store-context.server";
import type { Route } from "./+types/product-category";

/**
 * Old WordPress-style addresses: /{lang}/product-category/{…}/{last}. The last segment names the
 * category: a helmet brand (its visors), or intercoms, cameras, or a microphones path.
 */
const targets = new Map([
  ["intercoms", "intercoms"],
  ["cameras", "cameras"],
  ["accessories", "accessories"],
  ["microphones", "accessories-microphones"],
  ["microphones/dji", "accessories-microphones-dji"],
]);

/** One hop: the redirect names the category's current slug in this language, never an older one (issue 18). */
export async function loader(args: Route.LoaderArgs) {
  const { db, ui } = await storeContext(args, { reads: "any" });
  const rest = (args.params["*"] ?? "").replace(/\/+$/, "");
  const key = rest.replace(/^accessories\//, "");
  // A Map, not an object: `__proto__` or `constructor` names no category (an object answered its prototype).
  const target = targets.get(key) ?? (/^[a-z0-9-]+$/.test(key) ? `visors-${key}` : null);
  const found = target
    ? await findStorefrontCategoryBySlug(db, ui, target).catch((error) => {
        if (error instanceof NotFoundError) return null;
        throw error;
      })
    : null;
  if (!found) throw await storeNotFound(db, ui);
  return redirect(categoryPath(ui, found.category.slug), 301);
}

/** A page, not a resource route: its 404 renders the not-found page (the layout's error boundary), not JSON. */
export default function ProductCategory() {
  return null;
}
