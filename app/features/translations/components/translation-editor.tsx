import { useState } from "react";
import { Link, useNavigation } from "react-router";
import {
  adminApi,
  adminCall,
  ConfirmButton,
  EditConflictPanel,
  useAdminAction,
  useEditConflict,
} from "~/features/admin";
import { FormField, inputClass } from "~/components/ui/admin/form-field";
import { StateBadge } from "./translation-badges";
import type {
  TranslatableEntity,
  TranslatableField,
  TranslationEditorData,
  TranslationRow,
} from "../translations-admin.schema";
import { newTranslationVersion } from "../translations-admin.schema";
import { editorValues, fieldsOf } from "./translation-editor-values";
import { languageInfo, translatedLanguages, type Language } from "~/i18n/languages";

const translationsApi = adminApi("/translations");

type TranslatedLanguage = Exclude<Language, "pt">;

export const fieldLabels: Record<TranslatableField, string> = {
  name: "Name",
  description: "Description",
  buttonText: "Button text",
};
export type Origin = "stored" | "ai" | "typed";

interface EditorProps {
  editor: TranslationEditorData;
  language: TranslatedLanguage;
  aiConfigured: boolean;
  search: string;
  /** Shown inside the product's form (issue 33): no title, no link back to it, no row of languages. */
  embedded?: boolean;
}

/**
 * The editor of one language's translation. A new saved row (from here or the AI) starts the form afresh from it,
 * and that is also what ends the busy state of the press that saved it: until the saved row is on screen, no
 * button may act on the old one (a quick "Translate with AI" after a save must still ask first).
 */
export function TranslationEditor(props: EditorProps) {
  const { editor, language } = props;
  return (
    <EditorForm
      key={`${editor.entity}-${editor.id}-${language}-${editor.translations[language]?.updatedAt ?? "new"}`}
      {...props}
    />
  );
}

