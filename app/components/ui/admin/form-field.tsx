/** The text input of admin forms; red when its field was refused. */
export const inputClass =
  "mt-1 h-10 w-full rounded-control border border-steel-200 bg-white px-3 aria-invalid:border-stock-out aria-invalid:ring-1 aria-invalid:ring-stock-out";

/** A labelled form control with its hint and its error message, wired for screen readers. */
export function FormField({
  idPrefix,
  name,
  label,
  error,
  hint,
  action,
  children,
}: {
  /** Keeps ids unique when a page has several forms. */
  idPrefix: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
  /** A small control beside the label (e.g. "Suggest with AI"). */
  action?: React.ReactNode;
  children: (props: {
    id: string;
    name: string;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
  }) => React.ReactNode;
}) {
  const id = `${idPrefix}-${name}`;
  const described = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <div className="flex items-end justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        {action}
      </div>
      {children({
        id,
        name,
        ...(error ? { "aria-invalid": true as const } : {}),
        ...(described ? { "aria-describedby": described } : {}),
      })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-steel-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-stock-out">
          {error}
        </p>
      )}
    </div>
  );
}
