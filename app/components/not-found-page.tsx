import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The visitor-facing 404 (issue 3 adds search, suggestions and popular categories). */
export function NotFoundPage({ homePath = "/" }: { homePath?: string }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-24 text-center">
      <title>{t("notFound.title")}</title>
      <meta name="robots" content="noindex" />
      <p className="font-display text-7xl font-bold text-signal">404</p>
      <h1 className="mt-2 text-4xl font-bold">{t("notFound.title")}</h1>
      <p className="mt-4 text-steel-600">{t("notFound.message")}</p>
      <Link
        to={homePath}
        className="mt-8 inline-block rounded-[10px] bg-asphalt px-5 py-3 font-semibold text-paper hover:bg-asphalt-800"
      >
        {t("notFound.home")}
      </Link>
    </main>
  );
}
