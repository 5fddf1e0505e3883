import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { listBrandAssetHashes } from "~/features/brand-assets/brand-assets.server";
import { ProductCard } from "~/features/catalog/components/product-card";
import { listProductsByFlag } from "~/features/catalog/catalog.service.server";
import { listStorefrontCategories } from "~/features/categories/categories.service.server";
import { mediaSrcSet, mediaUrl } from "~/features/media/media-url";
import { seoMeta } from "~/features/seo/seo";
import { createI18n } from "~/i18n/i18n";
import { isLanguage, supportedLanguages, type Language } from "~/i18n/languages";
import { categoryPath, pagePath } from "~/i18n/routes";
import { appContext } from "~/lib/app-context";
import type { Route } from "./+types/home";

const homeLimits = { featured: 3, new: 4, categories: 6 };

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext).database;
  const language: Language = isLanguage(params.lang) ? params.lang : "en";
  const [featured, fresh, categories, assets] = await Promise.all([
    listProductsByFlag(db, language, "featured"),
    listProductsByFlag(db, language, "new"),
    listStorefrontCategories(db, language),
    listBrandAssetHashes(db),
  ]);
  return {
    language,
    featured: featured.slice(0, homeLimits.featured),
    fresh: fresh.slice(0, homeLimits.new),
    categories: categories
      .filter((c) => c.parentId === null)
      .sort(
        (a, b) => Number(b.slug === "visors") - Number(a.slug === "visors") || a.name.localeCompare(b.name, language),
      )
      .slice(0, homeLimits.categories),
    heroHash: assets.hero?.hash,
    ogImage: assets["og-default"] ? mediaUrl(assets["og-default"].hash, 1200, "png") : undefined,
  };
}

export const meta: Route.MetaFunction = ({ data, params, matches }) => {
  const root = matches[0].loaderData;
  if (!data || !root) return [];
  const { origin, site } = root;
  const t = createI18n(params.lang).t;
  return seoMeta({
    title: t("home.metaTitle", { siteName: site.siteName }),
    description: t("home.metaDescription"),
    language: data.language,
    origin,
    paths: Object.fromEntries(supportedLanguages.map((l) => [l, pagePath(l, "home")])) as Record<Language, string>,
    image: data.ogImage,
    noindex: params.lang === "zz",
    jsonLd: [
      { "@context": "https://schema.org", "@type": "Organization", name: site.siteName, url: origin },
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: site.siteName,
        url: new URL(pagePath(data.language, "home"), origin).toString(),
        inLanguage: data.language,
        potentialAction: {
          "@type": "SearchAction",
          target: `${new URL(pagePath(data.language, "products"), origin)}?search={search_term_string}`,
          "query-input": "required name=search_term_string",
        },
      },
    ],
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { language, featured, fresh, categories, heroHash } = loaderData;
  return (
    <main id="main">
      <section className="relative overflow-hidden bg-asphalt text-paper">
        {heroHash && (
          <img
            src={mediaUrl(heroHash, 1200)}
            srcSet={mediaSrcSet(heroHash)}
            sizes="100vw"
            alt=""
            width={1600}
            height={900}
            fetchPriority="high"
            className="absolute inset-0 h-full w-full object-cover opacity-60 md:left-1/3 md:w-2/3 md:opacity-100"
          />
        )}
        <div className="absolute inset-0 bg-gradient-to-r from-asphalt via-asphalt/85 to-transparent" />
        <div className="relative mx-auto max-w-6xl px-4 py-20 md:py-28">
          <h1 className="max-w-xl text-5xl font-bold leading-[1.05] md:text-6xl">{t("home.heroTitle")}</h1>
          <p className="mt-5 max-w-lg text-lg text-paper/85">{t("home.heroText")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to={pagePath(language, "products", { filter: "featured" })}
              className="rounded-[10px] bg-signal px-5 py-3 font-semibold text-asphalt transition-colors duration-150 hover:bg-[#ff7a47]"
            >
              {t("home.viewFeatured")}
            </Link>
            <Link
              to={pagePath(language, "products")}
              className="rounded-[10px] border border-paper/40 px-5 py-3 font-semibold transition-colors duration-150 hover:bg-white/10"
            >
              {t("home.exploreAll")}
            </Link>
          </div>
        </div>
      </section>

      <ProductSection title={t("home.featuredTitle")} more={pagePath(language, "products", { filter: "featured" })}>
        {featured.map((p, i) => (
          <ProductCard key={p.id} product={p} language={language} eager={i === 0} />
        ))}
      </ProductSection>

      <ProductSection title={t("home.newTitle")} more={pagePath(language, "products", { filter: "new" })} wide>
        {fresh.map((p) => (
          <ProductCard key={p.id} product={p} language={language} />
        ))}
      </ProductSection>

      <section className="mx-auto max-w-6xl px-4 pt-16">
        <h2 className="text-3xl font-bold">{t("home.categoriesTitle")}</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((c) => (
            <li key={c.id}>
              <Link
                to={categoryPath(language, c.slug)}
                className="block rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-steel-200 transition-shadow duration-200 hover:shadow-lg"
              >
                <span className="font-display text-2xl font-semibold">{c.name}</span>
                <span className="mt-1 block text-sm text-steel-600">
                  {t("category.productCount", { count: c.productCount })}
                </span>
                <span className="mt-2 block text-sm text-steel-700">{c.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

function ProductSection({
  title,
  more,
  wide,
  children,
}: {
  title: string;
  more: string;
  wide?: boolean;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-6xl px-4 pt-16">
      <div className="flex items-end justify-between gap-4">
        <h2 className="text-3xl font-bold">{title}</h2>
        <Link to={more} className="text-sm font-semibold text-signal-700 hover:underline">
          {t("common.viewAll")} →
        </Link>
      </div>
      <div className={`mt-6 grid gap-5 sm:grid-cols-2 ${wide ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>{children}</div>
    </section>
  );
}
