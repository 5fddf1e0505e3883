import { DocumentLink } from "~/components/ui/document-link";
import { useTranslation } from "~/i18n/use-translation";
import { withOnlyFits } from "../only-fits";

/**
 * "Only what fits my AGV K6" on lists (products, search, category): a plain link that turns the filter on, and
 * once on, says so with a link back to everything. Works without JavaScript; nothing without a helmet.
 */
export function OnlyFitsToggle({ helmet, on, here }: { helmet: string | null; on: boolean; here: string }) {
  const { t } = useTranslation();
  if (!helmet) return null;
  if (!on) {
    return (
      <DocumentLink
        to={withOnlyFits(here, true)}
        data-only-fits="off"
        className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold ring-1 ring-steel-300 hover:ring-steel-500"
      >
        <span aria-hidden="true" className="h-3.5 w-3.5 rounded-sm ring-1 ring-steel-500" />
        {t("fits.only", { helmet })}
      </DocumentLink>
    );
  }
  return (
    <p
      data-only-fits="on"
      className="inline-flex flex-wrap items-center gap-x-3 gap-y-1 rounded-full bg-asphalt px-4 py-2 text-sm text-paper"
    >
      <span className="font-semibold">
        <span aria-hidden="true">✓ </span>
        {t("fits.onlyOn", { helmet })}
      </span>
      <DocumentLink to={withOnlyFits(here, false)} className="underline underline-offset-2 hover:text-signal">
        {t("fits.showAll")}
      </DocumentLink>
    </p>
  );
}
