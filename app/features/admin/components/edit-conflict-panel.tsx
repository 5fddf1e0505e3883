import { useEffect, useId, useRef } from "react";
import type { EditConflictState } from "../use-edit-conflict";
import { useTranslation } from "~/i18n/use-translation";

/**
 * What a stale save shows above the form's buttons: each field changed since the form loaded, the value
 * saved now beside the form's, and the two ways on: save mine anyway, or take the saved one.
 */
export function EditConflictPanel({
  state,
  onOverwrite,
}: {
  state: EditConflictState;
  onOverwrite: () => Promise<void>;
}) {
  const { conflict } = state;
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  useEffect(() => {
    if (conflict) heading.current?.focus();
  }, [conflict]);
  if (!conflict) return null;
  const value = (text: string) => text || <span className="text-steel-600">{t("admin.conflict.empty")}</span>;
  return (
    <section
      aria-labelledby={id}
      className="rounded-card bg-signal/10 p-4 ring-1 ring-signal-700/40 sm:col-span-2"
      data-testid="edit-conflict"
    >
      <h2 id={id} ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
        {t("admin.conflict.title")}
      </h2>
      <p className="mt-1 text-sm text-steel-700">{t("admin.conflict.intro")}</p>
      {conflict.changes.length ? (
        <table className="mt-3 w-full text-left text-sm">
          <thead>
            <tr className="text-steel-700">
              <th scope="col" className="py-1 pr-2 font-semibold">
                {t("admin.conflict.field")}
              </th>
              <th scope="col" className="py-1 pr-2 font-semibold">
                {t("admin.conflict.stored")}
              </th>
              <th scope="col" className="py-1 font-semibold">
                {t("admin.conflict.mine")}
              </th>
            </tr>
          </thead>
          <tbody>
            {conflict.changes.map((change) => (
              <tr key={change.name} className="border-t border-steel-200 align-top">
                <th scope="row" className="py-1.5 pr-2 font-semibold">
                  {change.label}
                </th>
                <td className="py-1.5 pr-2 whitespace-pre-wrap [overflow-wrap:anywhere]">{value(change.stored)}</td>
                <td className="py-1.5 whitespace-pre-wrap [overflow-wrap:anywhere]">{value(change.mine)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-2 text-sm font-semibold">{t("admin.conflict.unchanged")}</p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => void state.overwrite(onOverwrite)}
          className="min-h-10 rounded-control bg-asphalt px-4 py-2 font-semibold text-paper hover:bg-asphalt-800"
        >
          {t("admin.conflict.overwrite")}
        </button>
        <button
          type="button"
          onClick={() => void state.reload()}
          className="min-h-10 rounded-control bg-white px-4 py-2 font-semibold ring-1 ring-steel-300 hover:ring-steel-400"
        >
          {t("admin.conflict.reload")}
        </button>
      </div>
    </section>
  );
}
