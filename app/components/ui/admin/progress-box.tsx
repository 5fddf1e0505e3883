import { useEffect } from "react";
import { useRevalidator } from "react-router";

/** A long job's progress as a status box: what it has done (the label) over a bar of `value` out of `max`. */
export function ProgressBox({ id, label, value, max }: { id: string; label: string; value: number; max: number }) {
  return (
    <div role="status" className="mt-6 rounded-card bg-white p-4 text-sm ring-1 ring-steel-200">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <progress id={id} value={value} max={max} className="mt-2 block h-2 w-full accent-signal" />
    </div>
  );
}

/** While `running`, reads the page's data again every `everyMs` (each new answer starts the next wait). */
export function useRefreshWhile(running: boolean, everyMs: number, answer: unknown) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => void revalidate(), everyMs);
    return () => clearTimeout(timer);
  }, [running, everyMs, answer, revalidate]);
}
