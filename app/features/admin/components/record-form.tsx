import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import { adminCall, type AdminRequest } from "../admin-fetch";
import { useAdminAction } from "../use-admin-action";
import { fieldErrorProps, useAdminForm } from "../use-admin-form";
import { smallButton } from "~/components/ui/admin/buttons";
import { useTranslation } from "~/i18n/use-translation";

export interface RecordField {
  name: string;
  label: string;
  defaultValue?: string;
  options?: { value: string; label: string }[];
  placeholder?: string;
}

/**
 * A one-line admin form for a small record (a tag, a brand): checks its fields with the API's own
 * `schema`, sends them as JSON, shows each field's message beside it, and refreshes the page's data
 * when saved.
 */
export function RecordForm<S extends z.ZodType<FieldValues, FieldValues>>({
  id,
  send,
  creates = false,
  schema,
  fields,
  submitLabel,
  successTitle,
}: {
  id: string;
  /** The save request, made with adminApi from the fields as typed (the API parses them with the same schema). */
  send: (values: z.input<S>) => AdminRequest;
  /** A form that adds a record is emptied once saved; one that edits keeps what was saved. */
  creates?: boolean;
  schema: S;
  fields: RecordField[];
  submitLabel: string;
  successTitle: string;
}) {
  const run = useAdminAction();
  const { t } = useTranslation();
  const form = useAdminForm(
    schema,
    Object.fromEntries(fields.map((field) => [field.name, field.defaultValue ?? field.options?.[0]?.value ?? ""])),
  );
  const errors = form.formState.errors;
  // The fields as typed go to the API (it parses them with the same schema).
  const save = form.handleSubmit(async () => {
    const values = form.getValues() as z.input<S> & Record<string, string>;
    const saved = await run(
      () => adminCall(send(values)),
      { title: successTitle, description: values.name },
      { failure: t("admin.common.notSaved"), onFailure: form.showFailure },
    );
    if (saved.ok) form.reset(creates ? undefined : values);
  });
  return (
    <form onSubmit={save} noValidate className="flex flex-wrap items-start gap-2">
      {fields.map((field) => {
        const errorId = `${id}-${field.name}-error`;
        const message = errors[field.name]?.message as string | undefined;
        const props = {
          ...form.register(field.name),
          "aria-label": field.label,
          className: "h-9 rounded-control border border-steel-200 bg-white px-2 text-sm aria-invalid:border-stock-out",
          ...fieldErrorProps(message, errorId),
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
            {message && (
              <p id={errorId} className="mt-1 text-xs font-semibold text-stock-out">
                {message}
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
