/** An icon button that opens or closes a popover panel: native HTML, so it works before (or without) hydration. */
export function PanelButton({
  panel,
  action = "show",
  label,
  icon,
  className,
}: {
  panel: string;
  action?: "show" | "hide";
  label: string;
  /** SVG path of a 24×24 icon. */
  icon: string;
  className: string;
}) {
  return (
    <button
      type="button"
      popoverTarget={panel}
      popoverTargetAction={action}
      aria-label={label}
      className={`rounded-md p-2 ${className}`}
    >
      <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
        <path fill="currentColor" d={icon} />
      </svg>
    </button>
  );
}
