import { useAdminFormat } from "~/i18n/admin-format";
import { useTranslation } from "~/i18n/use-translation";
import type { LinkStatus } from "../link-verdict";
import { LinkStatusBadge } from "./link-status-badge";

/** A link's last check as the product form shows it under the link's field; null: not checked since it was set. */
export function LinkHealthLine({
  label,
  health,
  testId,
}: {
  label: string;
  health: { status: LinkStatus; httpStatus: number | null; checkedAt: string; detail: string } | null;
  testId: string;
}) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-steel-700" data-testid={testId}>
      <span className="font-semibold text-asphalt">{label}</span>
      <LinkStatusBadge status={health?.status ?? null} />
      {health ? (
        <span>
          {format.dateTime(health.checkedAt)}
          {health.httpStatus !== null && ` · HTTP ${health.httpStatus}`}
          {health.detail && ` · ${health.detail}`}
        </span>
      ) : (
        <span>{t("admin.linkHealth.line.notChecked")}</span>
      )}
      <a href="/admin/dashboard/link-health" className="font-semibold text-signal-700 hover:underline">
        {t("admin.linkHealth.line.tool")}
      </a>
    </p>
  );
}
