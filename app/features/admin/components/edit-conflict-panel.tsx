import { useEffect, useId, useRef } from "react";
import type { EditConflictState } from "../use-edit-conflict";

/** The words of a conflict (decision 0031), in one place for a later translation of the admin. */
export const conflictText = {
  title: "Changed since you opened it",
  intro:
    "This was saved elsewhere (another tab, the price sync or the AI) after you opened it. Nothing of yours was saved yet, and your text is still in the form.",
  unchanged: "None of the fields of this form changed: saving yours loses nothing.",
  field: "Field",
  stored: "Saved now",
  mine: "In your form",
  empty: "(empty)",
  yes: "Yes",
  no: "No",
  overwrite: "Overwrite with mine",
  reload: "Reload (take the saved one)",
};

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
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  useEffect(() => {
    if (conflict) heading.current?.focus();
  }, [conflict]);
  if (!conflict) return null;
  const value = (text: string) => text || <span className="text-steel-600">{conflictText.empty}</span>;
  return (
    <section
      aria-labelledby={id}
      className="rounded-card bg-signal/10 p-4 ring-1 ring-signal-700/40 sm:col-span-2"
      data-testid="edit-conflict"
    >
      <h2 id={id} ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
        {conflictText.title}
      </h2>
      <p className="mt-1 text-sm text-steel-700">{conflictText.intro}</p>
      {conflict.changes.length ? (
        <table className="mt-3 w-full text-left text-sm">
          <thead>
            <tr className="text-steel-700">
              <th scope="col" className="py-1 pr-2 font-semibold">
                {conflictText.field}
              </th>
              <th scope="col" className="py-1 pr-2 font-semibold">
                {conflictText.stored}
              </th>
              <th scope="col" className="py-1 font-semibold">
                {conflictText.mine}
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
        <p className="mt-2 text-sm font-semibold">{conflictText.unchanged}</p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => void state.overwrite(onOverwrite)}
          className="min-h-10 rounded-control bg-asphalt px-4 py-2 font-semibold text-paper hover:bg-asphalt-800"
        >
          {conflictText.overwrite}
        </button>
        <button
          type="button"
          onClick={() => void state.reload()}
          className="min-h-10 rounded-control bg-white px-4 py-2 font-semibold ring-1 ring-steel-300 hover:ring-steel-400"
        >
          {conflictText.reload}
        </button>
      </div>
    </section>
  );
}
