import type { TFunction } from "i18next";
import { useRef, useState } from "react";
import { adminApi, adminCall, type AdminFailure } from "~/features/admin/admin-fetch";
import { AdminPage, AdminSection } from "~/components/ui/admin/admin-page";
import { actionButton, dangerButton, smallButton } from "~/components/ui/admin/buttons";
import { ConfirmButton } from "~/features/admin/components/confirm-button";
import { useAdminAction } from "~/features/admin/use-admin-action";
import {
  listPrompts,
  promptPlaceholders,
  promptPreviewProducts,
  type AdminPrompt,
} from "~/features/ai/ai-prompts.server";
import { promptFields, promptSaveSchema, type PromptField } from "~/features/ai/ai-prompts.schema";
import { useAdminForm } from "~/features/admin/use-admin-form";
import { useEditConflict } from "~/features/admin/use-edit-conflict";
import { EditConflictPanel } from "~/features/admin/components/edit-conflict-panel";
import { languageCatalogue, supportedLanguages } from "~/i18n/languages";
import { appContext } from "~/context/app-context";
import { useAdminFormat } from "~/i18n/admin-format";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/ai-prompts";

const aiPromptsApi = adminApi("/ai-prompts");

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext).database;
  const [prompts, products] = await Promise.all([listPrompts(db), promptPreviewProducts(db)]);
  return { prompts, products, placeholders: promptPlaceholders, fields: promptFields };
}

type LoaderData = Route.ComponentProps["loaderData"];

const ap = "admin.aiPrompts";
/** A built-in prompt's name and description in the admin's language (the server's are English). */
const promptText = (t: TFunction, prompt: AdminPrompt) => ({
  name: t(`${ap}.prompts.${prompt.key}.name`, { defaultValue: prompt.name }),
  description: t(`${ap}.prompts.${prompt.key}.description`, { defaultValue: prompt.description }),
});
const fieldLabel = (field: PromptField) => `${ap}.fields.${field}` as const;
const inputClass = "mt-1 h-10 w-full rounded-control border border-steel-200 bg-white px-3 text-sm";

export default function AiPrompts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminPage title={t(`${ap}.title`)} intro={t(`${ap}.intro`)}>
      {loaderData.prompts.map((prompt) => (
        // A new key after a save or reset: the editor starts again from the stored template.
        <PromptEditor key={`${prompt.key}-${prompt.updatedAt ?? "default"}`} prompt={prompt} data={loaderData} />
      ))}
    </AdminPage>
  );
}

