import { DocumentLink } from "~/components/ui/document-link";
import { useTranslation } from "~/i18n/use-translation";
import { redirect } from "react-router";
import { useUiLanguage } from "~/components/ui/use-language";
import { ProductCard } from "~/features/catalog/components/product-card";
import { toProductCard } from "~/features/catalog/product-display";
import {
  finderResultLimit,
  parseFinderState,
  quickPickCount,
  type FinderState,
} from "~/features/helmets/helmet-finder";
import { modelsByAvailability } from "~/features/fitment/helmets";
import {
  findFittingProducts,
  findRenamedHelmet,
  helmetPagePaths,
  listHelmetBrands,
} from "~/features/helmets/helmets.server";
import { MyHelmetButton } from "~/features/helmets/components/my-helmet-form";
import { HelmetAccessories } from "~/features/helmets/components/helmet-accessories";
import { storefrontMeta } from "~/features/seo/seo";
import { NotifyForm } from "~/features/visor-requests/components/notify-form";
import { pagePath, pagePaths, pageSlug } from "~/i18n/routes";
import { storeContext } from "~/context/store-context.server";
import type { Route } from "./+types/helmet-finder";
import { hooks } from "~/components/ui/document-hooks";

/** "All results" and a helmet's accessories: every one, up to this many (a card list, not a catalogue dump). */
const maxShown = 900;

export async function loader(args: Route.LoaderArgs) {
  const { db, ui, language, t, site, url, myHelmet, countView } = await storeContext(args, {
    reads: ["brand", "model", "q", "all"],
  });
  const canonical = `/${ui}/${pageSlug(ui, "helmetFinder")}`;
  if (url.pathname !== canonical) throw redirect(canonical + url.search, 301);
  const [helmets, pages] = await Promise.all([listHelmetBrands(db), helmetPagePaths(db, ui)]);
  const state = parseFinderState(url.searchParams, helmets);
  const askedModel = url.searchParams.get("model");
  if (askedModel && state.brand && !state.model) {
    // A renamed model's old address moves to its current one.
    const renamed = await findRenamedHelmet(db, helmets, state.brand, askedModel);
    if (renamed) {
      const params = new URLSearchParams(url.searchParams);
      params.set("model", renamed.model.slug);
      throw redirect(`${canonical}?${params}`, 301);
    }
  }
  const filtered = state.brand || state.q;
  const brand = helmets.find((b) => b.slug === state.brand);
  const none = { products: [], total: 0 };
  const [results, accessories] = await Promise.all([
    filtered
      ? findFittingProducts(db, language, state, helmets, "visors", state.all && !brand ? maxShown : finderResultLimit)
      : none,
    state.brand ? findFittingProducts(db, language, state, helmets, "accessories", maxShown) : none,
  ]);
  const model = brand?.models.find((m) => m.slug === state.model);
  // "View all" goes to the model's (or brand's) visor page; a text search shows all its results here.
  const viewAll = model
    ? (pages.models.get(model.id) ?? null)
    : brand
      ? (pages.brands.get(brand.slug) ?? null)
      : pagePath(ui, "helmetFinder", { q: state.q, all: "1" });
  countView("finder");
  return {
    state,
    // Brands and models with visors first; the rest stay findable, marked, to ask for a visor.
    helmets: [...helmets.filter((b) => b.visorCount > 0), ...helmets.filter((b) => b.visorCount === 0)].map((b) => ({
      ...b,
      models: modelsByAvailability(b.models),
    })),
    quickPicks: helmets
      .flatMap((b) => b.models.filter((m) => m.isPopular).map((m) => ({ brand: b, model: m })))
      .slice(0, quickPickCount)
      .map(({ brand, model }) => ({ label: `${brand.name} ${model.name}`, brand: brand.slug, model: model.slug })),
    filtered: Boolean(filtered),
    results: results.products.map((p) => toProductCard(p, myHelmet)),
    accessories: accessories.products.map((p) => toProductCard(p, myHelmet)),
    total: results.total,
    viewAll,
    chosen: { brand: brand?.name ?? "", model: model?.name ?? "", modelId: model?.id ?? null },
    isMyHelmet: Boolean(model && myHelmet?.modelId === model.id),
    alternatePaths: pagePaths("helmetFinder"),
    seo: {
      title: t("finder.metaTitle", { siteName: site.siteName }),
      description: t("finder.metaDescription"),
      alternatePaths: pagePaths("helmetFinder"),
      jsonLd: [],
    },
  };
}