function EditorForm({ editor, language, aiConfigured, search, embedded = false }: EditorProps) {
  const run = useAdminAction();
  const navigation = useNavigation();
  const stored = editor.translations[language];
  const fields: TranslatableField[] =
    editor.entity === "product" ? ["name", "description", "buttonText"] : ["name", "description"];
  const loaded = editorValues(stored, editor.original.specifications);
  const [values, setValues] = useState(() => fieldsOf(loaded));
  const [specifications, setSpecifications] = useState(loaded.specifications);
  const [origins, setOrigins] = useState<Partial<Record<TranslatableField | "specifications", Origin>>>({});
  const [confidences, setConfidences] = useState<number[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const languageName = languageInfo(language).name;
  const target = { entityType: editor.entity, entityId: editor.id, language };
  // A save from a stale editor (another tab, the AI, a batch saved this language since) shows what changed.
  const versions = useEditConflict(
    {
      getValues: () => ({ ...values, specifications }),
      reset: (next) => {
        setValues(fieldsOf(next));
        setSpecifications(next.specifications);
      },
      showFailure: (failure) => setErrors(failure.fields),
      formState: { defaultValues: loaded },
    },
    stored?.updatedAt ?? newTranslationVersion,
    (current: Partial<TranslationRow>) => editorValues(current, editor.original.specifications),
  );

  const edit = (field: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field !== "slug") setOrigins((o) => ({ ...o, [field]: "typed" }));
  };

  const editSpecification = (key: string, value: string) => {
    setSpecifications((v) => ({ ...v, [key]: value }));
    setOrigins((o) => ({ ...o, specifications: "typed" }));
  };

  async function suggest(field: TranslatableField) {
    setBusy(field);
    const suggested = await run(
      () => adminCall(translationsApi.ai.field.$post({ json: { ...target, field } })),
      { title: "Suggestion ready", description: `${fieldLabels[field]} in ${languageName}: check it, then save.` },
      { failure: "The AI could not translate this", refresh: false },
    );
    if (suggested.ok) {
      const answer = suggested.data;
      setValues((v) => ({ ...v, [field]: answer.text, ...(answer.slug && !stored ? { slug: answer.slug } : {}) }));
      setOrigins((o) => ({ ...o, [field]: "ai" }));
      if (answer.confidence !== null) setConfidences((c) => [...c, answer.confidence!]);
    }
    setBusy(null);
  }

  /** Source "ai" only while every changed field is the AI's suggestion as it came. */
  function sourceOfSave() {
    const changed = Object.values(origins);
    if (changed.includes("typed")) return { source: "manual" as const, aiConfidence: null };
    if (changed.includes("ai")) {
      const all = [
        ...confidences,
        ...(stored?.source === "ai" && stored.aiConfidence !== null ? [stored.aiConfidence] : []),
      ];
      return { source: "ai" as const, aiConfidence: all.length ? Math.min(...all) : null };
    }
    return stored?.source === "ai"
      ? { source: "ai" as const, aiConfidence: stored.aiConfidence }
      : { source: "manual" as const, aiConfidence: null };
  }

  async function save(event?: React.FormEvent) {
    event?.preventDefault();
    setBusy("save");
    const saved = await run(
      () =>
        adminCall(
          translationsApi[":entity"][":id"][":language"].$put({
            param: { entity: editor.entity, id: String(editor.id), language },
            json: versions.versioned({
              ...values,
              ...(editor.entity === "product" ? { specifications } : {}),
              ...sourceOfSave(),
            }),
          }),
        ),
      { title: "Translation saved", description: `${values.name} (${languageName})` },
      { failure: "Not saved", onFailure: versions.onFailure },
    );
    // Saved: the reloaded row re-creates this form (see TranslationEditor), which ends the busy state.
    if (!saved.ok) setBusy(null);
  }

  async function translateAll() {
    setBusy("all");
    const translated = await run(
      () => adminCall(translationsApi.ai.entity.$post({ json: { ...target, overwriteManual: true } })),
      { title: "Translated with AI", description: `${editor.original.name} → ${languageName}` },
      { failure: "The AI could not translate this" },
    );
    if (!translated.ok) setBusy(null);
  }

  const aiButton = (field: TranslatableField) =>
    editor.original[field].trim() ? (
      <button
        type="button"
        className="text-xs font-semibold text-signal-700 hover:underline disabled:text-steel-400 disabled:no-underline"
        disabled={!aiConfigured || busy !== null}
        onClick={() => suggest(field)}
        aria-label={`Suggest the ${fieldLabels[field].toLowerCase()} in ${languageName} with AI`}
        title={aiConfigured ? undefined : "AI translation is not configured"}
      >
        {busy === field ? "Asking…" : "Suggest with AI"}
      </button>
    ) : null;

  return (
    <section
      {...(embedded ? { "aria-label": `${languageName} translation` } : { "aria-labelledby": "editor-title" })}
      className="min-w-0 rounded-card bg-white p-4 ring-1 ring-steel-200 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div hidden={embedded}>
          <p className="text-xs font-semibold uppercase text-steel-600">
            {editor.entity} · {editor.status}
          </p>
          <h2 id="editor-title" className="text-2xl font-bold">
            {editor.original.name}
          </h2>
          {editor.entity === "product" && (
            <Link
              to={`/admin/products/${editor.id}/edit`}
              className="text-sm font-semibold text-signal-700 hover:underline"
            >
              Edit the original
            </Link>
          )}
        </div>
        <ConfirmButton
          // Your own reviewed text is only replaced after asking.
          ask={stored?.source === "manual" && !stored.needsReview}
          title={`Replace your ${languageName} translation?`}
          message={`The AI's translation replaces the text you wrote for ${languageName}. This cannot be undone.`}
          confirmLabel="Replace with AI"
          onConfirm={translateAll}
          disabled={!aiConfigured || busy !== null}
          className="inline-flex h-10 items-center rounded-control bg-asphalt px-4 text-sm font-semibold text-paper hover:bg-asphalt-800 disabled:opacity-50"
          hint={aiConfigured ? undefined : "AI translation is not configured"}
        >
          {busy === "all" ? "Translating…" : `Translate into ${languageName} with AI`}
        </ConfirmButton>
      </div>

      {!embedded && (
        <nav aria-label="Languages" className="mt-4 flex flex-wrap gap-1 border-b border-steel-200">
          {translatedLanguages.map((l) => {
            const row = editor.translations[l];
            return (
              <Link
                key={l}
                to={editorHref(editor.entity, editor.id, l, search)}
                aria-current={l === language ? "page" : undefined}
                className="-mb-px flex items-center gap-1.5 border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-steel-700 aria-[current=page]:border-signal aria-[current=page]:text-asphalt"
              >
                {languageInfo(l).flagEmoji} {languageInfo(l).name}
                <StateBadge state={row?.state ?? "missing"} compact />
              </Link>
            );
          })}
        </nav>
      )}

      <TranslationMeta row={stored} />

      <form
        id={versions.formId}
        onSubmit={save}
        noValidate
        className="mt-4"
        aria-busy={navigation.state !== "idle" || busy === "save"}
      >
        <div className="hidden grid-cols-2 gap-4 text-sm font-semibold text-steel-600 md:grid">
          <p>Original · {languageInfo("pt").flagEmoji} Português</p>
          <p>
            {languageInfo(language).flagEmoji} {languageInfo(language).nativeName}
          </p>
        </div>
        <div className="mt-2 space-y-5">
          {fields.map((field) => (
            <div key={field} className="grid gap-2 md:grid-cols-2 md:gap-4">
              <div className="rounded-control bg-steel-50 p-3 text-sm">
                <p className="text-xs font-semibold text-steel-600 md:sr-only">
                  Original {fieldLabels[field].toLowerCase()}
                </p>
                <p className="whitespace-pre-line break-words">
                  {editor.original[field] || <em className="text-steel-600">empty</em>}
                </p>
              </div>
              <FormField
                idPrefix="translation"
                name={field}
                label={`${fieldLabels[field]} (${languageName})`}
                error={errors[field]}
                action={aiButton(field)}
              >
                {(props) =>
                  field === "description" ? (
                    <textarea
                      {...props}
                      rows={6}
                      value={values[field]}
                      onChange={(e) => edit(field, e.target.value)}
                      className={`${inputClass} h-auto py-2 text-sm`}
                    />
                  ) : (
                    <input
                      {...props}
                      value={values[field]}
                      onChange={(e) => edit(field, e.target.value)}
                      className={`${inputClass} text-sm`}
                    />
                  )
                }
              </FormField>
            </div>
          ))}
          {Object.keys(specifications).length > 0 && (
            <fieldset className="space-y-3">
              <legend className="text-sm font-semibold">Specification values</legend>
              <p className="text-sm text-steel-600">
                Translate the values that are words; leave a number or a proper name empty and the original shows.
              </p>
              {Object.entries(editor.original.specifications).map(([key, original]) => (
                <div key={key} className="grid gap-2 md:grid-cols-2 md:gap-4">
                  <div className="rounded-control bg-steel-50 p-3 text-sm">
                    <p className="text-xs font-semibold text-steel-600">{key}</p>
                    <p className="break-words">{original}</p>
                  </div>
                  <FormField idPrefix="translation-spec" name={key} label={`${key} (${languageName})`}>
                    {(props) => (
                      <input
                        {...props}
                        value={specifications[key] ?? ""}
                        placeholder={original}
                        onChange={(e) => editSpecification(key, e.target.value)}
                        className={`${inputClass} text-sm`}
                      />
                    )}
                  </FormField>
                </div>
              ))}
              {errors.specifications && (
                <p role="alert" className="text-sm font-semibold text-stock-out">
                  {errors.specifications}
                </p>
              )}
            </fieldset>
          )}
          <div className="grid gap-2 md:grid-cols-2 md:gap-4">
            <div className="rounded-control bg-steel-50 p-3 text-sm">
              <p className="text-xs font-semibold text-steel-600 md:sr-only">Original slug</p>
              <p className="break-all font-mono">{editor.original.slug}</p>
            </div>
            <FormField
              idPrefix="translation"
              name="slug"
              label={`Slug (${languageName})`}
              error={errors.slug}
              hint={stored ? "Changing it keeps the old address as a redirect." : "Empty: made from the name."}
            >
              {(props) => (
                <input
                  {...props}
                  value={values.slug}
                  onChange={(e) => edit("slug", e.target.value)}
                  className={`${inputClass} font-mono text-sm`}
                />
              )}
            </FormField>
          </div>
        </div>
        {versions.conflict && (
          <div className="mt-5">
            <EditConflictPanel state={versions} onOverwrite={save} />
          </div>
        )}
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={busy !== null}
            className="h-11 rounded-control bg-asphalt px-6 font-semibold text-paper hover:bg-asphalt-800 disabled:opacity-70"
          >
            {busy === "save" ? "Saving…" : stored?.needsReview ? "Save as reviewed" : "Save translation"}
          </button>
          {Object.values(origins).includes("ai") && !Object.values(origins).includes("typed") && (
            <span className="text-sm text-steel-700">Saved as an AI translation</span>
          )}
        </div>
      </form>
    </section>
  );
}

