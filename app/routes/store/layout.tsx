import { data, Outlet } from "react-router";
import { isLanguage, testLanguage } from "~/i18n/languages";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { NotFoundPage } from "~/components/not-found-page";
import type { Route } from "./+types/layout";

export function loader({ params }: Route.LoaderArgs) {
  if (!isLanguage(params.lang) && params.lang !== testLanguage) throw data(null, { status: 404 });
  return null;
}

export default function StoreLayout() {
  return (
    <>
      <SiteHeader />
      <Outlet />
      <SiteFooter />
    </>
  );
}

export function ErrorBoundary() {
  return (
    <>
      <SiteHeader />
      <NotFoundPage />
      <SiteFooter />
    </>
  );
}
