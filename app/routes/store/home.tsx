import { DocumentLink } from "~/components/ui/document-link";
import { useTranslation } from "~/i18n/use-translation";

import { useRootData } from "~/context/use-root-data";
import { useUiLanguage } from "~/components/ui/use-language";
import { listBrandAssetHashes } from "~/features/brand-assets/brand-assets.server";
import { GrowingProductGrid } from "~/features/catalog/components/list-controls";
import { ProductCard } from "~/features/catalog/components/product-card";
import { ProductLink } from "~/features/catalog/components/product-link";
import { productLinkSlug, toProductCard, type ProductCardData } from "~/features/catalog/product-display";
import { listProductsByFlag, pageStorefrontProducts } from "~/features/catalog/catalog.service.server";
import { listTopLevelCategories } from "~/features/categories/categories.service.server";
import { mediaSrcSet, mediaUrl, resizeMediaUrl } from "~/features/media/media-url";
import { NewsletterForm } from "~/features/newsletter/components/newsletter-form";
import { storefrontMeta } from "~/features/seo/seo";
import { categoryPath, pagePath, pagePaths } from "~/i18n/routes";
import { formatPrice } from "~/i18n/format";
import { storeContext } from "~/context/store-context.server";
import { myHelmetVisorsPath } from "~/features/helmets/only-fits.server";
import { MyHelmetPanel } from "~/features/helmets/components/my-helmet-panel";
import type { Route } from "./+types/home";

/** Home section sizes (spec §9). */
export const homeLimits = { featured: 3, featuredStep: 3, new: 4, picks: 2, categories: 6 };

export async function loader(args: Route.LoaderArgs) {
  const { db, ui, language, t, site, origin, url, myHelmet, countView } = await storeContext(args, {
    reads: ["featured"],
  });
  // As many as the address asks for (a page of cards, never the whole catalogue: 900 at most, like the list).
  const featuredAsked = featuredShownOf(url.searchParams.get(featuredParam), 900);
  const [featured, fresh, picks, categories, assets, visorsPath] = await Promise.all([
    pageStorefrontProducts(db, language, { flag: "featured" }, "", featuredAsked),
    listProductsByFlag(db, language, "new", { limit: homeLimits.new }),
    listProductsByFlag(db, language, "zeros-picks", { limit: homeLimits.picks }),
    listTopLevelCategories(db, ui),
    listBrandAssetHashes(db),
    myHelmet && myHelmetVisorsPath(db, ui, myHelmet),
  ]);
  const home = new URL(pagePath(ui, "home"), origin).toString();
  countView("home");
  return {
    // The featured products shown (`?featured=N`) and how many there are.
    featured: featured.products.map((p) => toProductCard(p, myHelmet)),
    featuredTotal: featured.total,
    fresh: fresh.map((p) => toProductCard(p, myHelmet)),
    picks: picks.map((p) => toProductCard(p, myHelmet)),
    categories: categories.slice(0, homeLimits.categories),
    myHelmet: myHelmet && visorsPath ? { label: myHelmet.label, visorsPath } : null,
    heroHash: assets.hero?.hash,
    founderHash: assets.founder?.hash,
    seo: {
      title: t("home.metaTitle", { siteName: site.siteName }),
      description: t("home.metaDescription"),
      alternatePaths: pagePaths("home"),
      image: assets["og-default"] ? mediaUrl(assets["og-default"].hash, 1200, "png") : undefined,
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "Organization",
          name: site.siteName,
          url: origin,
          email: site.contactEmail,
          sameAs: Object.values(site.social),
        },
        {
          "@context": "https://schema.org",
          "@type": "WebSite",
          name: site.siteName,
          url: home,
          inLanguage: language,
          potentialAction: {
            "@type": "SearchAction",
            target: `${new URL(pagePath(ui, "products"), origin)}?search={search_term_string}`,
            "query-input": "required name=search_term_string",
          },
        },
      ],
    },
  };
}

export const meta: Route.MetaFunction = storefrontMeta;