export const sourceLabels: Record<TranslationRow["source"], string> = {
  manual: "Written by you",
  ai: "AI translation",
  imported: "Imported",
  original: "Copy of the original",
};

export function TranslationMeta({ row }: { row: TranslationRow | null }) {
  if (!row) {
    return (
      <p className="mt-3 text-sm text-steel-700">
        No translation yet: the storefront shows the English text, else the original.
      </p>
    );
  }
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-steel-700">
      <StateBadge state={row.state} />
      <span>{sourceLabels[row.source]}</span>
      {row.source === "ai" && (
        <span>Confidence {row.aiConfidence === null ? "not given" : `${Math.round(row.aiConfidence * 100)}%`}</span>
      )}
      <span>Updated {new Date(row.updatedAt).toLocaleDateString("en-GB", { dateStyle: "medium" })}</span>
      {row.state === "stale" && (
        <span className="font-semibold text-signal-700">The original changed since: check and save.</span>
      )}
      {row.needsReview && <span className="font-semibold">A placeholder copy: translate it, then save.</span>}
    </div>
  );
}

/** Where the editor of an entity in a language lives (the validation center links here too). */
export const editorHref = (entity: TranslatableEntity, id: number, language: TranslatedLanguage, search = "") =>
  `?${new URLSearchParams({ entity, id: String(id), language, ...(search ? { search } : {}) })}`;
