import { DocumentLink } from "~/components/ui/document-link";
import { useTranslation } from "~/i18n/use-translation";
import { redirect } from "react-router";
import { useUiLanguage } from "~/components/ui/use-language";
import { ApplyFiltersButton, GrowingProductGrid, SortSelect } from "~/features/catalog/components/list-controls";
import {
  listVisibleBrandNames,
  pageStorefrontProducts,
  prepareSearch,
} from "~/features/catalog/catalog.service.server";
import { toProductCard } from "~/features/catalog/product-display";
import { timeSeed } from "~/features/catalog/product-mix";
import {
  isDefaultView,
  parseProductListState,
  productListParameters,
  productListFilters,
  productListPageSize,
  productListQuery,
} from "~/features/catalog/product-list";
import { listStorefrontCategories, refineCondition } from "~/features/categories/categories.service.server";
import { storefrontMeta } from "~/features/seo/seo";
import { pagePath, pagePaths, pageSlug } from "~/i18n/routes";
import { slugify } from "~/features/slugs";
import { storeContext } from "~/context/store-context.server";
import { onlyWhatFits } from "~/features/helmets/only-fits.server";
import { OnlyFitsToggle, onlyFitsValue } from "~/features/fitment";
import { allOf } from "~/features/catalog/catalog.queries.server";
import type { Route } from "./+types/product-list";
import { hooks } from "~/components/ui/document-hooks";

/** The list's text filter searches once typing pauses this long (spec §9). */
export const searchDebounceMs = 300;

export async function loader(args: Route.LoaderArgs) {
  const { db, ui, language, t, site, url, myHelmet, countView } = await storeContext(args, {
    reads: productListParameters,
  });
  const canonicalSlug = pageSlug(ui, "products");
  if (url.pathname !== `/${ui}/${canonicalSlug}`) throw redirect(`/${ui}/${canonicalSlug}${url.search}`, 301);

  const state = parseProductListState(url.searchParams);
  const fits = onlyWhatFits(url, myHelmet);
  const [categories, search, brandNames] = await Promise.all([
    listStorefrontCategories(db, ui),
    prepareSearch(db, state.search),
    listVisibleBrandNames(db),
  ]);
  const { products, total } = await pageStorefrontProducts(
    db,
    language,
    {
      flag: state.filter === "all" ? undefined : state.filter,
      search,
      where: allOf(await refineCondition(db, state.refine, categories), fits),
    },
    // The default view is the shuffled price-tier mix of spec §9; searches keep their relevance order unless sorted.
    isDefaultView(state) ? { mix: timeSeed(new Date()) } : state.sort,
    state.show,
  );
  const brands = brandNames.filter(Boolean).sort((a, b) => a.localeCompare(b));
  const title = state.search
    ? t("productList.searchTitle", { query: state.search })
    : t(`productList.title.${state.filter}`);
  const alternatePaths = pagePaths("products");
  const filterQuery = state.filter === "all" ? "" : `?filter=${state.filter}`;
  countView(state.search ? "search" : "list");
  return {
    state,
    products: products.map((p) => toProductCard(p, myHelmet)),
    total,
    brands: brands.map((name) => ({ name, value: `brand:${slugify(name)}` })),
    categories: categories.filter((c) => c.parentId === null).map((c) => ({ name: c.name, value: `category:${c.id}` })),
    title,
    here: url.pathname + url.search,
    helmet: myHelmet?.label ?? null,
    seo: {
      title: t("productList.metaTitle", { title, siteName: site.siteName }),
      description: t("productList.metaDescription"),
      // Filtered lists are pages of their own; searches and sort orders are not.
      alternatePaths: Object.fromEntries(
        Object.entries(alternatePaths).map(([l, path]) => [l, path + filterQuery]),
      ) as typeof alternatePaths,
      jsonLd: [],
    },
  };
}

export const meta: Route.MetaFunction = (args) => [
  ...storefrontMeta(args),
  // Searches and a rider's own "what fits" are not pages for search engines.
  ...(args.data?.state.search || args.data?.state.fits ? [{ name: "robots", content: "noindex, follow" }] : []),
];

