import { useTranslation } from "~/i18n/use-translation";
import { redirect } from "react-router";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { DocumentLink } from "~/components/ui/document-link";
import { PillLink } from "~/components/ui/pill-link";
import { useUiLanguage } from "~/components/ui/use-language";
import { ApplyFiltersButton, GrowingProductGrid, SortSelect } from "~/features/catalog/components/list-controls";
import { toProductCard } from "~/features/catalog/product-display";
import { productListSorts, type ProductListSort } from "~/features/catalog/product-list";
import {
  brandCondition,
  categoryMemberCondition,
  findStorefrontCategoryBySlug,
  getCategoryTexts,
  listBrandNames,
  listStorefrontCategories,
} from "~/features/categories/categories.service.server";
import { breadcrumbJsonLd } from "~/features/seo/json-ld";
import { storefrontMeta } from "~/features/seo/seo";
import { listingDescription } from "~/features/seo/listing-description";
import { NotifyForm } from "~/features/visor-requests/components/notify-form";
import {
  listVisibleBrandNames,
  pageStorefrontProducts,
  summarizeProducts,
} from "~/features/catalog/catalog.service.server";
import { allOf } from "~/features/catalog/catalog.queries.server";
import { listHelmetAccessories, listHelmetBrands, listHelmetVisors } from "~/features/helmets/helmets.server";
import { visorComparisonRows } from "~/features/helmets/visor-comparison";
import { VisorComparison } from "~/features/helmets/components/visor-comparison";
import { MyHelmetButton } from "~/features/helmets/components/my-helmet-form";
import { HelmetAccessories } from "~/features/helmets/components/helmet-accessories";
import { contentLanguage, isLanguage, supportedLanguages, type Language } from "~/i18n/languages";
import { categoryPath, pagePath, reservedSlugs } from "~/i18n/routes";
import { NotFoundError } from "~/lib/errors";
import { slugify } from "~/features/slugs";
import { storeContext, storeNotFound } from "~/context/store-context.server";
import { onlyWhatFits } from "~/features/helmets/only-fits.server";
import { OnlyFitsToggle, onlyFitsParameter, onlyFitsValue } from "~/features/fitment";
import { tintWord } from "~/features/fitment/visor-facts";
import type { Route } from "./+types/category";
import { hooks } from "~/components/ui/document-hooks";

