import { data, redirect } from "react-router";
import { isUiLanguage } from "~/i18n/languages";
import { categoryPath } from "~/i18n/routes";
import type { Route } from "./+types/product-category";

/**
 * Old WordPress-style addresses: /{lang}/product-category/{…}/{last}. The last segment names the
 * category: a helmet brand (its visors), or intercoms, cameras, or a microphones path.
 */
const targets: Record<string, string> = {
  intercoms: "intercoms",
  cameras: "cameras",
  accessories: "accessories",
  microphones: "accessories-microphones",
  "microphones/dji": "accessories-microphones-dji",
};

export function loader({ params }: Route.LoaderArgs) {
  const rest = (params["*"] ?? "").replace(/\/+$/, "");
  const key = rest.replace(/^accessories\//, "");
  const target = targets[key] ?? (/^[a-z0-9-]+$/.test(key) ? `visors-${key}` : null);
  if (!target || !isUiLanguage(params.lang)) throw data(null, { status: 404 });
  return redirect(categoryPath(params.lang, target), 301);
}
