import { useState } from "react";
import { useNavigate } from "react-router";
import { useToast } from "~/components/ui/toast";
import { adminApi, adminCall, type AdminFailure } from "~/features/admin/admin-fetch";
import { AdminPage } from "~/components/ui/admin/admin-page";
import { actionButton, smallButton } from "~/components/ui/admin/buttons";
import { ConfirmButton } from "~/features/admin/components/confirm-button";
import { useAdminAction } from "~/features/admin/use-admin-action";
import type { VisorColorSetting, VisorTemplateInput } from "~/features/visor-templates/visor-templates.schema";
import { listTemplates, visorTemplateOptions } from "~/features/visor-templates/visor-templates.server";
import { appContext } from "~/context/app-context";
import { useAdminFormat } from "~/i18n/admin-format";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/visor-templates";
import {
  emptyForm,
  emptySetting,
  stepErrors,
  stepOf,
  steps,
  type Errors,
  type GenerateResult,
  type SavedVisorTemplate,
  type VisorTemplatePreview,
} from "~/features/visor-templates/visor-template-wizard";
import { DefineStep, ColorsStep, PricesStep } from "~/features/visor-templates/components/visor-template-steps";
import { GenerateStep, TemplatesPanel } from "~/features/visor-templates/components/visor-template-generate";

const visorTemplatesApi = adminApi("/visor-templates");
const vt = "admin.visorTemplates";

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

export default function VisorTemplates({ loaderData }: Route.ComponentProps) {
  const run = useAdminAction();
  const toast = useToast();
  const { t } = useTranslation();
  const format = useAdminFormat();
  const navigate = useNavigate();
  const [form, setForm] = useState<VisorTemplateInput>(() => ({ ...emptyForm, ...loaderData.start }));
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
  const showServerErrors = ({ fields }: AdminFailure) => {
    setErrors(fields);
    const first = Math.min(...Object.keys(fields).map(stepOf));
    if (Number.isFinite(first)) setStep(first);
  };

  /** What step 4 shows; a refusal puts the messages beside their fields. Answers whether it worked. */
  async function loadPreview() {
    const answer = await adminCall(visorTemplatesApi.preview.$post({ json: form }));
    if (answer.ok) {
      setPreview(answer.data);
      return true;
    }
    showServerErrors(answer);
    toast({ title: t(`${vt}.error`), description: answer.error ?? t(`${vt}.previewFailed`), variant: "destructive" });
    return false;
  }

  async function next() {
    const found = stepErrors(form, step);
    setErrors(found);
    if (Object.keys(found).length || (step === 3 && !(await loadPreview()))) return;
    setStep(step + 1);
  }

  async function createProducts() {
    setBusy(true);
    const created = await run(
      () => adminCall(visorTemplatesApi.generate.$post({ json: form })),
      (answer) => ({
        title: t(`${vt}.created`),
        description:
          t(`${vt}.createdText`, {
            created: format.number(answer.created.length),
            skipped: format.number(answer.skipped.length),
          }) +
          (answer.picturesNotStored.length
            ? t(`${vt}.picturesNotStoredCount`, { n: format.number(answer.picturesNotStored.length) })
            : ""),
      }),
      { refresh: false, failure: t(`${vt}.notCreated`), onFailure: showServerErrors },
    );
    if (created.ok) {
      setResult(created.data);
      await loadPreview();
    }
    setBusy(false);
  }

  function load(template: SavedVisorTemplate) {
    const { name: _name, updatedAt: _updated, ...fields } = template;
    setForm(fields);
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
      title={t(`${vt}.title`)}
      intro={t(`${vt}.intro`)}
      actions={
        <ConfirmButton
          title={t(`${vt}.resetTitle`)}
          message={t(`${vt}.resetMessage`)}
          confirmLabel={t(`${vt}.reset`)}
          onConfirm={reset}
          className={smallButton}
        >
          {t(`${vt}.reset`)}
        </ConfirmButton>
      }
    >
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section
          aria-labelledby="wizard-step"
          className="min-w-0 rounded-card bg-white p-4 ring-1 ring-steel-200 sm:p-5"
        >
          <p className="text-sm font-semibold text-steel-700">
            {t(`${vt}.stepOf`, { step: format.number(step), steps: format.number(steps.length) })}
          </p>
          <ol aria-label={t(`${vt}.stepsLabel`)} className="mt-2 flex flex-wrap gap-2 text-sm">
            {steps.map((name, index) => (
              <li
                key={name}
                aria-current={index + 1 === step ? "step" : undefined}
                className={`rounded-full px-3 py-1 ${index + 1 === step ? "bg-asphalt text-paper" : "bg-steel-50 text-steel-700"}`}
              >
                {index + 1}. {t(`${vt}.steps.${name}`)}
              </li>
            ))}
          </ol>
          <h2 id="wizard-step" className="mt-4 text-2xl font-bold">
            {t(`${vt}.steps.${steps[step - 1]!}`)}
          </h2>

          <div className="mt-4">
            {step === 1 && <DefineStep form={form} errors={errors} brands={loaderData.brands} update={update} />}
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
              {t(`${vt}.previous`)}
            </button>
            {step < steps.length ? (
              <button type="button" onClick={next} className={actionButton}>
                {t(`${vt}.next`)}
              </button>
            ) : (
              <button
                type="button"
                onClick={() => navigate("/admin/products?type=visor&status=draft&sort=created")}
                className={actionButton}
              >
                {t(`${vt}.finish`)}
              </button>
            )}
          </div>
        </section>

        <TemplatesPanel templates={loaderData.templates} form={form} onLoad={load} onSaveErrors={showServerErrors} />
      </div>
    </AdminPage>
  );
}
