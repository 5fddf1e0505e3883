import { useTranslation } from "~/i18n/use-translation";
import type { TranslationState } from "../translation-state";

/** The key of a state's name in the admin's text. */
export const stateLabel = (state: TranslationState) => `admin.translations.states.${state}` as const;

const stateStyles: Record<TranslationState, string> = {
  done: "bg-stock-in/15 text-stock-in-strong",
  review: "bg-steel-200 text-steel-700",
  stale: "bg-signal/10 text-signal-700",
  missing: "bg-stock-out/10 text-stock-out",
};

const stateMarks: Record<TranslationState, string> = { done: "✓", review: "?", stale: "↻", missing: "✕" };

/** A translation's state as a small coloured label; `compact` shows the mark only (with the label for screen readers). */
export function StateBadge({ state, compact = false }: { state: TranslationState; compact?: boolean }) {
  const { t } = useTranslation();
  const label = t(stateLabel(state));
  return (
    <span
      className={`inline-flex items-center justify-center rounded-full text-xs font-semibold ${stateStyles[state]} ${compact ? "h-6 w-6" : "px-2 py-0.5"}`}
      title={compact ? label : undefined}
    >
      {compact ? (
        <>
          <span aria-hidden="true">{stateMarks[state]}</span>
          <span className="sr-only">{label}</span>
        </>
      ) : (
        label
      )}
    </span>
  );
}