/** Category pages show products in batches of 6, each revealed after 150 ms (spec §9). */
export const categoryBatch = 6;
const categoryRevealDelayMs = 150;
export async function loader(args: Route.LoaderArgs) {
  const { db, ui, language, t, site, origin, url, myHelmet, countView } = await storeContext(args, {
    reads: ["sort", "brand", "show", onlyFitsParameter],
  });
  // An unknown one-segment address is the site's 404 page, like any unknown address (issue 18).
  const notFound = () => storeNotFound(db, ui);
  const slug = args.params.categorySlug;
  // A slug with a language prefix ("en-visors-agv-k6") loses it; page slugs are never categories.
  const prefixed = /^([a-z]{2})-(.+)$/.exec(slug);
  const wanted = prefixed && isLanguage(prefixed[1]) ? prefixed[2]! : slug;
  if (reservedSlugs.has(wanted)) throw await notFound();

  const found = await findStorefrontCategoryBySlug(db, ui, wanted).catch(async (error) => {
    if (error instanceof NotFoundError) throw await notFound();
    throw error;
  });
  const { category } = found;
  // Prefixed, renamed and other languages' slugs move to this language's current slug, in one hop.
  if (category.slug !== slug) throw redirect(categoryPath(ui, category.slug) + url.search, 301);

  const sort = (productListSorts as readonly string[]).includes(url.searchParams.get("sort") ?? "")
    ? (url.searchParams.get("sort") as ProductListSort)
    : null;
  const brand = url.searchParams.get("brand") ?? "";
  const fits = onlyWhatFits(url, myHelmet);
  const show = Math.max(categoryBatch, Math.min(600, Number(url.searchParams.get("show")) || categoryBatch));
  const [categories, texts, helmets, allBrands] = await Promise.all([
    listStorefrontCategories(db, ui),
    getCategoryTexts(db, category.id),
    listHelmetBrands(db),
    listBrandNames(db),
  ]);
  const members = await categoryMemberCondition(db, categories, category.id);
  // A helmet model's page: its model (to ask for a visor, to say "my helmet") and what else fits it.
  const helmetBrand = helmets.find((b) => b.models.some((m) => m.id === category.helmetModelId));
  const helmetModel = helmetBrand?.models.find((m) => m.id === category.helmetModelId);
  const [page, memberBrands, accessories, visors, summary] = await Promise.all([
    pageStorefrontProducts(
      db,
      contentLanguage(ui),
      { where: allOf(members, brand ? brandCondition(allBrands, brand) : undefined, fits) },
      sort ?? "",
      show,
    ),
    listVisibleBrandNames(db, members),
    helmetModel ? listHelmetAccessories(db, language, helmetModel.id) : [],
    // Every visor of the model, side by side, whatever page of cards is shown.
    helmetModel ? listHelmetVisors(db, language, helmetModel.id) : [],
    helmetModel ? null : summarizeProducts(db, { where: members }),
  ]);
  const brands = memberBrands.filter(Boolean).sort();
  const { products, total } = page;
  // An empty page says so first, and stays out of search results until it has something (issue 32).
  const empty = total === 0 && !brand && !fits;
  const pageBrand = helmetModel ? undefined : helmets.find((b) => b.id === category.helmetBrandId);

  const parent = categories.find((c) => c.id === category.parentId);
  const children = categories.filter((c) => c.parentId === category.id);
  const alternatePaths = Object.fromEntries(
    supportedLanguages.map((l) => [l, categoryPath(l, texts.slugs[l] || category.slug)]),
  ) as Record<Language, string>;
  const absolute = (path: string) => new URL(path, origin).toString();
  countView(category.helmetModelId ? "model" : "category");
  return {
    category,
    parent: parent ? { name: parent.name, slug: parent.slug } : null,
    // No chip leads to an empty page ("AGV (0)").
    children: children
      .filter((c) => c.productCount > 0)
      .map((c) => ({ id: c.id, name: c.name, slug: c.slug, productCount: c.productCount })),
    products: products.map((p) => toProductCard(p, myHelmet)),
    total,
    brands: brands.map((name) => ({ name, value: slugify(name) })),
    state: { sort: sort ?? "", brand, show, fits: Boolean(fits) },
    here: url.pathname + url.search,
    // On its own model page everything fits the rider's helmet: nothing to narrow.
    onlyFitsHelmet: myHelmet && myHelmet.modelId !== helmetModel?.id ? myHelmet.label : null,
    empty,
    // Nothing to show: the rider can ask to be told (a model's page for its model, a brand's for one of its models).
    demand: !empty
      ? null
      : helmetBrand && helmetModel
        ? { helmetBrand: helmetBrand.name, helmetModel: helmetModel.name }
        : pageBrand
          ? { helmetBrand: pageBrand.name, helmetModel: "", models: pageBrand.models.map((m) => m.name) }
          : null,
    helmet: helmetModel ? { modelId: helmetModel.id, label: `${helmetBrand!.name} ${helmetModel.name}` } : null,
    isMyHelmet: Boolean(helmetModel && myHelmet?.modelId === helmetModel.id),
    accessories: accessories.map((p) => toProductCard(p, myHelmet)),
    comparison: visorComparisonRows(visors, t, language),
    // Visors and every page under it (a brand's, a model's, empty or not) link the explainer of visor markings.
    visorPage: topOf(category, categories).canonicalSlug === "visors",
    alternatePaths,
    seo: {
      title: t("category.metaTitle", { name: category.name, siteName: site.siteName }),
      // What it holds, specifically: a model's visors (count, tints, prices), or the category's count and prices.
      description: listingDescription(
        t,
        helmetModel
          ? {
              name: category.name,
              helmet: `${helmetBrand!.name} ${helmetModel.name}`,
              count: visors.length,
              min: visors.length ? Math.min(...visors.map((v) => Number(v.price))) : null,
              max: visors.length ? Math.max(...visors.map((v) => Number(v.price))) : null,
              tints: [...new Set(visors.flatMap((v) => (v.visor?.tint ? [tintWord(v.visor.tint, language)] : [])))],
            }
          : { name: category.name, ...summary! },
      ),
      alternatePaths,
      languages: texts.languages,
      noindex: empty,
      jsonLd: [
        breadcrumbJsonLd([
          { name: t("nav.home"), url: absolute(pagePath(ui, "home")) },
          ...(parent ? [{ name: parent.name, url: absolute(categoryPath(ui, parent.slug)) }] : []),
          { name: category.name, url: absolute(categoryPath(ui, category.slug)) },
        ]),
      ],
    },
  };
}

export const meta: Route.MetaFunction = storefrontMeta;