export const meta: Route.MetaFunction = (args) => [
  ...storefrontMeta(args),
  ...(args.data?.filtered ? [{ name: "robots", content: "noindex, follow" }] : []),
];

/** Options with visors first; the others in their own group, marked, still there to ask for a visor. */
function HelmetOptions({ items }: { items: { slug: string; name: string; visorCount: number }[] }) {
  const { t } = useTranslation();
  const withVisors = items.filter((item) => item.visorCount > 0);
  const without = items.filter((item) => item.visorCount === 0);
  const options = (list: typeof items, note?: string) =>
    list.map((item) => (
      <option key={item.slug} value={item.slug}>
        {note ? `${item.name} (${note})` : item.name}
      </option>
    ));
  if (!without.length) return options(withVisors);
  return (
    <>
      {withVisors.length > 0 && <optgroup label={t("helmet.withVisors")}>{options(withVisors)}</optgroup>}
      <optgroup label={t("helmet.withoutVisors")}>{options(without, t("helmet.noVisorYet"))}</optgroup>
    </>
  );
}

export default function HelmetFinder({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { state, helmets, quickPicks, filtered, results, accessories, total, viewAll, chosen, isMyHelmet } = loaderData;
  const here = pagePath(language, "helmetFinder");
  const href = (next: Partial<FinderState>) => {
    const merged = { ...state, all: false, ...next };
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) if (value) params.set(key, value === true ? "1" : value);
    return params.size ? `${here}?${params}` : here;
  };
  const brand = helmets.find((b) => b.slug === state.brand);
  const model = brand?.models.find((m) => m.slug === state.model);
  const chips = [
    chosen.brand && { label: chosen.brand, remove: href({ brand: "", model: "" }) },
    chosen.model && { label: chosen.model, remove: href({ model: "" }) },
    state.q && { label: `“${state.q}”`, remove: href({ q: "" }) },
  ].filter((chip): chip is { label: string; remove: string } => Boolean(chip));

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pb-8 pt-8">
      <h1 className="text-4xl font-bold md:text-5xl">{t("finder.title")}</h1>
      <p className="mt-2 max-w-2xl text-steel-700">{t("finder.intro")}</p>

      {/* Answered in place as the lists are (decision 15): a select changed by its arrow keys keeps the focus
          (WCAG 3.2.2); without the script the button sends the form. */}
      <form
        method="get"
        action={here}
        {...hooks({ autoSubmit: true, liveResults: true })}
        className="mt-6 grid gap-3 rounded-panel bg-white p-4 ring-1 ring-steel-200 md:grid-cols-3"
      >
        <label className="text-sm font-semibold">
          {t("finder.brand")}
          <select
            name="brand"
            defaultValue={state.brand}
            {...hooks({ resets: "model" })}
            className="mt-1 h-11 w-full rounded-control border border-steel-200 bg-white px-3 font-normal"
          >
            <option value="">{t("finder.chooseBrand")}</option>
            <HelmetOptions items={helmets} />
          </select>
        </label>
        <label id="finder-model" {...hooks({ liveRegion: true })} className="text-sm font-semibold">
          {t("finder.model")}
          <select
            name="model"
            defaultValue={state.model}
            disabled={!brand}
            className="mt-1 h-11 w-full rounded-control border border-steel-200 bg-white px-3 font-normal disabled:bg-paper disabled:text-steel-600"
          >
            <option value="">{brand ? t("finder.chooseModel") : t("finder.chooseBrandFirst")}</option>
            {brand && <HelmetOptions items={brand.models} />}
          </select>
        </label>
        <label className="text-sm font-semibold">
          {t("finder.search")}
          <input
            type="search"
            name="q"
            defaultValue={state.q}
            maxLength={100}
            placeholder={t("finder.searchPlaceholder")}
            className="mt-1 h-11 w-full rounded-control border border-steel-200 bg-white px-3 font-normal"
          />
        </label>
        <button
          type="submit"
          className="h-11 rounded-control bg-asphalt px-4 font-semibold text-paper hover:bg-asphalt-800 md:col-start-3"
        >
          {t("finder.find")}
        </button>
      </form>

      <section className="mt-5" aria-label={t("finder.quickPicks")}>
        <p className="text-sm font-semibold uppercase tracking-wider text-steel-600">{t("finder.quickPicks")}</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {quickPicks.map((pick) => (
            <li key={pick.label}>
              <DocumentLink
                to={href({ brand: pick.brand, model: pick.model, q: "" })}
                className="inline-block rounded-full bg-white px-4 py-2 text-sm font-semibold ring-1 ring-steel-200 hover:ring-steel-400"
              >
                {pick.label}
              </DocumentLink>
            </li>
          ))}
        </ul>
      </section>

      <div id="finder-answer" {...hooks({ liveRegion: true })} className="aria-busy:opacity-70">
        {chips.length > 0 && (
          <div className="mt-5 flex flex-wrap items-center gap-2">
            {chips.map((chip) => (
              <DocumentLink
                key={chip.label}
                to={chip.remove}
                aria-label={t("finder.removeFilter", { filter: chip.label })}
                className="inline-flex items-center gap-2 rounded-full bg-asphalt px-3 py-1.5 text-sm font-semibold text-paper"
              >
                {chip.label} <span aria-hidden="true">×</span>
              </DocumentLink>
            ))}
            <DocumentLink to={here} className="text-sm font-semibold text-signal-700 hover:underline">
              {t("finder.clear")}
            </DocumentLink>
          </div>
        )}

        {chosen.modelId !== null && (
          <div className="mt-5 flex flex-wrap items-center gap-3 text-sm">
            {isMyHelmet ? (
              <span className="font-semibold text-stock-in-strong">
                ✓ {t("helmet.yours", { helmet: `${chosen.brand} ${chosen.model}` })}
              </span>
            ) : (
              <MyHelmetButton modelId={chosen.modelId} helmet={`${chosen.brand} ${chosen.model}`} />
            )}
            <span className="text-steel-600">{t("helmet.remembered")}</span>
          </div>
        )}

        {filtered && total > 0 && (
          <section className="mt-8" aria-labelledby="finder-results">
            <h2 id="finder-results" className="text-2xl font-bold">
              {t("finder.found", { count: total })}
            </h2>
            <div className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {results.map((p, i) => (
                <ProductCard key={p.id} product={p} eager={i < 3} />
              ))}
            </div>
            {total > results.length && viewAll && (
              <p className="mt-6 text-center">
                <DocumentLink
                  to={viewAll}
                  className="inline-block rounded-control bg-asphalt px-6 py-3 font-semibold text-paper hover:bg-asphalt-800"
                >
                  {chosen.brand ? t("finder.viewAll", { count: total }) : t("finder.viewAllResults", { count: total })}
                </DocumentLink>
              </p>
            )}
          </section>
        )}

        <HelmetAccessories products={accessories} />

        {filtered && total === 0 && (
          <section className="mt-8 rounded-panel bg-white p-6 ring-1 ring-steel-200 md:p-8">
            <h2 className="text-3xl font-bold">{t("finder.noResultsTitle")}</h2>
            {/* A model with visors that the text left out says so and shows them all, instead of asking to be told
              about a visor it has. A visor request names a helmet: a model, or a brand with no visor at all (issue 18
              item 7); a search that names neither asks for them instead of offering a form that is not there. */}
            {model && model.visorCount > 0 ? (
              <>
                <p className="mt-2 max-w-2xl text-steel-700">
                  {t("finder.noMatchForModel", {
                    count: model.visorCount,
                    helmet: `${chosen.brand} ${chosen.model}`,
                    text: state.q,
                  })}
                </p>
                <p className="mt-6">
                  <DocumentLink
                    to={href({ q: "" })}
                    className="inline-block rounded-control bg-asphalt px-6 py-3 font-semibold text-paper hover:bg-asphalt-800"
                  >
                    {t("finder.viewAll", { count: model.visorCount })}
                  </DocumentLink>
                </p>
              </>
            ) : chosen.model || brand?.visorCount === 0 ? (
              <>
                <p className="mt-2 max-w-2xl text-steel-700">{t("finder.noResultsText")}</p>
                <div className="mt-6 max-w-xl">
                  <NotifyForm helmetBrand={chosen.brand} helmetModel={chosen.model} sourceType="visor-request-finder" />
                </div>
              </>
            ) : (
              <p className="mt-2 max-w-2xl text-steel-700">{t("finder.noResultsChooseHelmet")}</p>
            )}
          </section>
        )}
      </div>
    </main>
  );
}
