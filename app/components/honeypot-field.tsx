/**
 * A field people never see or reach (hidden from view and assistive technology); bots fill it in.
 * Controlled on hydrated pages; without `onChange` (a page served as a document) the browser keeps its value.
 */
export function HoneypotField({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  return (
    <input
      type="text"
      name="website"
      tabIndex={-1}
      autoComplete="off"
      aria-hidden="true"
      {...(onChange ? { value, onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange(e.target.value) } : {})}
      className="absolute -left-[9999px] h-px w-px opacity-0"
    />
  );
}
