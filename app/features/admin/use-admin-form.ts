import { useCallback } from "react";
import {
  get,
  set,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type Resolver,
  type UseFormRegister,
  type UseFormReturn,
} from "react-hook-form";
import type { z } from "zod";
import { fieldMessages } from "~/lib/form-schemas";
import type { AdminFailure } from "./admin-fetch";

/** What `useAdminForm` answers: react-hook-form's form, plus the API's refusals and each field's message. */
export type AdminForm<V extends FieldValues, Out = V> = UseFormReturn<V, unknown, Out> & {
  /** Puts a refused save's per-field messages (the API's `fields`) on their fields and focuses the first. */
  showFailure: (failure: AdminFailure) => void;
  /** The message shown for a field (a dotted path, as the API names it), if any. */
  errorOf: (name: string) => string | undefined;
  /**
   * A field's props: registered, and with its starting value as the input's default, so the page's
   * HTML shows it before the form hydrates (a checkbox's when the value is true or false).
   */
  field: (
    name: Path<V>,
    options?: RegisterOptions<V, Path<V>>,
  ) => ReturnType<UseFormRegister<V>> & { defaultValue?: string; defaultChecked?: boolean };
};

/**
 * An admin form on react-hook-form, checked in the browser with the same zod schema the API validates
 * with, and with the API's own way of naming a field's first problem (`fieldMessages`), so a refusal
 * shows the message the server would, before the round trip. Typed by the form's values and the
 * schema's output (what a valid submit hands on).
 *
 * The form's values are the schema's input, unless the form edits some in another shape (tags as one
 * line of text, a list's items with their labels): then `toInput` makes the request from them, and a
 * message for a part of such a field (the API's `tags.2`) shows on the field (`tags`).
 */
export function useAdminForm<S extends z.ZodType<FieldValues, FieldValues>, V extends FieldValues = z.input<S>>(
  schema: S,
  defaultValues: DefaultValues<V>,
  toInput: (values: V) => unknown = (values) => values,
): AdminForm<V, z.output<S>> {
  const resolver: Resolver<V, unknown, z.output<S>> = async (values) => {
    const parsed = await schema.safeParseAsync(toInput(values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: FieldErrors<V> = {};
    for (const [field, message] of Object.entries(messagesByField(values, fieldMessages(parsed.error))))
      set(errors, field, { type: "validate", message });
    return { values: {}, errors };
  };
  const form = useForm<V, unknown, z.output<S>>({ resolver, defaultValues });
  const { setError, getValues } = form;
  const showFailure = useCallback(
    (failure: AdminFailure) => {
      Object.entries(messagesByField(getValues(), failure.fields)).forEach(([field, message], i) =>
        setError(field as Path<V>, { type: "server", message }, { shouldFocus: i === 0 }),
      );
    },
    [setError, getValues],
  );
  // Read while rendering, so the form renders again when a message comes or goes.
  const { errors } = form.formState;
  const errorOf = (name: string) => (get(errors, name) as { message?: string } | undefined)?.message;
  const field = (name: Path<V>, options?: RegisterOptions<V, Path<V>>) => {
    const start: unknown = get(form.formState.defaultValues, name);
    return {
      ...form.register(name, options),
      ...(typeof start === "boolean" ? { defaultChecked: start } : { defaultValue: start as string | undefined }),
    };
  };
  return { ...form, showFailure, errorOf, field };
}

/**
 * A refusal's messages by path (the API's `fields`, or the same check's in the browser) as the form's
 * fields show them: the first message for each field.
 */
export function messagesByField(values: FieldValues, messages: Record<string, string>) {
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(messages)) fields[fieldOf(values, path)] ??= message;
  return fields;
}

/**
 * The form field a message's path names: the path itself, or its part that is one field of the form's
 * values when the form edits the rest as one value ("tags.2" → "tags", "specifications.Weight" →
 * "specifications"). A path the values do not hold stays as it is.
 */
function fieldOf(values: FieldValues, path: string) {
  const parts = path.split(".");
  let value: unknown = values;
  for (const [i, part] of parts.entries()) {
    if (value === null || typeof value !== "object") return parts.slice(0, i).join(".") || path;
    value = (value as Record<string, unknown>)[part];
  }
  return path;
}

/** The accessibility props of a field that may show a message: invalid and described by it when it does. */
export function fieldErrorProps(message: string | undefined, errorId: string) {
  return message ? { "aria-invalid": true as const, "aria-describedby": errorId } : {};
}
