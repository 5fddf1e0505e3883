import { DocumentLink } from "~/components/ui/document-link";
import { useTranslation } from "~/i18n/use-translation";
import { resizeMediaUrl } from "~/features/media/media-url";
import { data, isRouteErrorResponse, redirect } from "react-router";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { MissingPage } from "~/components/missing-page";
import { useUiLanguage } from "~/components/ui/use-language";
import { ProductCard } from "~/features/catalog/components/product-card";
import { ProductGallery } from "~/features/catalog/components/product-gallery";
import { LikeButton } from "~/features/catalog/components/like-button";
import { BuyBox } from "~/features/catalog/components/buy-box";
import { StockRequestForm } from "~/features/stock-requests/components/stock-request-form";
import { PriceAlertForms } from "~/features/price-alerts/components/price-alert-forms";
import { getProductTexts, getStorefrontProductBySlug } from "~/features/catalog/catalog.service.server";
import { isVisor, productAvailability, productBadges, toProductCard } from "~/features/catalog/product-display";
import { recentLikeCount } from "~/features/likes/likes.server";
import { fitKey, productNeighbours } from "~/features/catalog/recommendations.server";
import { productSpecRows } from "~/features/catalog/product-specs";
import { tintWord } from "~/features/fitment/visor-facts";
import { compatibilityLine } from "~/features/fitment/fitment";
import { helmetFit } from "~/features/fitment/helmets";
import { helmetPagePaths } from "~/features/helmets/helmets.server";
import { HelmetFitNote } from "~/features/fitment/components/helmet-fit-note";
import { VisorMarkingNote } from "~/features/fitment/components/visor-marking-note";
import { MyHelmetButton } from "~/features/helmets/components/my-helmet-form";
import { breadcrumbJsonLd, productJsonLd } from "~/features/seo/json-ld";
import { storefrontMeta, summarize } from "~/features/seo/seo";
import { contentLanguage, defaultLanguage, supportedLanguages, type Language } from "~/i18n/languages";
import { pagePath, productPath } from "~/i18n/routes";
import { uiText } from "~/i18n/pseudo";
import { NotFoundError } from "~/lib/errors";
import { formatDay, formatPrice, savings } from "~/i18n/format";
import { productDestination } from "~/features/affiliate/affiliate.server";
import { shopName } from "~/lib/shop-links";
import { storeContext } from "~/context/store-context.server";
import { productPriceFacts } from "~/features/prices/product-prices.server";
import { deliveryCountryOf } from "~/features/prices/delivery";
import { PriceHistoryChart, PriceUnchanged } from "~/features/prices/components/price-history-chart";
import { DeliveryBox } from "~/features/prices/components/delivery-box";
import type { Route } from "./+types/product";

