import { DocumentLink } from "~/components/ui/document-link";
import { useUiLanguage } from "~/components/ui/use-language";
import { withOnlyFits } from "~/features/fitment";
import { useTranslation } from "~/i18n/use-translation";
import { pagePath } from "~/i18n/routes";

/** Home's way in for a rider who named their helmet: its visors, and the whole catalogue narrowed to what fits. */
export function MyHelmetPanel({ helmet }: { helmet: { label: string; visorsPath: string } | null }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  if (!helmet) return null;
  return (
    <section aria-labelledby="my-helmet-title" className="mx-auto mt-10 max-w-7xl px-4">
      <div className="flex flex-col gap-4 rounded-feature bg-white p-6 ring-1 ring-steel-200 md:flex-row md:items-center md:justify-between">
        <h2 id="my-helmet-title" className="text-3xl font-bold">
          {t("fits.homeTitle", { helmet: helmet.label })}
        </h2>
        <div className="flex flex-wrap gap-3">
          <DocumentLink
            to={helmet.visorsPath}
            className="rounded-control bg-signal px-5 py-3 font-semibold text-asphalt transition-colors duration-150 hover:bg-[#ff7a47]"
          >
            {t("fits.visorsFor", { helmet: helmet.label })}
          </DocumentLink>
          <DocumentLink
            to={withOnlyFits(pagePath(language, "products"), true)}
            className="rounded-control px-5 py-3 font-semibold ring-1 ring-steel-300 transition-shadow duration-150 hover:ring-steel-500"
          >
            {t("fits.only", { helmet: helmet.label })}
          </DocumentLink>
        </div>
      </div>
    </section>
  );
}