/** The top category of `category`'s branch. */
function topOf<C extends { id: number; parentId: number | null; canonicalSlug: string }>(
  category: C,
  categories: readonly C[],
): C {
  const parent = categories.find((c) => c.id === category.parentId);
  return parent ? topOf(parent, categories) : category;
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { category, parent, children, products, total, brands, state, demand, helmet, isMyHelmet, accessories } =
    loaderData;
  const { empty } = loaderData;
  const { here: address, onlyFitsHelmet, comparison, visorPage } = loaderData;
  const here = categoryPath(language, category.slug);
  const query = (change: Partial<typeof state>) => {
    const next = { ...state, show: categoryBatch, ...change };
    const params = new URLSearchParams();
    if (next.sort) params.set("sort", next.sort);
    if (next.brand) params.set("brand", next.brand);
    if (next.show > categoryBatch) params.set("show", String(next.show));
    if (next.fits) params.set(onlyFitsParameter, onlyFitsValue);
    const search = params.toString();
    return search ? `${here}?${search}` : here;
  };
  const remaining = total - products.length;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pb-8 pt-6">
      <Breadcrumb
        items={[
          { label: t("nav.home"), to: pagePath(language, "home") },
          ...(parent ? [{ label: parent.name, to: categoryPath(language, parent.slug) }] : []),
          { label: category.name },
        ]}
      />
      <h1 className="mt-4 text-4xl font-bold md:text-5xl">{category.name}</h1>
      {empty ? (
        // Said first and plainly, with what the rider can do (not "0 products" under a promise of visors).
        <section className="mt-6 rounded-panel bg-white p-6 ring-1 ring-steel-200 md:p-8">
          <h2 className="text-3xl font-bold">
            {helmet ? t("category.emptyModelTitle", { helmet: helmet.label }) : t("category.emptyTitle")}
          </h2>
          <p className="mt-2 max-w-2xl text-steel-700">
            {demand?.models
              ? t("category.demandBrandText", { helmetBrand: demand.helmetBrand })
              : demand
                ? t("category.demandText", demand)
                : t("category.emptyText")}
          </p>
          {demand && (
            <div className="mt-6 max-w-xl">
              <NotifyForm {...demand} sourceType="visor-request-category" />
            </div>
          )}
        </section>
      ) : (
        <>
          <p id="category-count" {...hooks({ liveRegion: true })} className="mt-1 font-semibold text-signal-700">
            {t("category.productCount", { count: total })}
          </p>
          {category.description && <p className="mt-3 max-w-3xl text-steel-700">{category.description}</p>}
        </>
      )}
      {visorPage && !comparison.length && (
        // A model page with visors links it above its comparison table.
        <p className="mt-3 text-sm">
          <DocumentLink to={pagePath(language, "visorGuide")} className="font-semibold text-signal-700 hover:underline">
            {t("compare.guideLink")} →
          </DocumentLink>
        </p>
      )}
      {helmet && (
        // Live: its form's way back names the filters of the moment.
        <div id="category-helmet" {...hooks({ liveRegion: true })} className="mt-4 text-sm">
          {isMyHelmet ? (
            <span className="font-semibold text-stock-in-strong">✓ {t("helmet.yours", { helmet: helmet.label })}</span>
          ) : (
            <MyHelmetButton modelId={helmet.modelId} helmet={helmet.label} />
          )}
        </div>
      )}

      {children.length > 0 && (
        <nav aria-label={t("category.subcategories")} className="mt-5">
          <ul className="flex flex-wrap gap-2">
            {children.map((child) => (
              <li key={child.id}>
                <PillLink to={categoryPath(language, child.slug)}>
                  {child.name} <span className="text-steel-600">({child.productCount})</span>
                </PillLink>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <div id="category-fits" {...hooks({ liveRegion: true })} className="mt-5 empty:hidden">
        <OnlyFitsToggle helmet={onlyFitsHelmet} on={state.fits} here={address} />
      </div>

      {!empty ? (
        <>
          <form
            method="get"
            action={here}
            {...hooks({ autoSubmit: true, liveResults: true })}
            className="mt-6 flex flex-wrap gap-3"
          >
            {state.fits && <input type="hidden" name={onlyFitsParameter} value={onlyFitsValue} />}
            <SortSelect value={state.sort} />
            {brands.length > 1 && (
              <label className="text-sm">
                <span className="sr-only">{t("productList.brands")}</span>
                <select
                  name="brand"
                  defaultValue={state.brand}
                  className="h-11 rounded-control border border-steel-200 bg-white px-3"
                >
                  <option value="">{t("productList.allBrands")}</option>
                  {brands.map((b) => (
                    <option key={b.value} value={b.value}>
                      {b.name}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <ApplyFiltersButton />
          </form>
          <div id="category-results" {...hooks({ liveRegion: true })} className="aria-busy:opacity-70">
            <h2 className="sr-only">{t("productList.results")}</h2>
            {state.fits && total === 0 && onlyFitsHelmet && (
              <p className="mt-6 text-steel-700">{t("fits.none", { helmet: onlyFitsHelmet })}</p>
            )}
            <GrowingProductGrid
              id="category"
              products={products}
              className="mt-5"
              more={{
                to: remaining > 0 ? query({ show: state.show + categoryBatch }) : null,
                label: t("category.showMore", { count: remaining }),
                delayMs: categoryRevealDelayMs,
              }}
            />
          </div>
        </>
      ) : null}

      {helmet && <VisorComparison rows={comparison} helmet={helmet.label} />}
      <HelmetAccessories products={accessories} />
    </main>
  );
}
