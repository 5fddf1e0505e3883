import { useId, useRef, useState } from "react";
import type { FieldValues } from "react-hook-form";
import type { AdminFailure } from "./admin-fetch";
import type { TFunction } from "i18next";
import { useTranslation } from "~/i18n/use-translation";
import { usePageUpdate } from "./use-page-update";

/** One field that changed since the form loaded: what is stored now and what the form holds. */
export interface ChangedField {
  name: string;
  label: string;
  stored: string;
  mine: string;
}

/** A save refused because the record changed since the form loaded it (decision 0031). */
export interface EditConflict {
  version: string;
  changes: ChangedField[];
}

/**
 * What the hook needs of a form: react-hook-form's (`useAdminForm`), or an editor that keeps its fields in its own
 * state (the translation editor).
 */
export interface ConflictForm<V extends FieldValues> {
  getValues: () => V;
  reset: (values: V) => void;
  showFailure: (failure: AdminFailure) => void;
  formState: { defaultValues?: unknown };
}

/**
 * The admin's one way for an edit form not to overwrite what was saved elsewhere meanwhile (another tab,
 * the marketplace sync). The form sends `versioned(body)` (the version it stands on), hands a refusal to
 * `onFailure` and a success's answer to `saved`. A 409 for a stale version becomes `conflict`: each field
 * whose stored value differs from the one the form loaded, the stored value beside the form's, while the
 * form keeps what was typed. `overwrite(save)` saves the form again on top of the stored version;
 * `reload()` takes what is stored.
 *
 * `toValues` turns the record the 409 carries (as the API reads it) into the form's values, as the form's
 * own defaults were made. The <form> takes `formId` as its id: each field's label and shown value are read there.
 */
export function useEditConflict<V extends FieldValues>(
  form: ConflictForm<NoInfer<V>>,
  loadedVersion: string | undefined,
  toValues: (current: never) => V,
  { onReload }: { onReload?: () => void } = {},
) {
  const version = useRef(loadedVersion);
  const formId = useId();
  const stored = useRef<V | null>(null);
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  const pageUpdate = usePageUpdate();
  const { t } = useTranslation();

  const settle = (next: string | undefined) => {
    version.current = next;
    stored.current = null;
    setConflict(null);
  };
  return {
    conflict,
    /** The <form>'s id: where the fields' labels and shown values are read. */
    formId,
    /** The request, with the version the form stands on (none for a new record). */
    versioned: <B extends object>(body: B) => (version.current ? { ...body, expectedVersion: version.current } : body),
    /** After a save: the form now stands on the version the API answered. */
    saved: (answer: unknown) => settle((answer as { updatedAt?: string } | null)?.updatedAt ?? version.current),
    onFailure: (failure: AdminFailure) => {
      if (!failure.stale) return form.showFailure(failure);
      const values = toValues(failure.stale.current as never);
      stored.current = values;
      const loaded = (form.formState.defaultValues ?? {}) as FieldValues;
      setConflict({
        version: failure.stale.version,
        changes: changedFields(loaded, values, form.getValues(), document.getElementById(formId), t),
      });
    },
    /** Saves the form as it is over the version stored now. */
    overwrite: async (save: () => Promise<void>) => {
      if (!conflict) return;
      settle(conflict.version);
      await save();
    },
    /** Takes what is stored: the form shows it and stands on its version. */
    reload: async () => {
      if (!conflict || !stored.current) return;
      // The page's data first, drawn: a page that draws its form anew from it (keyed by version) does so
      // before the panel goes, so nothing typed after it is reset again.
      await pageUpdate();
      form.reset(stored.current);
      settle(conflict.version);
      onReload?.();
    },
  };
}
export type EditConflictState = ReturnType<typeof useEditConflict>;

/** Leaves of a form's values by dotted path ("visor.tint"); a list is one value. */
function leaves(values: FieldValues, prefix = ""): [string, unknown][] {
  return Object.entries(values).flatMap(([key, value]) =>
    value !== null && typeof value === "object" && !Array.isArray(value)
      ? leaves(value as FieldValues, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

function changedFields(
  loaded: FieldValues,
  stored: FieldValues,
  mine: FieldValues,
  element: HTMLElement | null,
  t: TFunction,
): ChangedField[] {
  const form = element instanceof HTMLFormElement ? element : null;
  const loadedLeaves = new Map(leaves(loaded));
  const mineLeaves = new Map(leaves(mine));
  return leaves(stored)
    .filter(([name, value]) => JSON.stringify(loadedLeaves.get(name)) !== JSON.stringify(value))
    .map(([name, value]) => {
      const control = form?.elements.namedItem(name);
      const input = control instanceof HTMLElement ? control : null;
      return {
        name,
        label: labelOf(input) ?? name.charAt(0).toUpperCase() + name.slice(1).replace(/\./g, " "),
        stored: shown(input, value, t),
        mine: shown(input, mineLeaves.get(name), t),
      };
    });
}

/** A field's label as the form shows it (its own text, not an error message inside the label). */
function labelOf(input: HTMLElement | null) {
  const label = input && "labels" in input ? (input as HTMLInputElement).labels?.[0] : undefined;
  if (!label) return undefined;
  const own = [...label.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
  return (own ?? label).textContent?.trim() || undefined;
}

/** A value as the form shows it: a choice by its option's text, a list by its items' labels (or names). */
function shown(input: HTMLElement | null, value: unknown, t: TFunction): string {
  if (typeof value === "boolean") return value ? t("admin.conflict.yes") : t("admin.conflict.no");
  if (Array.isArray(value))
    return value
      .map((item: unknown) => {
        const named = item as { label?: string; name?: string } | null;
        return named?.label ?? named?.name ?? String(item);
      })
      .join(", ");
  const text = value == null ? "" : String(value);
  if (input instanceof HTMLSelectElement)
    return [...input.options].find((option) => option.value === text)?.textContent ?? text;
  return text;
}
