import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import type { z } from "zod";
import type { AdminFailure } from "./admin-fetch";

/**
 * An admin form on react-hook-form, checked in the browser with the same zod schema the API validates
 * with (so a refusal shows the message the server would, before the round trip). Typed by the schema's
 * input (the form's values) and output (what a valid submit hands on). `showFailure` puts a refused
 * save's per-field messages (the API's `fields`) on their fields and focuses the first, as a check in
 * the browser does.
 */
export function useAdminForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), defaultValues });
  const { setError } = form;
  const showFailure = useCallback(
    (failure: AdminFailure) => {
      Object.entries(failure.fields).forEach(([name, message], i) =>
        setError(name as Path<z.input<S>>, { type: "server", message }, { shouldFocus: i === 0 }),
      );
    },
    [setError],
  );
  return { ...form, showFailure };
}

/** The accessibility props of a field that may show a message: invalid and described by it when it does. */
export function fieldErrorProps(message: string | undefined, errorId: string) {
  return message ? { "aria-invalid": true as const, "aria-describedby": errorId } : {};
}
