import { isUiLanguage } from "~/i18n/languages";
import { pageOfSlug } from "~/i18n/routes";

/** The kinds of storefront page insight counts (issue 16): what a rider looked at, or clicked from. */
export const pageKinds = ["home", "list", "category", "model", "finder", "product", "search"] as const;
export type PageKind = (typeof pageKinds)[number];

/**
 * The kind of a storefront path, for clicks whose row keeps only the referring path. A one-segment
 * path that is no page of the table is a category, or a helmet model's page when `modelSlugs` has it.
 * The query is not kept with a click, so a search reads as the list. Anything else: null.
 */
export function pageKindOfPath(path: string, modelSlugs: ReadonlySet<string>): PageKind | null {
  const [, lang, first, second, ...rest] = path.replace(/\/+$/, "").split("/");
  if (!isUiLanguage(lang) || rest.length) return null;
  if (first === undefined) return "home";
  const page = pageOfSlug(first);
  if (second !== undefined) return page === "product" ? "product" : null;
  if (page === "products") return "list";
  if (page === "helmetFinder") return "finder";
  if (page) return null;
  return modelSlugs.has(first) ? "model" : "category";
}
