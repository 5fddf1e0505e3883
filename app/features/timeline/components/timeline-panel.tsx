import { Fragment, useState } from "react";
import { adminApi, adminCall, ConfirmButton, useAdminAction } from "~/features/admin";
import { smallButton } from "~/components/ui/admin/buttons";
import { useAdminFormat, type AdminFormat } from "~/i18n/admin-format";
import { useTranslation } from "~/i18n/use-translation";
import type { TimelineEntry } from "../timeline";

const timelineApi = adminApi("/timeline");

const moneyColumns = new Set(["price", "original_price"]);

/** A value as a line of the timeline: prices as money, long text cut, nothing shown as a dash. */
function shown(value: unknown, column: string, format: AdminFormat) {
  if (value === null || value === undefined || value === "") return "—";
  if (moneyColumns.has(column) && (typeof value === "number" || typeof value === "string")) return format.money(value);
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 90 ? `${text.slice(0, 88)}…` : text;
}

/**
 * A product's or category's changes, newest first: when, who or what (the curator, a bulk change, the AI, SEO, the
 * URL fixer, sync, an undo), each changed value before and after, and "Undo" where one step puts it back. The moment
 * the site went back to a backup sits among them.
 */
export function TimelinePanel({
  entries,
  restoredAt,
  onUndone,
}: {
  entries: TimelineEntry[];
  restoredAt: string | null;
  /** After an undo (the page's data is read again in any case). */
  onUndone?: () => unknown;
}) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const run = useAdminAction();
  const column = (name: string) => t(`admin.timeline.column.${name}`, { defaultValue: name.replaceAll("_", " ") });
  const undo = async (entry: TimelineEntry) => {
    const result = await run(
      () => adminCall(timelineApi[":changeId"].revert.$post({ param: { changeId: String(entry.id) } })),
      { title: t("admin.timeline.undone") },
    );
    if (result.ok) await onUndone?.();
  };
  const restoreAt = restoredAt ? entries.findIndex((entry) => entry.at < restoredAt) : -1;
  const restoredLine = restoredAt && (
    <li key="restored" className="py-2 text-sm font-semibold text-steel-700">
      {t("admin.timeline.restored", { when: format.dateTime(restoredAt) })}
    </li>
  );
  if (!entries.length && !restoredAt) return <p className="text-sm text-steel-700">{t("admin.timeline.empty")}</p>;
  return (
    <ol className="divide-y divide-steel-200">
      {entries.map((entry, index) => (
        <Fragment key={entry.id}>
          {index === restoreAt && restoredLine}
          <li className="flex flex-wrap items-start gap-x-4 gap-y-1 py-2 text-sm">
            <div className="min-w-40">
              <p className="font-semibold">
                {t(`admin.timeline.actor.${entry.actor}`)}
                {entry.languageCode && (
                  <span className="ml-1.5 rounded-full bg-steel-200 px-2 py-0.5 text-xs uppercase">
                    {entry.languageCode}
                  </span>
                )}
              </p>
              <p className="tabular text-xs text-steel-700">{format.dateTime(entry.at)}</p>
            </div>
            <ul className="min-w-0 flex-1 space-y-0.5">
              {entry.changes.map((change) => (
                <li key={change.column} className="break-words">
                  <span className="font-medium">{column(change.column)}</span>:{" "}
                  {shown(change.before, change.column, format)} → {shown(change.after, change.column, format)}
                </li>
              ))}
            </ul>
            {entry.revertedBy !== null ? (
              <span className="text-xs text-steel-700">{t("admin.timeline.wasUndone")}</span>
            ) : (
              entry.revertable && (
                <ConfirmButton
                  title={t("admin.timeline.confirmTitle")}
                  message={t("admin.timeline.confirmMessage")}
                  confirmLabel={t("admin.timeline.undo")}
                  onConfirm={() => undo(entry)}
                  className={smallButton}
                >
                  {t("admin.timeline.undo")}
                </ConfirmButton>
              )
            )}
          </li>
        </Fragment>
      ))}
      {restoredAt && restoreAt === -1 && restoredLine}
    </ol>
  );
}

type TimelineAnswer = { entries: TimelineEntry[]; restoredAt: string | null };

/**
 * The history of one record of a list (a category among many), read when the curator opens it: the list's page
 * does not read every record's history up front. An undo reads it again.
 */
export function TimelineDisclosure({ entity, id }: { entity: "product" | "category"; id: number }) {
  const { t } = useTranslation();
  const [timeline, setTimeline] = useState<TimelineAnswer | "failed">();
  const load = async () => {
    const answer = await adminCall(timelineApi[":entity"][":id"].$get({ param: { entity, id: String(id) } }));
    setTimeline(answer.ok ? answer.data : "failed");
  };
  return (
    <details
      className="mt-3 text-sm"
      onToggle={(event) => {
        if (event.currentTarget.open && timeline === undefined) void load();
      }}
    >
      <summary className="cursor-pointer font-semibold">{t("admin.timeline.title")}</summary>
      <div className="mt-2">
        {timeline === undefined ? (
          <p className="text-steel-700">{t("admin.timeline.loading")}</p>
        ) : timeline === "failed" ? (
          <p role="alert">{t("admin.timeline.failed")}</p>
        ) : (
          <TimelinePanel {...timeline} onUndone={load} />
        )}
      </div>
    </details>
  );
}