export default function ProductList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { state, products, total, brands, categories, title, here, helmet } = loaderData;
  const listPath = pagePath(language, "products");
  const remaining = total - products.length;
  const nextCount = Math.min(productListPageSize, remaining);

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pb-8 pt-8">
      <div id="list-heading" {...hooks({ liveRegion: true })}>
        <h1 className="text-4xl font-bold md:text-5xl">{title}</h1>
        {state.search && (
          <p className="mt-2 text-steel-700" role="status">
            {t("productList.found", { count: total })}
          </p>
        )}
      </div>

      <form
        method="get"
        action={listPath}
        {...hooks({ autoSubmit: true, liveResults: true })}
        className="mt-6 grid gap-3 rounded-panel bg-white p-4 ring-1 ring-steel-200 md:grid-cols-[1fr_auto_auto]"
      >
        {state.fits && <input type="hidden" name="fits" value={onlyFitsValue} />}
        <input
          type="hidden"
          name="filter"
          value={state.filter === "all" ? "" : state.filter}
          disabled={state.filter === "all"}
        />
        <label className="text-sm">
          <span className="sr-only">{t("search.label")}</span>
          <input
            type="search"
            name="search"
            defaultValue={state.search}
            maxLength={100}
            placeholder={t("search.placeholder")}
            {...hooks({ debounce: searchDebounceMs })}
            className="h-11 w-full rounded-control border border-steel-200 bg-white px-3"
          />
        </label>
        <label className="text-sm">
          <span className="sr-only">{t("productList.refineLabel")}</span>
          <select
            name="refine"
            defaultValue={state.refine}
            className="h-11 w-full rounded-control border border-steel-200 bg-white px-3"
          >
            <option value="">{t("productList.allBrandsAndCategories")}</option>
            <optgroup label={t("productList.brands")}>
              {brands.map((b) => (
                <option key={b.value} value={b.value}>
                  {b.name}
                </option>
              ))}
            </optgroup>
            <optgroup label={t("productList.categories")}>
              {categories.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.name}
                </option>
              ))}
            </optgroup>
          </select>
        </label>
        <SortSelect value={state.sort} />
        <ApplyFiltersButton />
      </form>

      <nav
        id="quick-filters"
        {...hooks({ liveRegion: true })}
        aria-label={t("productList.quickFilters")}
        className="mt-4"
      >
        <ul className="flex flex-wrap gap-2">
          {productListFilters
            .filter((f) => f !== "recommended")
            .map((filter) => (
              <li key={filter}>
                <DocumentLink
                  to={pagePath(language, "products", productListQuery({ ...state, filter, show: 0 }))}
                  aria-current={state.filter === filter ? "page" : undefined}
                  className={`inline-block rounded-full px-4 py-2 text-sm font-semibold ring-1 transition-colors duration-150 ${state.filter === filter ? "bg-asphalt text-paper ring-asphalt" : "bg-white ring-steel-200 hover:ring-steel-400"}`}
                >
                  {t(`productList.filter.${filter}`)}
                </DocumentLink>
              </li>
            ))}
        </ul>
      </nav>
      {/* Live: its links keep the filters of the moment. */}
      <div id="list-fits" {...hooks({ liveRegion: true })} className="mt-3 empty:hidden">
        <OnlyFitsToggle helmet={helmet} on={state.fits} here={here} />
      </div>

      <div id="list-results" {...hooks({ liveRegion: true })} className="aria-busy:opacity-70">
        {products.length > 0 ? (
          <>
            <h2 className="sr-only">{t("productList.results")}</h2>
            <p
              id="list-showing"
              {...hooks({ liveRegion: true })}
              className="mt-6 text-sm text-steel-700"
              aria-live="polite"
            >
              {t("productList.showing", { shown: products.length, total })}
            </p>
            <GrowingProductGrid
              id="list"
              products={products}
              className="mt-3"
              more={{
                to:
                  remaining > 0
                    ? pagePath(
                        language,
                        "products",
                        productListQuery({ ...state, show: state.show + productListPageSize }),
                      )
                    : null,
                label: t("productList.loadMore", { count: nextCount }),
              }}
            />
          </>
        ) : (
          <section className="mt-10 rounded-panel bg-white p-8 text-center ring-1 ring-steel-200">
            <h2 className="text-3xl font-bold">{t("productList.emptyTitle")}</h2>
            <p className="mt-2 text-steel-700">{t("productList.emptyText")}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              {state.search && (
                <DocumentLink
                  to={pagePath(language, "products", productListQuery({ ...state, search: "" }))}
                  className={emptyAction}
                >
                  {t("productList.clearSearch")}
                </DocumentLink>
              )}
              {state.refine && (
                <DocumentLink
                  to={pagePath(language, "products", productListQuery({ ...state, refine: "" }))}
                  className={emptyAction}
                >
                  {t("productList.viewAllBrands")}
                </DocumentLink>
              )}
              <DocumentLink to={listPath} className={emptyAction}>
                {t("productList.viewAllProducts")}
              </DocumentLink>
            </div>
          </section>
        )}
      </div>
    </main>
  );
}

const emptyAction = "rounded-control bg-paper px-4 py-2.5 font-semibold ring-1 ring-steel-200 hover:ring-steel-400";
