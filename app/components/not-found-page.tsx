import { DocumentLink } from "~/components/ui/document-link";
import { useTranslation } from "~/i18n/use-translation";

import { categoryPath, pagePath } from "~/i18n/routes";
import { PillLink } from "~/components/ui/pill-link";
import { useUiLanguage } from "~/components/ui/use-language";
import { hooks } from "~/components/ui/document-hooks";

const brandShortcuts = ["agv", "shoei", "ls2", "hjc", "arai", "shark"];

/** The visitor-facing 404: a search, the main ways in, helmet brands, popular categories and a way to write (spec §2). */
export function NotFoundPage({ suggestions = [] }: { suggestions?: { name: string; slug: string }[] }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const cards = [
    { to: pagePath(language, "home"), label: t("nav.home") },
    { to: categoryPath(language, "visors"), label: t("nav.visors") },
    { to: pagePath(language, "products"), label: t("nav.products") },
  ];
  return (
    <main id="main" className="mx-auto max-w-3xl px-6 py-20 text-center">
      <title>{t("notFound.title")}</title>
      <meta name="robots" content="noindex" />
      <p className="font-display text-7xl font-bold text-signal-700">404</p>
      <h1 className="mt-2 text-4xl font-bold">{t("notFound.title")}</h1>
      <p className="mt-4 text-steel-700">{t("notFound.message")}</p>
      {/* Trimmed, never blank (spec §5): `required`, and the document script's site search (hook `searchForm`). */}
      <form
        method="get"
        action={pagePath(language, "products")}
        role="search"
        {...hooks({ searchForm: true })}
        className="mx-auto mt-8 flex max-w-md gap-2"
      >
        <label htmlFor="not-found-search" className="sr-only">
          {t("search.label")}
        </label>
        <input
          id="not-found-search"
          name="search"
          type="search"
          required
          maxLength={100}
          placeholder={t("search.placeholder")}
          className="h-11 flex-1 rounded-control border border-steel-200 bg-white px-3"
        />
        <button
          type="submit"
          className="h-11 rounded-control bg-asphalt px-4 font-semibold text-paper hover:bg-asphalt-800"
        >
          {t("notFound.search")}
        </button>
      </form>
      <ul className="mt-8 grid gap-3 sm:grid-cols-3">
        {cards.map((card) => (
          <li key={card.to}>
            <DocumentLink
              to={card.to}
              className="block rounded-card bg-white p-4 font-semibold ring-1 ring-steel-200 hover:shadow-lg"
            >
              {card.label}
            </DocumentLink>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-sm font-semibold uppercase tracking-wider text-steel-600">{t("notFound.brands")}</p>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {brandShortcuts.map((brand) => (
          <li key={brand}>
            <PillLink to={categoryPath(language, `visors-${brand}`)} className="uppercase">
              {brand}
            </PillLink>
          </li>
        ))}
        {(["intercoms", "cameras"] as const).map((slug) => (
          <li key={slug}>
            <PillLink to={categoryPath(language, slug)}>{t(`notFound.${slug}`)}</PillLink>
          </li>
        ))}
      </ul>
      {suggestions.length > 0 && (
        <>
          <p className="mt-8 text-sm font-semibold uppercase tracking-wider text-steel-600">{t("notFound.popular")}</p>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {suggestions.map((category) => (
              <li key={category.slug}>
                <PillLink to={categoryPath(language, category.slug)}>{category.name}</PillLink>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-10 flex justify-center gap-6 text-sm font-semibold">
        <DocumentLink to={pagePath(language, "home")} className="text-signal-700 hover:underline">
          {t("notFound.home")}
        </DocumentLink>
        <DocumentLink to={pagePath(language, "contact")} className="text-signal-700 hover:underline">
          {t("notFound.contact")}
        </DocumentLink>
      </p>
    </main>
  );
}
