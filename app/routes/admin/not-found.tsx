import { data, Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";

/** Unmatched admin addresses (admin spec §8). */
export function loader() {
  throw data(null, { status: 404 });
}

// The route module's default export is wrapped when built, so its name is not in scope here: both
// the boundary and the route render this component.
export function ErrorBoundary() {
  return <PageNotFound />;
}

export default function AdminNotFound() {
  return <PageNotFound />;
}

function PageNotFound() {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-20 text-center">
      <title>{t("admin.notFound.title")}</title>
      <h1 className="text-4xl font-bold">{t("admin.notFound.title")}</h1>
      <p className="mt-3 text-steel-700">{t("admin.notFound.text")}</p>
      <Link
        to="/admin/dashboard"
        className="mt-8 inline-block rounded-control bg-asphalt px-5 py-3 font-semibold text-paper hover:bg-asphalt-800"
      >
        {t("admin.shell.backToDashboard")}
      </Link>
    </main>
  );
}
