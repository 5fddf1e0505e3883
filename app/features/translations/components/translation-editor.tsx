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
import { TranslationMeta } from "./translation-meta";
import type {
  TranslatableEntity,
  TranslatableField,
  TranslationEditorData,
  TranslationRow,
} from "../translations-admin.schema";
import { newTranslationVersion } from "../translations-admin.schema";
import { editorValues, fieldsOf } from "./translation-editor-values";
import { languageInfo, translatedLanguages, type Language } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

const translationsApi = adminApi("/translations");

type TranslatedLanguage = Exclude<Language, "pt">;

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
  const { t } = useTranslation();
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
  // The language's name on its own, and inside a sentence (Portuguese writes it in lower case there).
  const languageName = t(`admin.languages.name.${language}`);
  const inLanguage = t(`admin.languages.inText.${language}`);
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
      {
        title: t("admin.translations.suggestionReady"),
        description: t("admin.translations.suggestionText", {
          field: t(`admin.translations.fields.${field}`),
          language: inLanguage,
        }),
      },
      { failure: t("admin.translations.aiFailed"), refresh: false },
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
      { title: t("admin.translations.saved"), description: `${values.name} (${languageName})` },
      { failure: t("admin.translations.notSaved"), onFailure: versions.onFailure },
    );
    // Saved: the reloaded row re-creates this form (see TranslationEditor), which ends the busy state.
    if (!saved.ok) setBusy(null);
  }

  async function translateAll() {
    setBusy("all");
    const translated = await run(
      () => adminCall(translationsApi.ai.entity.$post({ json: { ...target, overwriteManual: true } })),
      { title: t("admin.translations.translated"), description: `${editor.original.name} → ${languageName}` },
      { failure: t("admin.translations.aiFailed") },
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
        aria-label={t(`admin.translations.suggestField.${field}`, { language: inLanguage })}
        title={aiConfigured ? undefined : t("admin.translations.aiNotConfigured")}
      >
        {t(busy === field ? "admin.translations.asking" : "admin.translations.suggest")}
      </button>
    ) : null;

  return (
    <section
      {...(embedded
        ? { "aria-label": t("admin.translations.editorOf", { language: inLanguage }) }
        : { "aria-labelledby": "editor-title" })}
      className="min-w-0 rounded-card bg-white p-4 ring-1 ring-steel-200 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div hidden={embedded}>
          <p className="text-xs font-semibold uppercase text-steel-600">
            {t(`admin.translations.entities.${editor.entity}`)} ·{" "}
            {t(`admin.translations.statuses.${editor.status}`, { defaultValue: editor.status })}
          </p>
          <h2 id="editor-title" className="text-2xl font-bold">
            {editor.original.name}
          </h2>
          {editor.entity === "product" && (
            <Link
              to={`/admin/products/${editor.id}/edit`}
              className="text-sm font-semibold text-signal-700 hover:underline"
            >
              {t("admin.translations.editOriginal")}
            </Link>
          )}
        </div>
        <ConfirmButton
          // Your own reviewed text is only replaced after asking.
          ask={stored?.source === "manual" && !stored.needsReview}
          title={t("admin.translations.replaceTitle", { language: inLanguage })}
          message={t("admin.translations.replaceMessage", { language: inLanguage })}
          confirmLabel={t("admin.translations.replace")}
          onConfirm={translateAll}
          disabled={!aiConfigured || busy !== null}
          className="inline-flex h-10 items-center rounded-control bg-asphalt px-4 text-sm font-semibold text-paper hover:bg-asphalt-800 disabled:opacity-50"
          hint={aiConfigured ? undefined : t("admin.translations.aiNotConfigured")}
        >
          {busy === "all"
            ? t("admin.translations.translating")
            : t("admin.translations.translateInto", { language: inLanguage })}
        </ConfirmButton>
      </div>

      {!embedded && (
        <nav
          aria-label={t("admin.translations.languages")}
          className="mt-4 flex flex-wrap gap-1 border-b border-steel-200"
        >
          {translatedLanguages.map((l) => {
            const row = editor.translations[l];
            return (
              <Link
                key={l}
                to={editorHref(editor.entity, editor.id, l, search)}
                aria-current={l === language ? "page" : undefined}
                className="-mb-px flex items-center gap-1.5 border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-steel-700 aria-[current=page]:border-signal aria-[current=page]:text-asphalt"
              >
                {languageInfo(l).flagEmoji} {t(`admin.languages.name.${l}`)}
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
          <p>{t("admin.translations.originalColumn", { flag: languageInfo("pt").flagEmoji })}</p>
          <p>
            {languageInfo(language).flagEmoji} {languageInfo(language).nativeName}
          </p>
        </div>
        <div className="mt-2 space-y-5">
          {fields.map((field) => (
            <div key={field} className="grid gap-2 md:grid-cols-2 md:gap-4">
              <div className="rounded-control bg-steel-50 p-3 text-sm">
                <p className="text-xs font-semibold text-steel-600 md:sr-only">
                  {t(`admin.translations.originalField.${field}`)}
                </p>
                <p className="whitespace-pre-line break-words">
                  {editor.original[field] || <em className="text-steel-600">{t("admin.translations.empty")}</em>}
                </p>
              </div>
              <FormField
                idPrefix="translation"
                name={field}
                label={t(`admin.translations.fieldIn.${field}`, { language: inLanguage })}
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
              <legend className="text-sm font-semibold">{t("admin.translations.specifications")}</legend>
              <p className="text-sm text-steel-600">{t("admin.translations.specificationsHelp")}</p>
              {Object.entries(editor.original.specifications).map(([key, original]) => (
                <div key={key} className="grid gap-2 md:grid-cols-2 md:gap-4">
                  <div className="rounded-control bg-steel-50 p-3 text-sm">
                    <p className="text-xs font-semibold text-steel-600">{key}</p>
                    <p className="break-words">{original}</p>
                  </div>
                  <FormField idPrefix="translation-spec" name={key} label={`${key} (${inLanguage})`}>
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
              <p className="text-xs font-semibold text-steel-600 md:sr-only">{t("admin.translations.originalSlug")}</p>
              <p className="break-all font-mono">{editor.original.slug}</p>
            </div>
            <FormField
              idPrefix="translation"
              name="slug"
              label={t("admin.translations.slugIn", { language: inLanguage })}
              error={errors.slug}
              hint={t(stored ? "admin.translations.slugKept" : "admin.translations.slugEmpty")}
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
            {t(
              busy === "save"
                ? "admin.translations.saving"
                : stored?.needsReview
                  ? "admin.translations.saveReviewed"
                  : "admin.translations.save",
            )}
          </button>
          {Object.values(origins).includes("ai") && !Object.values(origins).includes("typed") && (
            <span className="text-sm text-steel-700">{t("admin.translations.savedAsAi")}</span>
          )}
        </div>
      </form>
    </section>
  );
}

/** Where the editor of an entity in a language lives (the validation center links here too). */
export const editorHref = (entity: TranslatableEntity, id: number, language: TranslatedLanguage, search = "") =>
  `?${new URLSearchParams({ entity, id: String(id), language, ...(search ? { search } : {}) })}`;