/** `?featured=6`: how many featured products "View more" has opened (3 at first, 3 more per click). */
const featuredParam = "featured";
export function featuredShownOf(value: string | null, total: number) {
  const asked = Number(value);
  const steps =
    Number.isInteger(asked) && asked > homeLimits.featured
      ? Math.ceil((asked - homeLimits.featured) / homeLimits.featuredStep)
      : 0;
  return Math.min(total, homeLimits.featured + steps * homeLimits.featuredStep);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const site = useRootData()?.site;
  const { featured, featuredTotal, fresh, picks, categories, heroHash, founderHash, myHelmet } = loaderData;
  const featuredShown = featured.length;
  const featuredLeft = featuredTotal - featuredShown;
  return (
    <main id="main">
      <section className="relative overflow-hidden bg-asphalt text-paper">
        {heroHash && (
          // Phones get a light-weight glow instead of the picture: the headline is the first thing to see.
          <picture>
            <source media="(min-width: 768px)" srcSet={mediaSrcSet(heroHash)} sizes="100vw" />
            <img
              src={mediaUrl(heroHash, 1200)}
              alt=""
              width={1600}
              height={900}
              fetchPriority="high"
              className="absolute inset-0 hidden h-full w-full object-cover object-[70%_50%] md:block"
            />
          </picture>
        )}
        <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_85%_110%,rgba(255,90,31,0.35),transparent_60%)] md:hidden" />
        <div className="absolute inset-0 bg-gradient-to-r from-asphalt via-asphalt/85 to-asphalt/10" />
        <div className="relative mx-auto max-w-7xl px-4 py-20 md:py-32">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-signal">{t("home.heroKicker")}</p>
          <h1 className="mt-3 max-w-2xl text-5xl font-bold leading-[1.02] md:text-7xl">{t("home.heroTitle")}</h1>
          <p className="mt-5 max-w-xl text-lg text-paper/85">{t("home.heroText")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <DocumentLink to={pagePath(language, "products", { filter: "featured" })} className={primaryButton}>
              {t("home.viewFeatured")}
            </DocumentLink>
            <DocumentLink
              to={pagePath(language, "products")}
              className="rounded-control border border-paper/40 px-5 py-3 font-semibold transition-colors duration-150 hover:bg-white/10"
            >
              {t("home.exploreAll")}
            </DocumentLink>
          </div>
        </div>
      </section>

      <MyHelmetPanel helmet={myHelmet} />

      <Section
        title={t("home.featuredTitle")}
        more={{ to: pagePath(language, "products", { filter: "featured" }), label: t("common.viewAll") }}
      >
        <GrowingProductGrid
          id="featured"
          products={featured}
          eagerCount={1}
          more={{
            to: featuredLeft > 0 ? `?${featuredParam}=${featuredShown + homeLimits.featuredStep}` : null,
            label: t("home.viewMore", { count: featuredLeft }),
            className: "mt-6",
            linkClassName: secondaryButton,
          }}
        />
      </Section>

      {picks.length > 0 && (
        <section className="mx-auto mt-20 max-w-7xl px-4">
          <div className="grid items-center gap-8 overflow-hidden rounded-feature bg-asphalt p-6 text-paper md:grid-cols-[280px_1fr] md:p-10">
            {founderHash && (
              <img
                src={mediaUrl(founderHash, 640)}
                alt={t("home.founderAlt", { name: site?.curatorName })}
                width={640}
                height={640}
                loading="lazy"
                className="mx-auto w-56 rounded-panel md:w-full"
              />
            )}
            <div>
              <h2 className="text-4xl font-bold">{t("home.founderTitle", { name: site?.curatorName })}</h2>
              <blockquote className="mt-4 border-l-4 border-signal pl-4 text-lg italic text-paper/90">
                {t("home.founderQuote")}
              </blockquote>
              <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-paper/70">
                {t("home.picksTitle")}
              </p>
              <ul className="mt-3 grid gap-3 sm:grid-cols-2">
                {picks.map((p) => (
                  <li key={p.id}>
                    <PickLink product={p} />
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </section>
      )}

      <Section
        title={t("home.newTitle")}
        more={{ to: pagePath(language, "products", { filter: "new" }), label: t("common.viewAll") }}
      >
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {fresh.map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </div>
      </Section>

      <Section
        title={t("home.categoriesTitle")}
        more={{ to: pagePath(language, "categories"), label: t("common.viewAll") }}
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((c) => (
            <li key={c.id}>
              <DocumentLink
                to={categoryPath(language, c.slug)}
                className="flex h-full flex-col rounded-card bg-white p-5 ring-1 ring-steel-200 transition-shadow duration-200 hover:shadow-lg"
              >
                <span className="font-display text-2xl font-semibold">{c.name}</span>
                <span className="mt-1 text-sm font-semibold text-signal-700">
                  {t("category.productCount", { count: c.productCount })}
                </span>
                <span className="mt-2 text-sm text-steel-700">{c.description}</span>
              </DocumentLink>
            </li>
          ))}
        </ul>
      </Section>

      <section className="mx-auto mt-20 max-w-7xl px-4">
        <div className="grid gap-8 md:grid-cols-3">
          {(["ride", "test", "recommend"] as const).map((step, index) => (
            <div key={step}>
              <p className="font-display text-5xl font-bold text-signal-700">{String(index + 1).padStart(2, "0")}</p>
              <h3 className="mt-2 text-2xl font-bold">{t(`home.about.${step}Title`)}</h3>
              <p className="mt-1 text-steel-700">{t(`home.about.${step}Text`)}</p>
            </div>
          ))}
        </div>
        <p className="mt-8">
          <DocumentLink to={pagePath(language, "about")} className="font-semibold text-signal-700 hover:underline">
            {t("home.about.more")} →
          </DocumentLink>
        </p>
      </section>

      <section id="newsletter" className="mx-auto mt-20 max-w-7xl px-4">
        <div className="rounded-feature bg-asphalt px-6 py-10 text-paper md:px-12">
          <h2 className="text-4xl font-bold">{t("newsletter.title")}</h2>
          <p className="mt-2 max-w-2xl text-paper/80">{t("newsletter.text")}</p>
          <div className="mt-6 max-w-xl">
            <NewsletterForm />
          </div>
          <p className="mt-3 text-xs text-paper/60">{t("newsletter.privacy")}</p>
        </div>
      </section>
    </main>
  );
}

const primaryButton =
  "rounded-control bg-signal px-5 py-3 font-semibold text-asphalt transition-colors duration-150 hover:bg-[#ff7a47]";
const secondaryButton = "bg-white px-5 ring-1 ring-steel-200 transition-shadow duration-150 hover:ring-steel-400";

/** A curator's pick: picture, name and price in one compact link. */
function PickLink({ product }: { product: ProductCardData }) {
  const slug = productLinkSlug(product);
  const cover = product.image;
  const body = (
    <>
      {cover && (
        <img
          src={resizeMediaUrl(cover.url, 160)}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="h-16 w-16 rounded-control bg-paper object-cover"
        />
      )}
      <span>
        <span className="block font-semibold leading-snug">{product.name}</span>
        <span className="tabular text-sm text-paper/75">{formatPrice(product.price)}</span>
      </span>
    </>
  );
  return slug ? (
    <ProductLink
      slug={slug}
      className="flex items-center gap-3 rounded-card bg-white/5 p-3 ring-1 ring-white/10 transition-colors duration-150 hover:bg-white/10"
    >
      {body}
    </ProductLink>
  ) : (
    <div className="flex items-center gap-3 rounded-card bg-white/5 p-3">{body}</div>
  );
}

function Section({
  title,
  more,
  children,
}: {
  title: string;
  more: { to: string; label: string };
  children: React.ReactNode;
}) {
  return (
    <section className="mx-auto mt-16 max-w-7xl px-4">
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 className="text-4xl font-bold">{title}</h2>
        <DocumentLink to={more.to} className="text-sm font-semibold text-signal-700 hover:underline">
          {more.label} →
        </DocumentLink>
      </div>
      {children}
    </section>
  );
}
