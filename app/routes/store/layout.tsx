import { data, isRouteErrorResponse, Outlet, redirect, useRouteError, useRouteLoaderData } from "react-router";
import { SiteFooter } from "~/routes/store/shell/site-footer";
import { SiteHeader } from "~/routes/store/shell/site-header";
import { NotFoundPage } from "~/components/not-found-page";
import { listActiveLanguages } from "~/features/languages/languages.server";
import { getHeaderMenu } from "~/features/navigation/navigation.server";
import { contentLanguage, isUiLanguage } from "~/i18n/languages";
import { categoryPath } from "~/i18n/routes";
import { currentCategorySlug, localizeCategorySlugs } from "~/features/categories/categories.service.server";
import { DocumentToast } from "~/components/document-toast";
import { getMyHelmet } from "~/features/helmets/helmets.server";
import { MyHelmetBar } from "~/features/helmets/components/my-helmet-bar";
import { myHelmetVisorsPath } from "~/features/helmets/only-fits.server";
import { appContext } from "~/context/app-context";
import type { StoreNotFoundData } from "~/context/store-context.server";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/layout";

/**
 * Every storefront page is a plain document, without hydration (decisions 0006, 0015, 0016): its behaviour is
 * markup, forms and links, plus the small document script (app/enhance/document.ts). Only the admin hydrates.
 */
export const handle: RouteHandle = { hydrate: false };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = params.lang;
  const { db } = context.get(appContext).database;
  if (!isUiLanguage(lang)) {
    const url = new URL(request.url);
    // An unsupported language code falls back to Portuguese.
    if (/^[a-z]{2}$/i.test(lang)) throw redirect(`/pt${url.pathname.slice(lang.length + 1)}${url.search}`, 302);
    // /{categorySlug} without a language is the Portuguese category page, at its current slug (one hop).
    const current = url.pathname === `/${lang}` ? await currentCategorySlug(db, "pt", lang) : null;
    if (current) throw redirect(`${categoryPath("pt", current)}${url.search}`, 301);
    throw data(null, { status: 404 });
  }
  const [menu, languages, footerSlugs, myHelmet] = await Promise.all([
    getHeaderMenu(db, lang),
    listActiveLanguages(db),
    localizeCategorySlugs(db, contentLanguage(lang), ["visors", "cameras"]),
    getMyHelmet(db, request),
  ]);
  const visorsPath = myHelmet && (await myHelmetVisorsPath(db, lang, myHelmet));
  return { menu, languages, footerSlugs, myHelmet: myHelmet && { ...myHelmet, visorsPath: visorsPath! } };
}

export default function StoreLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SiteHeader menu={loaderData.menu} languages={loaderData.languages} />
      {loaderData.myHelmet && <MyHelmetBar helmet={loaderData.myHelmet} />}
      <Outlet />
      <SiteFooter categorySlugs={loaderData.footerSlugs} />
      <DocumentToast />
    </>
  );
}

/** A child's 404 keeps the full header when this layout's own data loaded. */
export function ErrorBoundary() {
  const layout = useRouteLoaderData<typeof loader>("routes/store/layout");
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) ? (error.data as StoreNotFoundData | null) : null;
  return (
    <>
      <SiteHeader menu={layout?.menu ?? []} languages={layout?.languages ?? []} />
      <NotFoundPage suggestions={notFound?.suggestions} />
      <SiteFooter categorySlugs={layout?.footerSlugs} />
    </>
  );
}
