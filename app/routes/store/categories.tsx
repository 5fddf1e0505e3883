import { DocumentLink } from "~/components/ui/document-link";
import { useTranslation } from "~/i18n/use-translation";
import { redirect } from "react-router";
import { useUiLanguage } from "~/components/ui/use-language";
import { pageStorefrontProducts } from "~/features/catalog/catalog.service.server";
import {
  categoryMemberCondition,
  listStorefrontCategories,
  listTopLevelCategories,
} from "~/features/categories/categories.service.server";
import { breadcrumbJsonLd } from "~/features/seo/json-ld";
import { storefrontMeta } from "~/features/seo/seo";
import { categoryPath, pagePath, pagePaths, pageSlug } from "~/i18n/routes";
import { storeContext } from "~/context/store-context.server";
import type { Route } from "./+types/categories";

/** Top-level categories: visors first, then alphabetical, each pictured by one of its products. */
export async function loader(args: Route.LoaderArgs) {
  const { db, ui, language, t, site, origin, url } = await storeContext(args);
  const canonical = `/${ui}/${pageSlug(ui, "categories")}`;
  if (url.pathname !== canonical) throw redirect(canonical, 301);
  const [categories, shown] = await Promise.all([listStorefrontCategories(db, ui), listTopLevelCategories(db, ui)]);
  // Each pictured by its first product in catalogue order.
  const firsts = await Promise.all(
    shown.map(async (c) => {
      const where = await categoryMemberCondition(db, categories, c.id);
      return (await pageStorefrontProducts(db, language, { where }, "", 1)).products[0];
    }),
  );
  const topLevel = shown.map((c, i) => {
    const cover = firsts[i]?.images[0] ?? null;
    return {
      id: c.id,
      slug: c.slug,
      name: c.name,
      description: c.description,
      productCount: c.productCount,
      isTranslated: c.isTranslated,
      cover,
    };
  });
  const title = t("categories.title");
  return {
    categories: topLevel,
    alternatePaths: pagePaths("categories"),
    seo: {
      title: t("categories.metaTitle", { title, siteName: site.siteName }),
      description: t("categories.metaDescription"),
      alternatePaths: pagePaths("categories"),
      jsonLd: [
        breadcrumbJsonLd([
          { name: t("nav.home"), url: new URL(pagePath(ui, "home"), origin).toString() },
          { name: title, url: new URL(canonical, origin).toString() },
        ]),
      ],
    },
  };
}

export const meta: Route.MetaFunction = storefrontMeta;

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pb-8 pt-8">
      <h1 className="text-4xl font-bold md:text-5xl">{t("categories.title")}</h1>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {loaderData.categories.map((c, index) => (
          <li key={c.id}>
            <DocumentLink
              to={categoryPath(language, c.slug)}
              className="flex h-full flex-col overflow-hidden rounded-card bg-white ring-1 ring-steel-200 transition-shadow duration-200 hover:shadow-lg"
            >
              <div className="aspect-[4/3] bg-paper-200">
                {c.cover && (
                  <img
                    src={c.cover.url}
                    srcSet={c.cover.srcSet}
                    sizes="(min-width: 1024px) 300px, (min-width: 640px) 45vw, 92vw"
                    alt=""
                    width={800}
                    height={800}
                    loading={index < 2 ? "eager" : "lazy"}
                    className="h-full w-full object-cover"
                  />
                )}
              </div>
              <div className="flex flex-1 flex-col p-5">
                <span className="font-display text-2xl font-semibold">
                  {c.name}
                  {!c.isTranslated && (
                    <span
                      title={t("categories.needsTranslation")}
                      className="ml-2 align-middle text-base text-signal-700"
                    >
                      ⚠<span className="sr-only"> {t("categories.needsTranslation")}</span>
                    </span>
                  )}
                </span>
                <span className="mt-1 text-sm font-semibold text-signal-700">
                  {t("category.productCount", { count: c.productCount })}
                </span>
                <span className="mt-2 text-sm text-steel-700">{c.description}</span>
              </div>
            </DocumentLink>
          </li>
        ))}
      </ul>
      <p className="mt-10">
        <DocumentLink to={pagePath(language, "home")} className="font-semibold text-signal-700 hover:underline">
          ← {t("notFound.home")}
        </DocumentLink>
      </p>
    </main>
  );
}
