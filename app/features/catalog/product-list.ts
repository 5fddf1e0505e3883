import { slugify } from "~/features/slugs";
import type { StorefrontProduct } from "./catalog.schema";
import { mixProductsByPriceTier } from "./product-mix";
import { onlyFitsParameter, onlyFitsValue } from "~/features/fitment";

export const productListPageSize = 9;
export const productListFilters = ["all", "featured", "new", "recommended", "zeros-picks"] as const;
export type ProductListFilter = (typeof productListFilters)[number];
export const productListSorts = [
  "featured",
  "price-low",
  "price-high",
  "rating",
  "name",
  "name-desc",
  "newest",
  "oldest",
] as const;
export type ProductListSort = (typeof productListSorts)[number];

/** The list's state, all of it in the URL so a list can be shared and is rendered on the server. */
export interface ProductListState {
  filter: ProductListFilter;
  search: string;
  /** "brand:<slug>" or "category:<id>", or "" for everything. */
  refine: string;
  sort: ProductListSort | "";
  show: number;
  /** "Only what fits my helmet" (`?fits=mine`; the loader checks there is a helmet). */
  fits: boolean;
}

const flagOf = {
  featured: "isFeatured",
  new: "isNew",
  recommended: "isRecommended",
  "zeros-picks": "isZerosPick",
} as const satisfies Record<Exclude<ProductListFilter, "all">, keyof StorefrontProduct>;

/** The query parameters the list reads (the others answer a 301 to the address without them). */
export const productListParameters = ["filter", "search", "refine", "sort", "show", onlyFitsParameter];

export function parseProductListState(params: URLSearchParams): ProductListState {
  const filter = params.get("filter") ?? "all";
  const sort = params.get("sort") ?? "";
  const show = Number(params.get("show"));
  return {
    // "tudo" is what the header search sends (spec §2): the same as all.
    filter: (productListFilters as readonly string[]).includes(filter) ? (filter as ProductListFilter) : "all",
    search: (params.get("search") ?? "").trim().slice(0, 100),
    refine: /^(brand:[a-z0-9-]+|category:\d+)$/.test(params.get("refine") ?? "") ? params.get("refine")! : "",
    sort: (productListSorts as readonly string[]).includes(sort) ? (sort as ProductListSort) : "",
    show:
      Number.isInteger(show) && show > productListPageSize
        ? Math.min(show - (show % productListPageSize), 900)
        : productListPageSize,
    fits: params.get(onlyFitsParameter) === onlyFitsValue,
  };
}

/** URL query of a state, leaving out defaults; `show` is dropped unless asked, so any change resets to 9. */
export function productListQuery(state: Partial<ProductListState>): Record<string, string | undefined> {
  return {
    filter: state.filter && state.filter !== "all" ? state.filter : undefined,
    search: state.search || undefined,
    refine: state.refine || undefined,
    sort: state.sort || undefined,
    show: state.show && state.show > productListPageSize ? String(state.show) : undefined,
    [onlyFitsParameter]: state.fits ? onlyFitsValue : undefined,
  };
}

/** What the sorts compare. */
type Sortable = Pick<StorefrontProduct, "id" | "name" | "price" | "rating" | "createdAt" | "isFeatured">;

const byNumber = (pick: (p: Sortable) => number) => (a: Sortable, b: Sortable) => pick(a) - pick(b);

const sorters: Record<ProductListSort, (a: Sortable, b: Sortable) => number> = {
  featured: (a, b) => Number(b.isFeatured) - Number(a.isFeatured),
  "price-low": byNumber((p) => Number(p.price)),
  "price-high": byNumber((p) => -Number(p.price)),
  rating: byNumber((p) => -Number(p.rating ?? 0)),
  name: (a, b) => a.name.localeCompare(b.name),
  "name-desc": (a, b) => b.name.localeCompare(a.name),
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
  oldest: (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id,
};

export function sortProducts<T extends Sortable>(list: readonly T[], sort: ProductListSort): T[] {
  return [...list].sort(sorters[sort]);
}

/** The list as it first opens: the shuffled mix of the whole catalogue, so nothing may narrow it. */
export const isDefaultView = (state: ProductListState) =>
  state.filter === "all" && !state.search && !state.refine && !state.sort && !state.fits;

/**
 * Filters and orders the list. The default view (no filter, search, refinement or sort) is the
 * shuffled price-tier mix of spec §9; searches keep their relevance order unless sorted.
 */
export function applyProductList(
  products: readonly StorefrontProduct[],
  state: ProductListState,
  inCategory: (categoryId: number) => (product: StorefrontProduct) => boolean,
  seed: number,
) {
  let list = products.filter((p) => state.filter === "all" || p[flagOf[state.filter]]);
  const [kind, value = ""] = state.refine.split(":");
  if (kind === "brand") list = list.filter((p) => p.brand !== null && slugify(p.brand) === value);
  if (kind === "category") list = list.filter(inCategory(Number(value)));
  if (isDefaultView(state)) list = mixProductsByPriceTier(list, seed);
  else if (state.sort) list = sortProducts(list, state.sort);
  return { total: list.length, products: list.slice(0, state.show) };
}
