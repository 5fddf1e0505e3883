import { languageInfo } from "~/i18n/languages";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useToast } from "~/components/ui/toast";
import { adminErrorMessage, adminFetch, adminFieldErrors } from "~/features/admin/admin-fetch";
import { AdminPage, AdminSection, formatAdminDate } from "~/components/ui/admin/admin-page";
import { actionButton, smallButton } from "~/components/ui/admin/buttons";
import { ConfirmButton, DeleteButton } from "~/features/admin/components/confirm-button";
import { FormField, inputClass } from "~/components/ui/admin/form-field";
import { useAdminAction } from "~/features/admin/use-admin-action";
import {
  customColorProblem,
  placeholderHelp,
  visorColor,
  visorColors,
  visorTemplateInputSchema,
  type VisorColorSetting,
  type VisorTemplateInput,
} from "~/features/visor-templates/visor-templates.schema";
import {
  listTemplates,
  visorTemplateOptions,
  type GenerateResult,
  type SavedVisorTemplate,
  type VisorTemplatePreview,
} from "~/features/visor-templates/visor-templates.server";
import { appContext } from "~/context/app-context";
import { formatPrice } from "~/i18n/format";
import type { Route } from "./+types/visor-templates";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext).database;
  const [options, templates] = await Promise.all([visorTemplateOptions(db), listTemplates(db)]);
  // ?brand=&model= start the wizard for that helmet (the insight screen's unmet demand links here).
  const params = new URL(request.url).searchParams;
  const start = {
    helmetBrand: params.get("brand")?.slice(0, 100) ?? "",
    helmetModel: params.get("model")?.slice(0, 100) ?? "",
  };
  return { ...options, templates, start };
}

const api = "/api/admin/visor-templates";
const steps = ["Define template", "Select colors", "Configure prices", "Generate products"] as const;
type Errors = Record<string, string>;

const emptyForm: VisorTemplateInput = {
  helmetBrand: "",
  helmetModel: "",
  compatibleModels: [],
  descriptionTemplate: "",
  shortDescriptionTemplate: "",
  baseAffiliateUrl: "",
  baseImageUrl: "",
  customColors: [],
  selectedColors: [],
  colorSettings: {},
};
const emptySetting: VisorColorSetting = { price: "", discountPrice: "", imageUrl: "", affiliateUrl: "" };

/** The wizard step a field (or a field error's path) belongs to. */
function stepOf(field: string) {
  if (field.startsWith("colorSettings")) return 3;
  if (field.startsWith("selectedColors") || field.startsWith("customColors")) return 2;
  return 1;
}

/** The spec's messages for one step, from the same schema the API checks again. */
function stepErrors(form: VisorTemplateInput, step: number): Errors {
  const result = visorTemplateInputSchema.safeParse(form);
  const errors: Errors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.map(String).join(".");
    if (stepOf(field) === step) errors[field] ??= issue.message;
  }
  return errors;
}

/** The first message among fields starting with `prefix` (a list's items report as "list.0"). */
const errorFor = (errors: Errors, prefix: string) =>
  errors[prefix] ?? Object.entries(errors).find(([field]) => field.startsWith(`${prefix}.`))?.[1];