function PromptEditor({ prompt, data }: { prompt: AdminPrompt; data: LoaderData }) {
  const run = useAdminAction();
  const { t } = useTranslation();
  const format = useAdminFormat();
  const { name, description } = promptText(t, prompt);
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const form = useAdminForm(promptSaveSchema, { template: prompt.template });
  const versions = useEditConflict(form, prompt.version, (stored: AdminPrompt) => ({ template: stored.template }));
  const template = form.watch("template");
  const error = form.errorOf("template");
  const { ref: registerTemplate, ...templateField } = form.register("template");
  const id = `prompt-${prompt.key}`;

  function insert(placeholder: string) {
    const area = textarea.current;
    const token = `{{${placeholder}}}`;
    const [start, end] = area ? [area.selectionStart, area.selectionEnd] : [template.length, template.length];
    form.setValue("template", template.slice(0, start) + token + template.slice(end), { shouldDirty: true });
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + token.length, start + token.length);
    });
  }

  const save = form.handleSubmit(async () => {
    const json = versions.versioned({ template: form.getValues().template });
    const saved = await run(
      () => adminCall(aiPromptsApi[":key"].$put({ param: { key: prompt.key }, json })),
      { title: t(`${ap}.saved`), description: name },
      { failure: t(`${ap}.notSaved`), onFailure: versions.onFailure },
    );
    if (saved.ok) versions.saved(saved.data);
  });

  return (
    <AdminSection id={id} title={name}>
      <div className="-mt-2 mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-steel-700">
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${prompt.isCustom ? "bg-signal/10 text-signal-700" : "bg-steel-200 text-steel-700"}`}
        >
          {t(prompt.isCustom ? `${ap}.edited` : `${ap}.default`)}
        </span>
        <span>{description}</span>
        {prompt.updatedAt && (
          <span className="tabular">{t(`${ap}.savedAt`, { date: format.dateTime(prompt.updatedAt) })}</span>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <form id={versions.formId} onSubmit={save} noValidate>
          <label htmlFor={`${id}-template`} className="text-sm font-semibold">
            {t(`${ap}.template`)}
          </label>
          <textarea
            {...templateField}
            ref={(element) => {
              registerTemplate(element);
              textarea.current = element;
            }}
            id={`${id}-template`}
            rows={14}
            spellCheck={false}
            aria-describedby={`${id}-placeholders${error ? ` ${id}-error` : ""}`}
            {...(error ? { "aria-invalid": true } : {})}
            className={`${inputClass} h-auto py-2 font-mono aria-invalid:border-stock-out aria-invalid:ring-1 aria-invalid:ring-stock-out`}
          />
          {error && (
            <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-stock-out">
              {error}
            </p>
          )}
          <div id={`${id}-placeholders`} className="mt-2 text-xs text-steel-700">
            <p>
              {t(`${ap}.placeholdersHelp`, {
                required: prompt.required.map((placeholder) => `{{${placeholder}}}`).join(", "),
              })}
            </p>
            <ul className="mt-1 flex flex-wrap gap-1.5" aria-label={t(`${ap}.placeholdersOf`, { prompt: name })}>
              {data.placeholders.map((placeholder) => (
                <li key={placeholder}>
                  <button
                    type="button"
                    onClick={() => insert(placeholder)}
                    aria-label={t(`${ap}.insert`, { placeholder: `{{${placeholder}}}` })}
                    className="rounded-md bg-steel-50 px-1.5 py-0.5 ring-1 ring-steel-200 hover:ring-steel-400"
                  >
                    <code
                      className={prompt.required.includes(placeholder) ? "font-bold" : ""}
                    >{`{{${placeholder}}}`}</code>
                  </button>
                </li>
              ))}
            </ul>
          </div>
          {versions.conflict && (
            <div className="mt-4">
              <EditConflictPanel state={versions} onOverwrite={save} />
            </div>
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            <button type="submit" className={actionButton}>
              {t(`${ap}.save`)}
              <span className="sr-only"> {name}</span>
            </button>
            {prompt.isCustom && (
              <ConfirmButton
                title={t(`${ap}.resetTitle`)}
                message={t(`${ap}.resetMessage`, { prompt: name })}
                confirmLabel={t(`${ap}.reset`)}
                className={dangerButton}
                onConfirm={() =>
                  run(() => adminCall(aiPromptsApi[":key"].$delete({ param: { key: prompt.key } })), {
                    title: t(`${ap}.resetDone`),
                    description: name,
                  })
                }
              >
                {t(`${ap}.resetToDefault`)}
                <span className="sr-only"> ({name})</span>
              </ConfirmButton>
            )}
          </div>
        </form>
        <PromptPreview id={id} prompt={prompt} template={template} data={data} onFailure={form.showFailure} />
      </div>
    </AdminSection>
  );
}

/** Renders the editor's current (unsaved) text for a chosen product, field and language. */
function PromptPreview({
  id,
  prompt,
  template,
  data,
  onFailure,
}: {
  id: string;
  prompt: AdminPrompt;
  template: string;
  data: LoaderData;
  onFailure: (failure: AdminFailure) => void;
}) {
  const run = useAdminAction();
  const { t } = useTranslation();
  const { name } = promptText(t, prompt);
  const [rendered, setRendered] = useState<string>();
  async function preview(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The three choices as the API takes them (each select offers only values the API accepts).
    const values = new FormData(event.currentTarget);
    const json = {
      template,
      productId: values.get("productId"),
      field: promptFields.find((field) => field === values.get("field")),
      targetLanguage: supportedLanguages.find((language) => language === values.get("targetLanguage")),
    };
    const answer = await run(
      () => adminCall(aiPromptsApi[":key"].preview.$post({ param: { key: prompt.key }, json })),
      { title: t(`${ap}.previewUpdated`), description: name },
      { failure: t(`${ap}.noPreview`), refresh: false, onFailure },
    );
    if (answer.ok) setRendered(answer.data.rendered);
  }
  const select = (name: string, label: string, options: { value: string | number; label: string }[], value = "") => (
    <div>
      <label htmlFor={`${id}-${name}`} className="text-sm font-semibold">
        {label}
      </label>
      <select id={`${id}-${name}`} name={name} defaultValue={value} className={inputClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form
      onSubmit={preview}
      aria-labelledby={`${id}-preview`}
      className="grid content-start gap-3 rounded-card bg-steel-50 p-4"
    >
      {/* The prompt's name completes the form's name: every prompt has a preview form, and landmarks need their own. */}
      <h3 id={`${id}-preview`} className="text-lg font-bold">
        {t(`${ap}.previewTitle`)}
        <span className="sr-only"> {t(`${ap}.previewOf`, { prompt: name })}</span>
      </h3>
      {data.products.length === 0 ? (
        <p className="text-sm text-steel-700">{t(`${ap}.addProduct`)}</p>
      ) : (
        <>
          {select(
            "productId",
            t(`${ap}.product`),
            data.products.map((p) => ({ value: p.id, label: p.name })),
            String(data.products[0]!.id),
          )}
          {select(
            "field",
            t(`${ap}.field`),
            data.fields.map((field) => ({ value: field, label: t(fieldLabel(field)) })),
            "name",
          )}
          {select(
            "targetLanguage",
            t(`${ap}.targetLanguage`),
            languageCatalogue.map((l) => ({ value: l.code, label: t(`admin.languages.name.${l.code}`) })),
            "en",
          )}
          <button type="submit" className={`${smallButton} justify-self-start bg-white`}>
            {t(`${ap}.preview`)}
            <span className="sr-only"> {name}</span>
          </button>
        </>
      )}
      <div aria-live="polite">
        {rendered !== undefined && (
          <pre
            aria-label={t(`${ap}.rendered`, { prompt: name })}
            className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-control bg-white p-3 font-mono text-xs ring-1 ring-steel-200"
          >
            {rendered}
          </pre>
        )}
      </div>
    </form>
  );
}