export async function loader(args: Route.LoaderArgs) {
  const { db, ui, language, t, site, origin, url, myHelmet, countView } = await storeContext(args);
  const slug = args.params.slug;
  const found = await getStorefrontProductBySlug(db, language, slug).catch((error) => {
    if (error instanceof NotFoundError) throw data({ slug }, { status: 404 });
    throw error;
  });
  // One address per product and language: other slugs, ids and prefixes move there.
  const canonicalPath = productPath(ui, found.slug);
  if (url.pathname !== canonicalPath) throw redirect(canonicalPath + url.search, 301);

  const [texts, { recommended, sameFit }, helmetPages, destination, likeCount, prices] = await Promise.all([
    getProductTexts(db, found.id),
    productNeighbours(db, language, found),
    helmetPagePaths(db, ui),
    productDestination(db, found.id),
    recentLikeCount(db, found.id, found.likeCount),
    productPriceFacts(db, found.id),
  ]);
  // Where the buy button leads, one state on the page, in the JSON-LD and at /go (decision 0023): the main shop, the
  // second shop while the main one fails, or none — a link the health check found dead (and the curator chose to
  // say so) is no link, with "tell me when it's back".
  const shop = destination && {
    name: shopName(destination.url) ?? destination.url,
    fallback: destination.kind === "fallback",
  };
  const product = { ...found, likeCount, shop, ...(destination ? {} : { aliexpressUrl: "" }) };
  const alternatePaths = Object.fromEntries(
    supportedLanguages.map((l) => [l, productPath(l, texts.slugs[l])]),
  ) as Record<Language, string>;
  const absolute = (path: string) => new URL(path, origin).toString();
  const colorOf = (tint: string | null | undefined) => (tint ? tintWord(tint, language) : "");
  // The colours of this visor for the same helmets: the visors whose fits are exactly its own.
  const siblings = sameFit.filter((p) => colorOf(p.tint));
  countView("product", product.id);
  return {
    // The buy button's text is written per language like interface text: marked in zz.
    product: { ...product, buttonText: uiText(ui)(product.buttonText) },
    priceChecked: product.priceCheckedAt ? formatDay(product.priceCheckedAt, language) : null,
    priceHistory: prices.history,
    // Delivery to the page language's country, or to the one the visitor chose (a cookie the page cache keys on).
    delivery: { rows: prices.delivery, country: deliveryCountryOf(args.request.headers.get("cookie"), ui) },
    specRows: productSpecRows(product, t, language),
    fits: product.fits.map((fit) => ({ ...fit, href: helmetPages.models.get(fit.modelId) ?? null })),
    helmetFit: helmetFit(product, myHelmet),
    myHelmetId: myHelmet?.modelId ?? null,
    recommended: recommended.map((p) => toProductCard(p, myHelmet)),
    alternatePaths,
    seo: {
      title: t("product.metaTitle", { name: product.name, siteName: site.siteName }),
      description: summarize(product.description),
      alternatePaths,
      languages: texts.languages,
      image: product.images[0] && resizeMediaUrl(product.images[0].url, 1200, "png"),
      type: "product" as const,
      jsonLd: [
        productJsonLd(product, absolute(canonicalPath), origin, {
          // The product's own helmets: every model's address made absolute cost each render more as models grew.
          fitUrls: new Map(
            product.fits.flatMap(({ modelId }) => {
              const path = helmetPages.models.get(modelId);
              return path ? [[modelId, absolute(path)] as const] : [];
            }),
          ),
          color: colorOf(product.visor?.tint) || undefined,
          group:
            siblings.length > 1
              ? {
                  id: `visor-${fitKey(product)}`,
                  name: t("category.fitsHeading", { helmet: compatibilityLine(product.fits) }),
                  variants: siblings.map((p) => ({
                    name: p.name,
                    url: absolute(productPath(ui, p.slug)),
                    color: colorOf(p.tint),
                  })),
                }
              : undefined,
        }),
        breadcrumbJsonLd([
          { name: t("nav.home"), url: absolute(pagePath(ui, "home")) },
          { name: t("nav.products"), url: absolute(pagePath(ui, "products")) },
          { name: product.name, url: absolute(canonicalPath) },
        ]),
      ],
    },
  };
}

