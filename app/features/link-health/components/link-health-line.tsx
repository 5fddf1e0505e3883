import { formatAdminDate } from "~/components/ui/admin/admin-page";
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
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-steel-700" data-testid={testId}>
      <span className="font-semibold text-asphalt">{label}</span>
      <LinkStatusBadge status={health?.status ?? null} />
      {health ? (
        <span>
          {formatAdminDate(health.checkedAt)}
          {health.httpStatus !== null && ` · HTTP ${health.httpStatus}`}
          {health.detail && ` · ${health.detail}`}
        </span>
      ) : (
        <span>not checked since this link was saved</span>
      )}
      <a href="/admin/dashboard/link-health" className="font-semibold text-signal-700 hover:underline">
        Link health tool
      </a>
    </p>
  );
}