export default function VisorTemplates({ loaderData }: Route.ComponentProps) {
  const run = useAdminAction();
  const toast = useToast();
  const navigate = useNavigate();
  const [form, setForm] = useState<VisorTemplateInput>(() => ({ ...emptyForm, ...loaderData.start }));
  const [compatibleText, setCompatibleText] = useState("");
  const [step, setStep] = useState(1);
  const [errors, setErrors] = useState<Errors>({});
  const [preview, setPreview] = useState<VisorTemplatePreview | null>(null);
  const [result, setResult] = useState<GenerateResult | null>(null);
  const [busy, setBusy] = useState(false);

  const update = (change: Partial<VisorTemplateInput>) => {
    setForm((current) => ({ ...current, ...change }));
    setResult(null);
  };
  const setting = (key: string) => form.colorSettings[key] ?? emptySetting;
  const updateSetting = (key: string, change: Partial<VisorColorSetting>) =>
    update({ colorSettings: { ...form.colorSettings, [key]: { ...setting(key), ...change } } });

  /** Server refusals: the messages beside their fields, on the first step that has one. */
  const showServerErrors = (error: unknown) => {
    const fields = adminFieldErrors(error);
    setErrors(fields);
    const first = Math.min(...Object.keys(fields).map(stepOf));
    if (Number.isFinite(first)) setStep(first);
  };

  /** What step 4 shows; a refusal puts the messages beside their fields. Answers whether it worked. */
  async function loadPreview() {
    try {
      setPreview(await adminFetch<VisorTemplatePreview>(`${api}/preview`, { method: "POST", json: form }));
      return true;
    } catch (error) {
      showServerErrors(error);
      toast({ title: "Error", description: adminErrorMessage(error, "The preview failed"), variant: "destructive" });
      return false;
    }
  }

  async function next() {
    const found = stepErrors(form, step);
    setErrors(found);
    if (Object.keys(found).length || (step === 3 && !(await loadPreview()))) return;
    setStep(step + 1);
  }

  async function createProducts() {
    setBusy(true);
    const done = { title: "Products created", description: "" };
    const created = await run(
      async () => {
        const answer = await adminFetch<GenerateResult>(`${api}/generate`, { method: "POST", json: form });
        done.description = `${answer.created.length} created, ${answer.skipped.length} skipped${answer.picturesNotStored.length ? `, ${answer.picturesNotStored.length} pictures not stored` : ""}`;
        setResult(answer);
      },
      done,
      { refresh: false, failure: "The products were not created", onError: showServerErrors },
    );
    if (created) await loadPreview();
    setBusy(false);
  }

  function load(template: SavedVisorTemplate) {
    const { name: _name, updatedAt: _updated, ...fields } = template;
    setForm(fields);
    setCompatibleText(fields.compatibleModels.join(", "));
    setErrors({});
    setPreview(null);
    setResult(null);
    setStep(1);
  }

  function reset() {
    load({ ...emptyForm, name: "", updatedAt: "" });
  }

  return (
    <AdminPage
      title="Visor templates"
      intro="Describe a helmet's visor once, pick the colors and prices, and create one draft product per color in every language."
      actions={
        <ConfirmButton
          title="Reset the wizard?"
          message="Every field goes back to empty. Saved templates are kept."
          confirmLabel="Reset"
          onConfirm={reset}
          className={smallButton}
        >
          Reset
        </ConfirmButton>
      }
    >
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section
          aria-labelledby="wizard-step"
          className="min-w-0 rounded-card bg-white p-4 ring-1 ring-steel-200 sm:p-5"
        >
          <p className="text-sm font-semibold text-steel-700">
            Step {step} of {steps.length}
          </p>
          <ol aria-label="Steps" className="mt-2 flex flex-wrap gap-2 text-sm">
            {steps.map((name, index) => (
              <li
                key={name}
                aria-current={index + 1 === step ? "step" : undefined}
                className={`rounded-full px-3 py-1 ${index + 1 === step ? "bg-asphalt text-paper" : "bg-steel-50 text-steel-700"}`}
              >
                {index + 1}. {name}
              </li>
            ))}
          </ol>
          <h2 id="wizard-step" className="mt-4 text-2xl font-bold">
            {steps[step - 1]}
          </h2>

          <div className="mt-4">
            {step === 1 && (
              <DefineStep
                form={form}
                errors={errors}
                brands={loaderData.brands}
                compatibleText={compatibleText}
                onCompatible={(text) => {
                  setCompatibleText(text);
                  update({
                    compatibleModels: text
                      .split(",")
                      .map((m) => m.trim())
                      .filter(Boolean),
                  });
                }}
                update={update}
              />
            )}
            {step === 2 && <ColorsStep form={form} errors={errors} update={update} />}
            {step === 3 && <PricesStep form={form} errors={errors} setting={setting} updateSetting={updateSetting} />}
            {step === 4 && (
              <GenerateStep
                form={form}
                preview={preview}
                result={result}
                busy={busy}
                onPreview={loadPreview}
                onCreate={createProducts}
              />
            )}
          </div>

          <div className="mt-6 flex flex-wrap gap-2 border-t border-steel-200 pt-4">
            <button
              type="button"
              disabled={step === 1}
              onClick={() => {
                setErrors({});
                setStep(step - 1);
              }}
              className={smallButton}
            >
              Previous
            </button>
            {step < steps.length ? (
              <button type="button" onClick={next} className={actionButton}>
                Next
              </button>
            ) : (
              <button
                type="button"
                onClick={() => navigate("/admin/products?type=visor&status=draft&sort=created")}
                className={actionButton}
              >
                Finish
              </button>
            )}
          </div>
        </section>

        <TemplatesPanel templates={loaderData.templates} form={form} onLoad={load} onSaveErrors={showServerErrors} />
      </div>
    </AdminPage>
  );
}

