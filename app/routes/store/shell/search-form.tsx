import { useId } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { pagePath } from "~/i18n/routes";
import { useUiLanguage } from "~/components/ui/use-language";
import { hooks } from "~/components/ui/document-hooks";

/**
 * Search box: a GET form to the product list, all products (`filter=tudo`) matching the text (spec §2). Blank
 * does nothing (`required`; the document script also refuses spaces alone, trims the text and empties the box).
 */
export function SearchForm({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const id = useId();
  return (
    <form
      role="search"
      method="get"
      action={pagePath(language, "products")}
      {...hooks({ searchForm: true })}
      className={`relative ${className}`}
    >
      <input type="hidden" name="filter" value="tudo" />
      <label htmlFor={id} className="sr-only">
        {t("search.label")}
      </label>
      <input
        id={id}
        name="search"
        type="search"
        required
        maxLength={100}
        placeholder={t("search.placeholder")}
        className="w-full rounded-control border border-steel-400/60 bg-white/95 py-2 pl-9 pr-3 text-sm text-asphalt placeholder:text-steel-600"
      />
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-steel-600"
      >
        <path
          fill="currentColor"
          d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.65 3.64-1.06 1.06-3.64-3.65A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z"
        />
      </svg>
    </form>
  );
}