export const meta: Route.MetaFunction = storefrontMeta;

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { product, recommended, specRows, fits, helmetFit, myHelmetId, priceChecked, priceHistory, delivery } =
    loaderData;
  // No "you save" on what cannot be bought: the buy box says why and offers to tell the visitor when it can.
  const saved = productAvailability(product) === "available" && savings(product.price, product.originalPrice);
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pb-8 pt-4 lg:pt-6">
      {/* On a phone the back link alone: the trail costs a line the buy button needs (issue 32 point 5). */}
      <Breadcrumb
        className="hidden sm:block"
        items={[
          { label: t("nav.home"), to: pagePath(language, "home") },
          { label: t("nav.products"), to: pagePath(language, "products") },
          { label: product.name },
        ]}
      />
      <p data-back-link className="text-sm sm:mt-1.5 lg:mt-3">
        <BackToProducts />
      </p>

      {/* One column on a phone never grows past the screen (a form's min-content made it 308 px in 288). */}
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-5 lg:mt-6 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-12">
        <ProductGallery images={product.images} name={product.name} />

        <div>
          {productBadges.some(([flag]) => product[flag]) && (
            <ul className="mb-3 flex flex-wrap gap-1.5">
              {productBadges
                .filter(([flag]) => product[flag])
                .map(([flag, key]) => (
                  <li
                    key={flag}
                    className={`rounded-full px-2.5 py-1 text-xs font-semibold ${flag === "isZerosPick" ? "bg-signal text-asphalt" : "bg-asphalt text-paper"}`}
                  >
                    {t(`product.badge.${key}`)}
                  </li>
                ))}
            </ul>
          )}
          <p className="text-sm font-semibold uppercase tracking-wider text-steel-600">
            {isVisor(product) && product.brand ? t("product.visorFor", { brand: product.brand }) : product.brand}
          </p>
          <h1 className="mt-1 text-3xl font-bold leading-tight sm:text-4xl md:text-5xl">{product.name}</h1>
          {/* Only text shown in another language needs saying so ("original" and "translated" were the curator's): the
              English one, or the Portuguese original where neither this language's nor the English text exists. */}
          {product.translationStatus === "fallback" ? (
            <p className="mt-2 text-xs text-steel-600">{t("product.translation.fallback")}</p>
          ) : (
            product.translationStatus === "original" &&
            contentLanguage(language) !== defaultLanguage && (
              <p className="mt-2 text-xs text-steel-600">{t("product.translation.fallbackOriginal")}</p>
            )
          )}
          <HelmetFitNote fit={helmetFit} className="mt-3" />

          <div className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1 tabular sm:mt-5">
            <span className="text-3xl font-semibold sm:text-4xl">{formatPrice(product.price)}</span>
            {saved && product.originalPrice && (
              <>
                <s className="text-lg text-steel-600">
                  <span className="sr-only">{t("product.originalPrice")} </span>
                  {formatPrice(product.originalPrice)}
                </s>
                <span className="rounded-full bg-stock-in/10 px-2.5 py-1 text-sm font-semibold text-stock-in-strong">
                  {t("product.savings", { amount: formatPrice(saved) })}
                </span>
              </>
            )}
          </div>
          {priceChecked && (
            <p className="mt-1 text-xs text-steel-600" data-price-checked>
              {t("product.priceChecked", { date: priceChecked })}
            </p>
          )}
          <PriceUnchanged history={priceHistory} />

          <BuyBox
            product={product}
            shop={product.shop}
            stockRequest={<StockRequestForm productId={product.id} language={language} />}
          />
          <DeliveryBox rows={delivery.rows} country={delivery.country} />
          {/* "Tell me when it is cheaper" (one that can be bought), and every visor for the rider's helmet. */}
          <PriceAlertForms
            product={productAvailability(product) === "available" ? product : null}
            helmet={helmetFit?.fits && myHelmetId ? { modelId: myHelmetId, label: helmetFit.helmet } : null}
            language={language}
          />
          <LikeButton productId={product.id} initialCount={product.likeCount} />
          <PriceHistoryChart history={priceHistory} />

          <section className="mt-8">
            <h2 className="text-2xl font-bold">{t("product.description")}</h2>
            <p className="mt-2 whitespace-pre-line leading-relaxed text-steel-700">{product.description}</p>
          </section>

          {fits.length > 0 && (
            <section className="mt-8" aria-labelledby="fits-heading">
              <h2 id="fits-heading" className="text-2xl font-bold">
                {t(product.type === "visor" ? "product.fits" : "product.fitsAccessory")}
              </h2>
              <ul className="mt-3 divide-y divide-steel-200 rounded-control bg-white ring-1 ring-steel-200">
                {fits.map((fit) => (
                  <li key={fit.modelId} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5 text-sm">
                    <span className="min-w-0 flex-1">
                      {fit.href ? (
                        <a href={fit.href} className="font-semibold text-signal-700 hover:underline">
                          {fit.brand} {fit.model}
                        </a>
                      ) : (
                        <span className="font-semibold">
                          {fit.brand} {fit.model}
                        </span>
                      )}
                      {fit.note && <span className="text-steel-600"> · {fit.note}</span>}
                    </span>
                    {fit.modelId === myHelmetId ? (
                      <span className="text-xs font-semibold text-stock-in-strong">{t("helmet.isMine")}</span>
                    ) : (
                      <MyHelmetButton modelId={fit.modelId} helmet={`${fit.brand} ${fit.model}`} />
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}

          {product.type === "visor" && <VisorMarkingNote marking={product.visor?.marking ?? null} />}

          {specRows.length > 0 && (
            <section className="mt-8">
              <h2 className="text-2xl font-bold">{t("product.specifications")}</h2>
              <dl className="mt-3 divide-y divide-steel-200 rounded-control bg-white ring-1 ring-steel-200">
                {specRows.map((row) => (
                  <div key={row.key} className="grid grid-cols-[minmax(0,9rem)_1fr] gap-4 px-4 py-2.5 text-sm">
                    <dt className="text-steel-600">{row.label}</dt>
                    <dd className="font-medium">{row.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
        </div>
      </div>

      {recommended.length > 0 && (
        <section className="mt-16">
          <h2 className="text-3xl font-bold">{t("product.recommended")}</h2>
          <div className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {recommended.map((p) => (
              <ProductCard key={p.id} product={p} />
            ))}
          </div>
        </section>
      )}

      <p className="mt-10">
        <BackToProducts />
      </p>
    </main>
  );
}

/** The spec's back link, above the gallery and again at the end of the page. */
function BackToProducts() {
  const { t } = useTranslation();
  return (
    <DocumentLink to={pagePath(useUiLanguage(), "products")} className="font-semibold text-signal-700 hover:underline">
      ← {t("product.backToProducts")}
    </DocumentLink>
  );
}

/** An unknown product answers 404 with a message and a way home (spec §8). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <MissingPage title={t("product.notFoundTitle")} message={t("product.notFound")} />;
}