type StepProps = { form: VisorTemplateInput; errors: Errors };
type TextField = "descriptionTemplate" | "shortDescriptionTemplate" | "baseAffiliateUrl" | "baseImageUrl";

function DefineStep({
  form,
  errors,
  brands,
  compatibleText,
  onCompatible,
  update,
}: StepProps & {
  brands: { name: string; models: string[] }[];
  compatibleText: string;
  onCompatible: (text: string) => void;
  update: (change: Partial<VisorTemplateInput>) => void;
}) {
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
      <FormField idPrefix="visor" name="helmetBrand" label="Helmet brand" error={errors.helmetBrand}>
        {(props) => (
          <select
            {...props}
            value={chosen?.name ?? form.helmetBrand}
            onChange={(e) => update({ helmetBrand: e.target.value })}
            className={inputClass}
          >
            <option value="">Choose a brand</option>
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
        label="Helmet model"
        error={errors.helmetModel}
        hint="Type it, or pick one of the brand's models."
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
        <FormField
          idPrefix="visor"
          name="compatibleModels"
          label="Compatible models"
          error={errorFor(errors, "compatibleModels")}
          hint="Other models the visor fits, separated by commas."
        >
          {(props) => (
            <input
              {...props}
              value={compatibleText}
              onChange={(e) => onCompatible(e.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
      </div>
      <div className="sm:col-span-2">
        {text(
          "descriptionTemplate",
          "Description template (Portuguese)",
          `${placeholderHelp} The other languages get a sentence written for each (or, with the AI assistant, a translation of this text), marked for review.`,
          true,
        )}
      </div>
      <div className="sm:col-span-2">
        {text(
          "shortDescriptionTemplate",
          "Short text template",
          `The short description, opening the description. ${placeholderHelp}`,
        )}
      </div>
      {text("baseAffiliateUrl", "Base affiliate URL", "Used for colors without their own link.")}
      {text("baseImageUrl", "Base image URL", "Used for colors without their own picture.")}
    </div>
  );
}

function ColorsStep({ form, errors, update }: StepProps & { update: (change: Partial<VisorTemplateInput>) => void }) {
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
  const colorError = customError ?? errorFor(errors, "customColors");
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
        <legend className="text-sm font-semibold">Colors</legend>
        <div className="mt-2 grid grid-cols-1 gap-2 min-[360px]:grid-cols-2 md:grid-cols-3">
          {visorColors.map((color) => (
            <div key={color.key}>{box(color.key, color.label)}</div>
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
                Remove<span className="sr-only"> {name}</span>
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
            label="Custom color"
            error={colorError ?? undefined}
            hint="Its name is used as typed in every language."
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
          Add color
        </button>
      </div>
    </div>
  );
}

function PricesStep({
  form,
  errors,
  setting,
  updateSetting,
}: StepProps & {
  setting: (key: string) => VisorColorSetting;
  updateSetting: (key: string, change: Partial<VisorColorSetting>) => void;
}) {
  if (!form.selectedColors.length) return <p className="text-steel-700">Select at least one color first.</p>;
  return (
    <div className="grid gap-4">
      {form.selectedColors.map((key, index) => {
        const { label } = visorColor(key);
        const field = (name: keyof VisorColorSetting, title: string, hint?: string) => (
          <FormField
            idPrefix={`visor-color-${index}`}
            name={name}
            label={`${title} (${label})`}
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
            {field("price", "Price", "In euros, like 29.90.")}
            {field("discountPrice", "Discount", "Optional discount price, lower than the price.")}
            {field("imageUrl", "Image URL", "Empty: the base image.")}
            {field("affiliateUrl", "Affiliate URL", "Empty: the base link.")}
          </fieldset>
        );
      })}
    </div>
  );
}

function GenerateStep({
  form,
  preview,
  result,
  busy,
  onPreview,
  onCreate,
}: {
  form: VisorTemplateInput;
  preview: VisorTemplatePreview | null;
  result: GenerateResult | null;
  busy: boolean;
  onPreview: () => unknown;
  onCreate: () => unknown;
}) {
  const run = useAdminAction();
  const toCreate = preview?.items.filter((item) => item.status === "create").length ?? 0;
  async function createCategory() {
    await run(
      () =>
        adminFetch(`${api}/category`, {
          method: "POST",
          json: { helmetBrand: form.helmetBrand, helmetModel: form.helmetModel },
        }),
      { title: "Category created", description: preview?.categorySlug },
      { refresh: false, failure: "The category was not created" },
    );
    await onPreview();
  }
  if (!preview) {
    return (
      <button type="button" onClick={onPreview} className={smallButton}>
        Preview
      </button>
    );
  }
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {preview.category ? (
          <p>
            Category: <strong>{preview.category.name}</strong> ({preview.category.slug})
          </p>
        ) : (
          <>
            <p>
              The category <strong>{preview.categorySlug}</strong> does not exist yet: it is made with the products, or
              now.
            </p>
            <button type="button" onClick={createCategory} className={smallButton}>
              Create category
            </button>
          </>
        )}
        <button type="button" onClick={onPreview} className={smallButton}>
          Preview
        </button>
      </div>
      <div className="relative mt-4 overflow-x-auto rounded-card ring-1 ring-steel-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Products that would be created</caption>
          <thead className="border-b border-steel-200 text-steel-700">
            <tr>
              {["Color", "Name", "Price", "Links", "Status"].map((title) => (
                <th key={title} className="px-3 py-2 font-semibold">
                  {title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-steel-200">
            {preview.items.map((item) => (
              <tr key={item.color} className="align-top">
                <td className="px-3 py-2 font-semibold">{item.label}</td>
                <td className="px-3 py-2">
                  <p>{item.name}</p>
                  <p className="text-xs text-steel-600">{item.slug}</p>
                  <details className="mt-1 text-xs">
                    <summary className="cursor-pointer text-signal-700">Other languages and description</summary>
                    <ul className="mt-1 grid gap-0.5">
                      {Object.entries(item.translations).map(([language, translation]) => (
                        <li key={language} lang={language}>
                          <span className="uppercase text-steel-600">{language}</span> {translation.name}
                        </li>
                      ))}
                    </ul>
                    <p className="mt-1 whitespace-pre-line text-steel-700">{item.description}</p>
                  </details>
                </td>
                <td className="tabular px-3 py-2 whitespace-nowrap">
                  {item.discountPrice ? (
                    <>
                      {formatPrice(item.discountPrice)} <s className="text-steel-600">{formatPrice(item.price)}</s>
                    </>
                  ) : (
                    formatPrice(item.price)
                  )}
                </td>
                <td className="max-w-56 px-3 py-2 text-xs break-all">
                  <p>{item.affiliateUrl === "#" ? "No affiliate link" : item.affiliateUrl}</p>
                  {item.imageUrl && <p className="text-steel-600">Image: {item.imageUrl}</p>}
                </td>
                <td className="px-3 py-2">
                  {item.status === "create" ? (
                    <span className="font-semibold text-stock-in-strong">will create</span>
                  ) : (
                    <>
                      <span className="font-semibold text-steel-700">already exists</span>
                      <p className="text-xs text-steel-600">{item.reason}</p>
                      {item.productId && (
                        <Link
                          to={`/admin/products/${item.productId}/edit`}
                          className="text-xs text-signal-700 underline"
                        >
                          Edit<span className="sr-only"> {item.name}</span>
                        </Link>
                      )}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm text-steel-700">
        Products are created as drafts, fitting the model and the compatible models (a model the brand does not have yet
        is added to it). Pictures are downloaded from their addresses; one that cannot be is listed below.
      </p>
      <button
        type="button"
        onClick={onCreate}
        disabled={busy || toCreate === 0}
        className={`${actionButton} mt-3 disabled:opacity-50`}
      >
        Create products
      </button>
      {result && (
        <div role="status" className="mt-4 rounded-control bg-steel-50 p-3 text-sm ring-1 ring-steel-200">
          <p className="font-semibold">
            {result.created.length} created, {result.skipped.length} skipped.
          </p>
          <ul className="mt-2 grid gap-1">
            {result.created.map((product) => (
              <li key={product.id}>
                <Link to={`/admin/products/${product.id}/edit`} className="text-signal-700 underline">
                  {product.name}
                </Link>
              </li>
            ))}
          </ul>
          {result.fits.length > 0 && <p className="mt-2">Fits: {result.fits.join(", ")}.</p>}
          {result.modelsCreated.length > 0 && (
            <p className="mt-1">New helmet models: {result.modelsCreated.join(", ")}.</p>
          )}
          <p className="mt-1">
            {result.translatedWithAi > 0
              ? `Translations: ${result.translatedWithAi} by the AI from your text, each marked for review.`
              : "Translations: a sentence written for each language, each marked for review."}
          </p>
          {result.aiFailed.length > 0 && (
            <p className="mt-1 font-semibold text-stock-out">
              The AI failed for {result.aiFailed.map((f) => `${languageInfo(f.language).name} (${f.error})`).join(", ")}
              : those keep the written sentence.
            </p>
          )}
          {result.picturesNotStored.length > 0 && (
            <div className="mt-2">
              <p className="font-semibold text-stock-out">Pictures not stored: add them on each product&apos;s page.</p>
              <ul className="mt-1 grid gap-1">
                {result.picturesNotStored.map((picture) => (
                  <li key={picture.color}>
                    {picture.color}: <span className="break-all">{picture.url}</span> — {picture.reason}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

function TemplatesPanel({
  templates,
  form,
  onLoad,
  onSaveErrors,
}: {
  templates: Route.ComponentProps["loaderData"]["templates"];
  form: VisorTemplateInput;
  onLoad: (template: SavedVisorTemplate) => void;
  onSaveErrors: (error: unknown) => void;
}) {
  const run = useAdminAction();
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  async function save() {
    if (!name.trim()) return setNameError("Template name is required");
    setNameError(null);
    await run(
      () => adminFetch(`${api}/${encodeURIComponent(name.trim())}`, { method: "PUT", json: form }),
      { title: "Template saved", description: name.trim() },
      { failure: "The template was not saved", onError: onSaveErrors },
    );
  }
  async function load(templateName: string) {
    let template: SavedVisorTemplate | null = null;
    const ok = await run(
      async () => (template = await adminFetch<SavedVisorTemplate>(`${api}/${encodeURIComponent(templateName)}`)),
      { title: "Template loaded", description: templateName },
      { refresh: false, failure: "The template could not be loaded" },
    );
    if (ok && template) {
      onLoad(template);
      setName(templateName);
    }
  }
  return (
    <div className="min-w-0 [&>section]:mt-0">
      <AdminSection id="saved-templates" title="Templates">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          className="flex flex-wrap items-end gap-2"
        >
          <div className="min-w-0 flex-1">
            <FormField idPrefix="visor" name="templateName" label="Template name" error={nameError ?? undefined}>
              {(props) => (
                <input {...props} value={name} onChange={(e) => setName(e.target.value)} className={inputClass} />
              )}
            </FormField>
          </div>
          <button type="submit" className={`${smallButton} h-10`}>
            Save template
          </button>
        </form>
        <h3 className="mt-5 text-sm font-semibold">Load template</h3>
        {templates.length === 0 ? (
          <p className="mt-1 text-sm text-steel-700">No saved templates yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-steel-200 text-sm">
            {templates.map((template) => (
              <li key={template.name} className="flex flex-wrap items-center gap-2 py-2">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words">{template.name}</p>
                  <p className="text-xs text-steel-600">
                    {template.helmetBrand} {template.helmetModel} · {template.colors.length}{" "}
                    {template.colors.length === 1 ? "color" : "colors"} · {formatAdminDate(template.updatedAt)}
                  </p>
                </div>
                <button type="button" onClick={() => load(template.name)} className={smallButton}>
                  Load<span className="sr-only"> {template.name}</span>
                </button>
                <DeleteButton
                  url={`${api}/${encodeURIComponent(template.name)}`}
                  name={template.name}
                  title="Delete this template?"
                  message={`The template "${template.name}" will be deleted. Products made from it stay.`}
                  done="Template deleted"
                />
              </li>
            ))}
          </ul>
        )}
      </AdminSection>
    </div>
  );
}
