import { useState } from "react";
import { adminFetch } from "../admin-fetch";
import { useAdminAction } from "../use-admin-action";
import { smallButton } from "~/components/ui/admin/buttons";

export interface RecordField {
  name: string;
  label: string;
  defaultValue?: string;
  options?: { value: string; label: string }[];
  placeholder?: string;
}

/**
 * A one-line admin form for a small record (a tag, a brand): sends its fields as JSON, shows each
 * field's message beside it, and refreshes the page's data when saved.
 */
export function RecordForm({
  id,
  url,
  method,
  fields,
  submitLabel,
  successTitle,
}: {
  id: string;
  url: string;
  method: "POST" | "PUT" | "PATCH";
  fields: RecordField[];
  submitLabel: string;
  successTitle: string;
}) {
  const run = useAdminAction();
  const [errors, setErrors] = useState<Record<string, string>>({});
  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const saved = await run(
      () => adminFetch(url, { method, json: values }),
      { title: successTitle, description: values.name },
      {
        failure: "Not saved",
        onFailure: (failure) => setErrors(failure.fields),
      },
    );
    if (saved.ok) {
      setErrors({});
      if (method === "POST") form.reset();
    }
  }
  return (
    <form onSubmit={save} noValidate className="flex flex-wrap items-start gap-2">
      {fields.map((field) => {
        const errorId = `${id}-${field.name}-error`;
        const props = {
          name: field.name,
          defaultValue: field.defaultValue,
          "aria-label": field.label,
          className: "h-9 rounded-control border border-steel-200 bg-white px-2 text-sm aria-invalid:border-stock-out",
          ...(errors[field.name] ? { "aria-invalid": true as const, "aria-describedby": errorId } : {}),
        };
        return (
          <div key={field.name}>
            {field.options ? (
              <select {...props}>
                {field.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : (
              <input {...props} placeholder={field.placeholder ?? field.label} />
            )}
            {errors[field.name] && (
              <p id={errorId} className="mt-1 text-xs font-semibold text-stock-out">
                {errors[field.name]}
              </p>
            )}
          </div>
        );
      })}
      <button type="submit" className={smallButton}>
        {submitLabel}
      </button>
    </form>
  );
}
