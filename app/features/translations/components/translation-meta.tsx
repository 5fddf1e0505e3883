import { useAdminFormat } from "~/i18n/admin-format";
import { useTranslation } from "~/i18n/use-translation";
import type { TranslationRow } from "../translations-admin.schema";
import { StateBadge } from "./translation-badges";

/** A stored translation's state, source, AI confidence and date, or that there is none yet. */
export function TranslationMeta({ row }: { row: TranslationRow | null }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  if (!row) return <p className="mt-3 text-sm text-steel-700">{t("admin.translations.noTranslation")}</p>;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-steel-700">
      <StateBadge state={row.state} />
      <span>{t(`admin.translations.sources.${row.source}`)}</span>
      {row.source === "ai" && (
        <span>
          {t("admin.translations.confidence", {
            value:
              row.aiConfidence === null
                ? t("admin.translations.notGiven")
                : format.percent(Math.round(row.aiConfidence * 100) / 100),
          })}
        </span>
      )}
      <span>{t("admin.translations.updated", { date: format.day(row.updatedAt) })}</span>
      {row.state === "stale" && (
        <span className="font-semibold text-signal-700">{t("admin.translations.staleNote")}</span>
      )}
      {row.needsReview && <span className="font-semibold">{t("admin.translations.placeholderNote")}</span>}
    </div>
  );
}
