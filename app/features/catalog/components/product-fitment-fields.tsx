import { useId, useState } from "react";
import { useFieldArray } from "react-hook-form";
import { FormField, inputClass } from "~/components/ui/admin/form-field";
import { smallButton } from "~/components/ui/admin/buttons";
import { languageInfo, translatedLanguages } from "~/i18n/languages";
import { visorColors, visorMakerKinds, visorMarkings, type VisorFacts } from "~/features/fitment";
import type { ProductForm } from "./product-form-values";

/** The product form's fitment: the helmet models it fits (each with a note) and a visor's facts. */

/**
 * The fits, a list of the form ("fits"): a type-ahead over "Brand Model" adds one, each has a Portuguese
 * note and, folded away, its translations (a missing one falls back).
 */
export function FitsEditor({
  form,
  options,
}: {
  form: ProductForm;
  options: { id: number; label: string; retired: boolean }[];
}) {
  const { fields: fits, append, remove } = useFieldArray({ control: form.control, name: "fits" });
  const [query, setQuery] = useState("");
  const [problem, setProblem] = useState("");
  const listId = useId();

  function add() {
    const option = options.find((o) => o.label.toLowerCase() === query.trim().toLowerCase());
    if (!option) return setProblem("Choose a helmet model from the list");
    if (fits.some((f) => f.helmetModelId === option.id)) return setProblem(`${option.label} is already listed`);
    append({ helmetModelId: option.id, label: option.label, note: "", noteTranslations: {} }, { shouldFocus: false });
    setQuery("");
    setProblem("");
  }

  const fieldError = problem || form.errorOf("fits");
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-semibold">Fits these helmets</legend>
      <div className="mt-1 flex gap-2">
        <input
          aria-label="Helmet model to add"
          list={listId}
          value={query}
          placeholder="AGV K6"
          onChange={(e) => setQuery(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key !== "Enter") return;
            e.preventDefault();
            add();
          }}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${listId}-error` : undefined}
          className={`${inputClass} mt-0`}
        />
        <datalist id={listId}>
          {options.map((o) => (
            <option key={o.id} value={o.label}>
              {o.retired ? "retired" : undefined}
            </option>
          ))}
        </datalist>
        <button type="button" onClick={add} className={smallButton}>
          Add fit
        </button>
      </div>
      {fieldError && (
        <p id={`${listId}-error`} className="mt-1 text-sm font-semibold text-stock-out">
          {fieldError}
        </p>
      )}
      {fits.length === 0 && <p className="mt-2 text-sm text-steel-600">No helmet model yet.</p>}
      <ul className="mt-3 space-y-3">
        {fits.map((fit, index) => (
          <li key={fit.id} className="rounded-control p-3 ring-1 ring-steel-200">
            <div className="flex items-center justify-between gap-2">
              <span className="font-semibold">{fit.label}</span>
              <button type="button" onClick={() => remove(index)} className={smallButton}>
                Remove<span className="sr-only"> {fit.label}</span>
              </button>
            </div>
            {form.errorOf(`fits.${index}.helmetModelId`) && (
              <p className="mt-1 text-sm font-semibold text-stock-out">{form.errorOf(`fits.${index}.helmetModelId`)}</p>
            )}
            <FormField
              idPrefix={`fit-${fit.helmetModelId}`}
              name="note"
              label={`Note for ${fit.label} (Portuguese)`}
              error={form.errorOf(`fits.${index}.note`)}
              hint="Optional, e.g. tamanhos de calota XS–M."
            >
              {(props) => (
                <input
                  {...props}
                  {...form.register(`fits.${index}.note`)}
                  defaultValue={fit.note}
                  className={inputClass}
                />
              )}
            </FormField>
            <details className="mt-2">
              <summary className="cursor-pointer text-xs font-semibold text-signal-700">
                Note in other languages
              </summary>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {translatedLanguages.map((language) => (
                  <FormField
                    key={language}
                    idPrefix={`fit-${fit.helmetModelId}`}
                    name={`note-${language}`}
                    label={`Note for ${fit.label} (${languageInfo(language).name})`}
                    error={form.errorOf(`fits.${index}.noteTranslations.${language}`)}
                  >
                    {(props) => (
                      <input
                        {...props}
                        {...form.register(`fits.${index}.noteTranslations.${language}`)}
                        defaultValue={fit.noteTranslations[language] ?? ""}
                        className={inputClass}
                      />
                    )}
                  </FormField>
                ))}
              </div>
            </details>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

const markingLabels: Record<(typeof visorMarkings)[number], string> = {
  "day-and-night": "Day and night",
  "daytime-only": "Daytime only",
  "not-for-road": "Not for road use",
};

/** A visor's structured facts, as the form's fields `visor.*`. */
export function VisorFactsFields({ form }: { form: ProductForm }) {
  const savedTint = form.formState.defaultValues?.visor?.tint;
  const customTint = savedTint && !visorColors.some((c) => c.key === savedTint) ? savedTint : null;
  const field = (name: keyof VisorFacts) => ({
    idPrefix: "visor",
    name: `visor.${name}`,
    error: form.errorOf(`visor.${name}`),
  });
  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="text-sm font-semibold">Visor facts</legend>
      <FormField {...field("makerKind")} label="Maker">
        {(props) => (
          <select {...props} {...form.field("visor.makerKind")} className={inputClass}>
            {visorMakerKinds.map((kind) => (
              <option key={kind} value={kind}>
                {kind === "original" ? "Original part of the helmet brand" : "Aftermarket"}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField {...field("maker")} label="Aftermarket maker" hint="Empty for an original part.">
        {(props) => <input {...props} {...form.field("visor.maker")} className={inputClass} />}
      </FormField>
      <FormField {...field("partCode")} label="Original part code" hint="The code it is or replaces, e.g. CWR-F2.">
        {(props) => <input {...props} {...form.field("visor.partCode")} className={inputClass} />}
      </FormField>
      <FormField {...field("tint")} label="Tint">
        {(props) => (
          <select {...props} {...form.field("visor.tint")} className={inputClass}>
            <option value="">Not set</option>
            {visorColors.map((c) => (
              <option key={c.key} value={c.key}>
                {c.label}
              </option>
            ))}
            {customTint && <option value={customTint}>{customTint} (custom)</option>}
          </select>
        )}
      </FormField>
      <FormField {...field("lightTransmission")} label="Light transmission (%)">
        {(props) => (
          <input {...props} inputMode="numeric" {...form.field("visor.lightTransmission")} className={inputClass} />
        )}
      </FormField>
      <FormField {...field("marking")} label="Marking" hint="The rider sees the matching safety note.">
        {(props) => (
          <select {...props} {...form.field("visor.marking")} className={inputClass}>
            <option value="">Not set</option>
            {visorMarkings.map((m) => (
              <option key={m} value={m}>
                {markingLabels[m]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <label className="flex items-center gap-2 self-end text-sm">
        <input type="checkbox" {...form.field("visor.pinlockReady")} className="h-4 w-4 accent-signal-700" />
        Pinlock-ready
      </label>
      <FormField {...field("pinlockInsert")} label="Pinlock insert it takes">
        {(props) => <input {...props} {...form.field("visor.pinlockInsert")} className={inputClass} />}
      </FormField>
    </fieldset>
  );
}
