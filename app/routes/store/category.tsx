import { useTranslation } from "~/i18n/use-translation";
import { redirect } from "react-router";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { PillLink } from "~/components/ui/pill-link";
import { useUiLanguage } from "~/components/ui/use-language";
import { ApplyFiltersButton, GrowingProductGrid, SortSelect } from "~/features/catalog/components/list-controls";
import { toProductCard } from "~/features/catalog/product-display";
import { productListSorts, type ProductListSort } from "~/features/catalog/product-list";
import {
  categoryMemberCondition,
  findStorefrontCategoryBySlug,
  getCategorySlugs,
  listBrandNames,
  listStorefrontCategories,
} from "~/features/categories/categories.service.server";
import { brandSlugCondition } from "~/features/categories/categories.queries.server";
import { breadcrumbJsonLd } from "~/features/seo/json-ld";
import { storefrontMeta, summarize } from "~/features/seo/seo";
import { NotifyForm } from "~/features/visor-requests/components/notify-form";
import { listVisibleBrandNames, pageStorefrontProducts } from "~/features/catalog/catalog.service.server";
import { and } from "drizzle-orm";
import { listHelmetAccessories, listHelmetBrands } from "~/features/helmets/helmets.server";
import { MyHelmetButton } from "~/features/helmets/components/my-helmet-form";
import { HelmetAccessories } from "~/features/helmets/components/helmet-accessories";
import { contentLanguage, isLanguage, supportedLanguages, type Language } from "~/i18n/languages";
import { categoryPath, pagePath, reservedSlugs } from "~/i18n/routes";
import { NotFoundError } from "~/lib/errors";
import { slugify } from "~/features/slugs";
import { storeContext, storeNotFound } from "~/context/store-context.server";
import type { Route } from "./+types/category";

/** Category pages show products in batches of 6, each revealed after 150 ms (spec §9). */
export const categoryBatch = 6;
const categoryRevealDelayMs = 150;
export async function loader(args: Route.LoaderArgs) {
  const { db, ui, language, t, site, origin, url, myHelmet, countView } = await storeContext(args, {
    reads: ["sort", "brand", "show"],
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
  const show = Math.max(categoryBatch, Math.min(600, Number(url.searchParams.get("show")) || categoryBatch));
  const [categories, slugs, helmets, allBrands] = await Promise.all([
    listStorefrontCategories(db, ui),
    getCategorySlugs(db, category.id),
    listHelmetBrands(db),
    listBrandNames(db),
  ]);
  const members = await categoryMemberCondition(db, categories, category.id);
  // A helmet model's page: its model (to ask for a visor, to say "my helmet") and what else fits it.
  const helmetBrand = helmets.find((b) => b.models.some((m) => m.id === category.helmetModelId));
  const helmetModel = helmetBrand?.models.find((m) => m.id === category.helmetModelId);
  const [page, memberBrands, accessories] = await Promise.all([
    pageStorefrontProducts(
      db,
      contentLanguage(ui),
      { where: brand ? and(members, brandSlugCondition(allBrands, brand)) : members },
      sort ?? "",
      show,
    ),
    listVisibleBrandNames(db, members),
    helmetModel ? listHelmetAccessories(db, language, helmetModel.id) : [],
  ]);
  const brands = memberBrands.filter(Boolean).sort();
  const { products, total } = page;

  const parent = categories.find((c) => c.id === category.parentId);
  const children = categories.filter((c) => c.parentId === category.id);
  const alternatePaths = Object.fromEntries(
    supportedLanguages.map((l) => [l, categoryPath(l, slugs[l] || category.slug)]),
  ) as Record<Language, string>;
  const absolute = (path: string) => new URL(path, origin).toString();
  countView(category.helmetModelId ? "model" : "category");
  return {
    category,
    parent: parent ? { name: parent.name, slug: parent.slug } : null,
    children: children.map((c) => ({ id: c.id, name: c.name, slug: c.slug, productCount: c.productCount })),
    products: products.map((p) => toProductCard(p, myHelmet)),
    total,
    brands: brands.map((name) => ({ name, value: slugify(name) })),
    state: { sort: sort ?? "", brand, show },
    demand:
      category.productCount === 0 && helmetBrand && helmetModel
        ? { helmetBrand: helmetBrand.name, helmetModel: helmetModel.name }
        : null,
    helmet: helmetModel ? { modelId: helmetModel.id, label: `${helmetBrand!.name} ${helmetModel.name}` } : null,
    isMyHelmet: Boolean(helmetModel && myHelmet?.modelId === helmetModel.id),
    accessories: accessories.map((p) => toProductCard(p, myHelmet)),
    alternatePaths,
    seo: {
      title: t("category.metaTitle", { name: category.name, siteName: site.siteName }),
      description: summarize(category.description || t("category.metaDescription", { name: category.name })),
      alternatePaths,
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

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { category, parent, children, products, total, brands, state, demand, helmet, isMyHelmet, accessories } =
    loaderData;
  const here = categoryPath(language, category.slug);
  const query = (change: Partial<typeof state>) => {
    const next = { ...state, show: categoryBatch, ...change };
    const params = new URLSearchParams();
    if (next.sort) params.set("sort", next.sort);
    if (next.brand) params.set("brand", next.brand);
    if (next.show > categoryBatch) params.set("show", String(next.show));
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
      <p id="category-count" data-live-region className="mt-1 font-semibold text-signal-700">
        {t("category.productCount", { count: total })}
      </p>
      {category.description && <p className="mt-3 max-w-3xl text-steel-700">{category.description}</p>}
      {helmet && (
        // Live: its form's way back names the filters of the moment.
        <div id="category-helmet" data-live-region className="mt-4 text-sm">
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

      {total > 0 || state.brand ? (
        <>
          <form method="get" action={here} data-auto-submit data-live-results className="mt-6 flex flex-wrap gap-3">
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
          <div id="category-results" data-live-region className="aria-busy:opacity-70">
            <h2 className="sr-only">{t("productList.results")}</h2>
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
      ) : (
        <section className="mt-8 rounded-panel bg-white p-6 ring-1 ring-steel-200 md:p-8">
          <h2 className="text-3xl font-bold">{t("category.emptyTitle")}</h2>
          <p className="mt-2 max-w-2xl text-steel-700">
            {demand ? t("category.demandText", demand) : t("category.emptyText")}
          </p>
          {demand && (
            <div className="mt-6 max-w-xl">
              <NotifyForm {...demand} sourceType="visor-request-category" />
            </div>
          )}
        </section>
      )}

      <HelmetAccessories products={accessories} />
    </main>
  );
}
