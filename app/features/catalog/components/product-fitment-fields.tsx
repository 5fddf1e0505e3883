import { useId, useState } from "react";
import { useFieldArray } from "react-hook-form";
import { FormField, inputClass } from "~/components/ui/admin/form-field";
import { smallButton } from "~/components/ui/admin/buttons";
import { translatedLanguages } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
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
  const { t } = useTranslation();
  const { fields: fits, append, remove } = useFieldArray({ control: form.control, name: "fits" });
  const [query, setQuery] = useState("");
  const [problem, setProblem] = useState("");
  const listId = useId();

  function add() {
    const option = options.find((o) => o.label.toLowerCase() === query.trim().toLowerCase());
    if (!option) return setProblem(t("admin.productEdit.fits.chooseModel"));
    if (fits.some((f) => f.helmetModelId === option.id))
      return setProblem(t("admin.productEdit.fits.alreadyListed", { model: option.label }));
    append({ helmetModelId: option.id, label: option.label, note: "", noteTranslations: {} }, { shouldFocus: false });
    setQuery("");
    setProblem("");
  }

  const fieldError = problem || form.errorOf("fits");
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-semibold">{t("admin.productEdit.fits.title")}</legend>
      <div className="mt-1 flex gap-2">
        <input
          aria-label={t("admin.productEdit.fits.modelToAdd")}
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
              {o.retired ? t("admin.productEdit.fits.retired") : undefined}
            </option>
          ))}
        </datalist>
        <button type="button" onClick={add} className={smallButton}>
          {t("admin.productEdit.fits.add")}
        </button>
      </div>
      {fieldError && (
        <p id={`${listId}-error`} className="mt-1 text-sm font-semibold text-stock-out">
          {fieldError}
        </p>
      )}
      {fits.length === 0 && <p className="mt-2 text-sm text-steel-600">{t("admin.productEdit.fits.none")}</p>}
      <ul className="mt-3 space-y-3">
        {fits.map((fit, index) => (
          <li key={fit.id} className="rounded-control p-3 ring-1 ring-steel-200">
            <div className="flex items-center justify-between gap-2">
              <span className="font-semibold">{fit.label}</span>
              <button type="button" onClick={() => remove(index)} className={smallButton}>
                {t("admin.productEdit.fits.remove")}
                <span className="sr-only"> {fit.label}</span>
              </button>
            </div>
            {form.errorOf(`fits.${index}.helmetModelId`) && (
              <p className="mt-1 text-sm font-semibold text-stock-out">{form.errorOf(`fits.${index}.helmetModelId`)}</p>
            )}
            <FormField
              idPrefix={`fit-${fit.helmetModelId}`}
              name="note"
              label={t("admin.productEdit.fits.note", { model: fit.label })}
              error={form.errorOf(`fits.${index}.note`)}
              hint={t("admin.productEdit.fits.noteHint")}
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
                {t("admin.productEdit.fits.otherLanguages")}
              </summary>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {translatedLanguages.map((language) => (
                  <FormField
                    key={language}
                    idPrefix={`fit-${fit.helmetModelId}`}
                    name={`note-${language}`}
                    label={t("admin.productEdit.fits.noteIn", {
                      model: fit.label,
                      language: t(`admin.productEdit.languageInText.${language}`),
                    })}
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

/** A visor's structured facts, as the form's fields `visor.*`. */
export function VisorFactsFields({ form }: { form: ProductForm }) {
  const { t } = useTranslation();
  const savedTint = form.formState.defaultValues?.visor?.tint;
  const customTint = savedTint && !visorColors.some((c) => c.key === savedTint) ? savedTint : null;
  const field = (name: keyof VisorFacts) => ({
    idPrefix: "visor",
    name: `visor.${name}`,
    error: form.errorOf(`visor.${name}`),
  });
  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="text-sm font-semibold">{t("admin.productEdit.visor.title")}</legend>
      <FormField {...field("makerKind")} label={t("admin.productEdit.visor.makerKind")}>
        {(props) => (
          <select {...props} {...form.field("visor.makerKind")} className={inputClass}>
            {visorMakerKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(kind === "original" ? "admin.productEdit.visor.original" : "admin.productEdit.visor.aftermarket")}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        {...field("maker")}
        label={t("admin.productEdit.visor.maker")}
        hint={t("admin.productEdit.visor.makerHint")}
      >
        {(props) => <input {...props} {...form.field("visor.maker")} className={inputClass} />}
      </FormField>
      <FormField
        {...field("partCode")}
        label={t("admin.productEdit.visor.partCode")}
        hint={t("admin.productEdit.visor.partCodeHint")}
      >
        {(props) => <input {...props} {...form.field("visor.partCode")} className={inputClass} />}
      </FormField>
      <FormField {...field("tint")} label={t("admin.productEdit.visor.tint")}>
        {(props) => (
          <select {...props} {...form.field("visor.tint")} className={inputClass}>
            <option value="">{t("admin.productEdit.visor.notSet")}</option>
            {visorColors.map((c) => (
              <option key={c.key} value={c.key}>
                {t(`admin.productEdit.visor.tints.${c.key}`, { defaultValue: c.label })}
              </option>
            ))}
            {customTint && (
              <option value={customTint}>{t("admin.productEdit.visor.customTint", { tint: customTint })}</option>
            )}
          </select>
        )}
      </FormField>
      <FormField {...field("lightTransmission")} label={t("admin.productEdit.visor.lightTransmission")}>
        {(props) => (
          <input {...props} inputMode="numeric" {...form.field("visor.lightTransmission")} className={inputClass} />
        )}
      </FormField>
      <FormField
        {...field("marking")}
        label={t("admin.productEdit.visor.marking")}
        hint={t("admin.productEdit.visor.markingHint")}
      >
        {(props) => (
          <select {...props} {...form.field("visor.marking")} className={inputClass}>
            <option value="">{t("admin.productEdit.visor.notSet")}</option>
            {visorMarkings.map((m) => (
              <option key={m} value={m}>
                {t(`admin.productEdit.visor.markings.${m}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <label className="flex items-center gap-2 self-end text-sm">
        <input type="checkbox" {...form.field("visor.pinlockReady")} className="h-4 w-4 accent-signal-700" />
        {t("admin.productEdit.visor.pinlockReady")}
      </label>
      <FormField {...field("pinlockInsert")} label={t("admin.productEdit.visor.pinlockInsert")}>
        {(props) => <input {...props} {...form.field("visor.pinlockInsert")} className={inputClass} />}
      </FormField>
    </fieldset>
  );
}
