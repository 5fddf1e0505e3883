import { useTranslation } from "~/i18n/use-translation";
import type { LinkStatus } from "../link-verdict";

/** Each status's look; its label is `admin.linkHealth.badge.{status}`. */
const badges: Record<LinkStatus | "unchecked", string> = {
  ok: "bg-stock-in/15 text-stock-in-strong",
  broken: "bg-stock-out/10 text-stock-out",
  unknown: "bg-paper-200 text-asphalt",
  unchecked: "bg-steel-50 text-steel-700",
};

/** A link's health as a badge: works, broken, unknown (tried again later) or not checked yet. */
export function LinkStatusBadge({ status }: { status: LinkStatus | null }) {
  const { t } = useTranslation();
  const shown = status ?? "unchecked";
  return (
    <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${badges[shown]}`}>
      {t(`admin.linkHealth.badge.${shown}`)}
    </span>
  );
}
