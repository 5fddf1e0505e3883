import { useRef, useState } from "react";
import { adminApi, adminCall, type AdminFailure } from "~/features/admin/admin-fetch";
import { AdminPage, AdminSection, formatAdminDate } from "~/components/ui/admin/admin-page";
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
import type { Route } from "./+types/ai-prompts";

const aiPromptsApi = adminApi("/ai-prompts");

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext).database;
  const [prompts, products] = await Promise.all([listPrompts(db), promptPreviewProducts(db)]);
  return { prompts, products, placeholders: promptPlaceholders, fields: promptFields };
}

type LoaderData = Route.ComponentProps["loaderData"];

const fieldLabels: Record<PromptField, string> = {
  name: "Name",
  description: "Description",
  buttonText: "Button text",
};
const inputClass = "mt-1 h-10 w-full rounded-control border border-steel-200 bg-white px-3 text-sm";

export default function AiPrompts({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="AI prompts"
      intro="The instructions the AI assistant gets when it translates or describes a product, or translates a newsletter issue. Placeholders in double braces are filled in for each text (the preview fills them from a product); the answer format is added by the assistant itself."
    >
      {loaderData.prompts.map((prompt) => (
        // A new key after a save or reset: the editor starts again from the stored template.
        <PromptEditor key={`${prompt.key}-${prompt.updatedAt ?? "default"}`} prompt={prompt} data={loaderData} />
      ))}
    </AdminPage>
  );
}

function PromptEditor({ prompt, data }: { prompt: AdminPrompt; data: LoaderData }) {
  const run = useAdminAction();
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
      { title: "Prompt saved", description: prompt.name },
      { failure: "Not saved", onFailure: versions.onFailure },
    );
    if (saved.ok) versions.saved(saved.data);
  });

  return (
    <AdminSection id={id} title={prompt.name}>
      <div className="-mt-2 mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-steel-700">
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${prompt.isCustom ? "bg-signal/10 text-signal-700" : "bg-steel-200 text-steel-700"}`}
        >
          {prompt.isCustom ? "Edited" : "Default"}
        </span>
        <span>{prompt.description}</span>
        {prompt.updatedAt && <span className="tabular">Saved {formatAdminDate(prompt.updatedAt)}</span>}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <form id={versions.formId} onSubmit={save} noValidate>
          <label htmlFor={`${id}-template`} className="text-sm font-semibold">
            Template
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
              Placeholders (click to insert at the cursor). Required:{" "}
              {prompt.required.map((name) => `{{${name}}}`).join(", ")}.
            </p>
            <ul className="mt-1 flex flex-wrap gap-1.5" aria-label={`Placeholders of ${prompt.name}`}>
              {data.placeholders.map((name) => (
                <li key={name}>
                  <button
                    type="button"
                    onClick={() => insert(name)}
                    aria-label={`Insert {{${name}}}`}
                    className="rounded-md bg-steel-50 px-1.5 py-0.5 ring-1 ring-steel-200 hover:ring-steel-400"
                  >
                    <code className={prompt.required.includes(name) ? "font-bold" : ""}>{`{{${name}}}`}</code>
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
              Save
              <span className="sr-only"> {prompt.name}</span>
            </button>
            {prompt.isCustom && (
              <ConfirmButton
                title="Reset to the default?"
                message={`Your version of "${prompt.name}" is deleted; the built-in template is used again.`}
                confirmLabel="Reset"
                className={dangerButton}
                onConfirm={() =>
                  run(() => adminCall(aiPromptsApi[":key"].$delete({ param: { key: prompt.key } })), {
                    title: "Prompt reset to default",
                    description: prompt.name,
                  })
                }
              >
                Reset to default
                <span className="sr-only"> ({prompt.name})</span>
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
      { title: "Preview updated", description: prompt.name },
      { failure: "No preview", refresh: false, onFailure },
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
        Preview<span className="sr-only"> of {prompt.name}</span>
      </h3>
      {data.products.length === 0 ? (
        <p className="text-sm text-steel-700">Add a product to preview this prompt.</p>
      ) : (
        <>
          {select(
            "productId",
            "Product",
            data.products.map((p) => ({ value: p.id, label: p.name })),
            String(data.products[0]!.id),
          )}
          {select(
            "field",
            "Field",
            data.fields.map((field) => ({ value: field, label: fieldLabels[field] })),
            "name",
          )}
          {select(
            "targetLanguage",
            "Target language",
            languageCatalogue.map((l) => ({ value: l.code, label: l.name })),
            "en",
          )}
          <button type="submit" className={`${smallButton} justify-self-start bg-white`}>
            Preview
            <span className="sr-only"> {prompt.name}</span>
          </button>
        </>
      )}
      <div aria-live="polite">
        {rendered !== undefined && (
          <pre
            aria-label={`Rendered ${prompt.name} prompt`}
            className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-control bg-white p-3 font-mono text-xs ring-1 ring-steel-200"
          >
            {rendered}
          </pre>
        )}
      </div>
    </form>
  );
}
