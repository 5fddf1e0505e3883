import { useState } from "react";
import { smallButton } from "~/components/ui/admin/buttons";
import { FormField, inputClass } from "~/components/ui/admin/form-field";
import { useTranslation } from "~/i18n/use-translation";
import { matchMessage } from "~/lib/known-messages";
import {
  customColorProblem,
  visorColors,
  type VisorColorSetting,
  type VisorTemplateInput,
} from "../visor-templates.schema";
import { CompatibleModelsField } from "./compatible-models-field";
import { errorFor, type StepProps, type TextField } from "../visor-template-wizard";

const vt = "admin.visorTemplates";

/** A color's name in the admin's language: the vocabulary's translated, a custom one as typed. */
export function useColorLabel() {
  const { t } = useTranslation();
  return (key: string) => (visorColors.some((color) => color.key === key) ? t(`${vt}.colors.${key}`) : key);
}

export function DefineStep({
  form,
  errors,
  brands,
  update,
}: StepProps & {
  brands: { name: string; models: string[] }[];
  update: (change: Partial<VisorTemplateInput>) => void;
}) {
  const { t } = useTranslation();
  const chosen = brands.find((b) => b.name.toLowerCase() === form.helmetBrand.toLowerCase());
  // A loaded template's brand stays choosable even when it is not among the offered ones.
  const names =
    chosen || !form.helmetBrand ? brands.map((b) => b.name) : [form.helmetBrand, ...brands.map((b) => b.name)];
  const text = (name: TextField, label: string, hint?: string, multiline = false) => (
    <FormField idPrefix="visor" name={name} label={label} error={errorFor(errors, name)} hint={hint}>
      {(props) =>
        multiline ? (
          <textarea
            {...props}
            rows={5}
            value={form[name]}
            onChange={(e) => update({ [name]: e.target.value })}
            className={`${inputClass} h-auto py-2`}
          />
        ) : (
          <input
            {...props}
            value={form[name]}
            onChange={(e) => update({ [name]: e.target.value })}
            className={inputClass}
          />
        )
      }
    </FormField>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField idPrefix="visor" name="helmetBrand" label={t(`${vt}.helmetBrand`)} error={errors.helmetBrand}>
        {(props) => (
          <select
            {...props}
            value={chosen?.name ?? form.helmetBrand}
            onChange={(e) => update({ helmetBrand: e.target.value })}
            className={inputClass}
          >
            <option value="">{t(`${vt}.chooseBrand`)}</option>
            {names.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        idPrefix="visor"
        name="helmetModel"
        label={t(`${vt}.helmetModel`)}
        error={errors.helmetModel}
        hint={t(`${vt}.helmetModelHint`)}
      >
        {(props) => (
          <>
            <input
              {...props}
              list="visor-model-suggestions"
              value={form.helmetModel}
              onChange={(e) => update({ helmetModel: e.target.value })}
              className={inputClass}
            />
            <datalist id="visor-model-suggestions">
              {chosen?.models.map((model) => (
                <option key={model} value={model} />
              ))}
            </datalist>
          </>
        )}
      </FormField>
      <div className="sm:col-span-2">
        <CompatibleModelsField
          models={form.compatibleModels}
          brandModels={chosen?.models ?? []}
          brand={chosen?.name ?? form.helmetBrand}
          error={errorFor(errors, "compatibleModels")}
          onChange={(compatibleModels) => update({ compatibleModels })}
        />
      </div>
      <div className="sm:col-span-2">
        {text("descriptionTemplate", t(`${vt}.descriptionTemplate`), t(`${vt}.descriptionHint`), true)}
      </div>
      <div className="sm:col-span-2">
        {text("shortDescriptionTemplate", t(`${vt}.shortTemplate`), t(`${vt}.shortHint`))}
      </div>
      {text("baseAffiliateUrl", t(`${vt}.baseAffiliateUrl`), t(`${vt}.baseAffiliateHint`))}
      {text("baseImageUrl", t(`${vt}.baseImageUrl`), t(`${vt}.baseImageHint`))}
    </div>
  );
}

export function ColorsStep({
  form,
  errors,
  update,
}: StepProps & { update: (change: Partial<VisorTemplateInput>) => void }) {
  const { t } = useTranslation();
  const colorLabel = useColorLabel();
  const [custom, setCustom] = useState("");
  const [customError, setCustomError] = useState<string | null>(null);
  const toggle = (key: string, on: boolean) =>
    update({ selectedColors: on ? [...form.selectedColors, key] : form.selectedColors.filter((k) => k !== key) });
  function addCustom() {
    const problem = customColorProblem(custom, form.customColors);
    setCustomError(problem);
    if (problem) return;
    const name = custom.trim();
    update({ customColors: [...form.customColors, name], selectedColors: [...form.selectedColors, name] });
    setCustom("");
  }
  const selectedError = errorFor(errors, "selectedColors");
  const colorProblem = customError ?? errorFor(errors, "customColors");
  // The schema's own refusal in the admin's language; its other messages are the form's (English) ones.
  const inList =
    colorProblem && matchMessage(colorProblem, [["inList", /"(?<name>.+)" is already in the color list/s]]);
  const colorError = inList ? t(`${vt}.colorInList`, inList.values) : colorProblem;
  const box = (key: string, label: string) => (
    <label className="flex items-center gap-2 rounded-control px-3 py-2 ring-1 ring-steel-200 has-checked:ring-asphalt">
      <input
        type="checkbox"
        checked={form.selectedColors.includes(key)}
        onChange={(e) => toggle(key, e.target.checked)}
      />
      {label}
    </label>
  );
  return (
    <div>
      <fieldset aria-describedby={selectedError ? "visor-colors-error" : undefined}>
        <legend className="text-sm font-semibold">{t(`${vt}.colorsLegend`)}</legend>
        <div className="mt-2 grid grid-cols-1 gap-2 min-[360px]:grid-cols-2 md:grid-cols-3">
          {visorColors.map((color) => (
            <div key={color.key}>{box(color.key, colorLabel(color.key))}</div>
          ))}
          {form.customColors.map((name) => (
            <div key={name} className="flex items-center gap-1">
              <div className="min-w-0 flex-1">{box(name, name)}</div>
              <button
                type="button"
                onClick={() =>
                  update({
                    customColors: form.customColors.filter((c) => c !== name),
                    selectedColors: form.selectedColors.filter((c) => c !== name),
                  })
                }
                className={smallButton}
              >
                {t(`${vt}.remove`)}
                <span className="sr-only"> {name}</span>
              </button>
            </div>
          ))}
        </div>
        {selectedError && (
          <p id="visor-colors-error" className="mt-2 text-sm font-semibold text-stock-out">
            {selectedError}
          </p>
        )}
      </fieldset>
      <div className="mt-5 flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <FormField
            idPrefix="visor"
            name="customColor"
            label={t(`${vt}.customColor`)}
            error={colorError ?? undefined}
            hint={t(`${vt}.customColorHint`)}
          >
            {(props) => (
              <input
                {...props}
                value={custom}
                onChange={(e) => setCustom(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    e.preventDefault();
                    addCustom();
                  }
                }}
                className={inputClass}
              />
            )}
          </FormField>
        </div>
        <button type="button" onClick={addCustom} className={`${smallButton} mb-6 h-10`}>
          {t(`${vt}.addColor`)}
        </button>
      </div>
    </div>
  );
}

export function PricesStep({
  form,
  errors,
  setting,
  updateSetting,
}: StepProps & {
  setting: (key: string) => VisorColorSetting;
  updateSetting: (key: string, change: Partial<VisorColorSetting>) => void;
}) {
  const { t } = useTranslation();
  const colorLabel = useColorLabel();
  if (!form.selectedColors.length) return <p className="text-steel-700">{t(`${vt}.selectColorFirst`)}</p>;
  return (
    <div className="grid gap-4">
      {form.selectedColors.map((key, index) => {
        const label = colorLabel(key);
        const field = (name: keyof VisorColorSetting, hint: string) => (
          <FormField
            idPrefix={`visor-color-${index}`}
            name={name}
            label={t(`${vt}.${name}`, { color: label })}
            error={errors[`colorSettings.${key}.${name}`]}
            hint={hint}
          >
            {(props) => (
              <input
                {...props}
                inputMode={name === "price" || name === "discountPrice" ? "decimal" : "url"}
                value={setting(key)[name]}
                onChange={(e) => updateSetting(key, { [name]: e.target.value })}
                className={inputClass}
              />
            )}
          </FormField>
        );
        return (
          <fieldset key={key} className="grid gap-3 rounded-control p-3 ring-1 ring-steel-200 sm:grid-cols-2">
            <legend className="px-1 font-semibold">{label}</legend>
            {field("price", t(`${vt}.priceHint`))}
            {field("discountPrice", t(`${vt}.discountHint`))}
            {field("imageUrl", t(`${vt}.imageUrlHint`))}
            {field("affiliateUrl", t(`${vt}.affiliateUrlHint`))}
          </fieldset>
        );
      })}
    </div>
  );
}
