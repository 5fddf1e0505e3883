import { DocumentLink } from "~/components/ui/document-link";
import { useUiLanguage } from "~/components/ui/use-language";
import { useTranslation } from "~/i18n/use-translation";
import { pagePath } from "~/i18n/routes";
import type { VisorMarking } from "../visor-facts";

/**
 * A visor page's safety note: what its marking allows, or that the marking is unknown (an aftermarket visor whose
 * seller does not say), with the explainer of what markings mean.
 */
export function VisorMarkingNote({ marking }: { marking: VisorMarking | null }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  return (
    <aside
      data-visor-marking={marking ?? "unknown"}
      className={`mt-6 rounded-control p-4 text-sm ring-1 ${marking === "day-and-night" ? "bg-white ring-steel-200" : "bg-signal/10 ring-signal/40"}`}
      aria-label={t("product.safety")}
    >
      <p className="font-semibold">{t(marking ? `visor.marking.${marking}` : "compare.markingUnknown")}</p>
      <p className="mt-1 text-steel-700">{t(marking ? `visor.safety.${marking}` : "compare.markingUnknownText")}</p>
      <p className="mt-2">
        <DocumentLink to={pagePath(language, "visorGuide")} className="font-semibold text-signal-800 hover:underline">
          {t("compare.guideLink")} →
        </DocumentLink>
      </p>
    </aside>
  );
}
