import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { adminFetch, adminFieldErrors } from "~/features/admin/admin-fetch";
import { AdminPage } from "~/components/ui/admin/admin-page";
import { ConfirmButton } from "~/features/admin/components/confirm-button";
import { FormField, inputClass } from "~/components/ui/admin/form-field";
import { useAdminAction } from "~/features/admin/use-admin-action";
import { AiMissingNotice } from "~/features/translations/components/ai-missing-notice";
import { StateBadge } from "~/features/translations/components/translation-badges";
import type { TranslatableEntity, TranslatableField } from "~/features/translations/translations-admin.schema";
import {
  getTranslationCoverage,
  getTranslationEditor,
  type TranslatedLanguage,
  type TranslationEditorData,
  type TranslationRow,
} from "~/features/translations/translations-admin.server";
import { languageInfo, translatedLanguages } from "~/i18n/languages";
import { appContext } from "~/context/app-context";
import type { Route } from "./+types/translations";

const entityOf = (value: string | null): TranslatableEntity => (value === "category" ? "category" : "product");
const languageOf = (value: string | null): TranslatedLanguage =>
  (translatedLanguages as readonly string[]).includes(value ?? "") ? (value as TranslatedLanguage) : "en";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, ai } = context.get(appContext);
  const url = new URL(request.url);
  const entity = entityOf(url.searchParams.get("entity"));
  const language = languageOf(url.searchParams.get("language"));
  const search = url.searchParams.get("search")?.trim().slice(0, 100) ?? "";
  const id = Number(url.searchParams.get("id"));
  const [coverage, editor] = await Promise.all([
    getTranslationCoverage(database.db, { entity, language: "all", state: "all", search }),
    Number.isInteger(id) && id > 0 ? getTranslationEditor(database.db, entity, id).catch(() => null) : null,
  ]);
  return { entity, language, search, rows: coverage.rows, editor, aiConfigured: Boolean(ai) };
}

/** Where the editor of an entity in a language lives (the validation center links here too). */
const editorHref = (entity: TranslatableEntity, id: number, language: TranslatedLanguage, search = "") =>
  `?${new URLSearchParams({ entity, id: String(id), language, ...(search ? { search } : {}) })}`;

export default function Translations({ loaderData }: Route.ComponentProps) {
  const { entity, language, search, rows, editor, aiConfigured } = loaderData;
  return (
    <AdminPage
      title="Translations"
      intro="Each product and category, Portuguese original beside each language. AI suggestions are stored as such, with their confidence; what you type is yours."
    >
      {!aiConfigured && <AiMissingNotice />}
      <div className="mt-6 grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <nav aria-label="Products and categories" className="rounded-card bg-white p-3 ring-1 ring-steel-200">
          <div role="group" aria-label="Show" className="grid grid-cols-2 gap-1 rounded-control bg-steel-50 p-1">
            {(["product", "category"] as const).map((kind) => (
              <Link
                key={kind}
                to={`?entity=${kind}`}
                aria-current={kind === entity ? "page" : undefined}
                className="rounded-md px-2 py-1.5 text-center text-sm font-semibold aria-[current=page]:bg-white aria-[current=page]:shadow-sm"
              >
                {kind === "product" ? "Products" : "Categories"}
              </Link>
            ))}
          </div>
          <Form method="get" className="mt-3" role="search">
            <input type="hidden" name="entity" value={entity} />
            <label htmlFor="translation-search" className="sr-only">
              Search by name
            </label>
            <input
              id="translation-search"
              name="search"
              type="search"
              defaultValue={search}
              placeholder="Search by name"
              className={`${inputClass} mt-0 text-sm`}
            />
          </Form>
          <ul className="mt-3 max-h-[32rem] space-y-1 overflow-y-auto lg:max-h-[calc(100vh-16rem)]">
            {rows.map((row) => (
              <li key={row.id}>
                <Link
                  to={editorHref(entity, row.id, language, search)}
                  aria-current={editor?.id === row.id ? "page" : undefined}
                  className="block rounded-md px-2 py-1.5 text-sm hover:bg-steel-50 aria-[current=page]:bg-asphalt aria-[current=page]:text-paper"
                >
                  <span className="line-clamp-1 font-semibold">{row.name}</span>
                  <span className="mt-1 flex gap-1">
                    {translatedLanguages.map((l) => (
                      <span key={l} className="flex items-center gap-0.5 text-[0.7rem] uppercase">
                        {l}
                        <StateBadge state={row.states[l]} compact />
                      </span>
                    ))}
                  </span>
                </Link>
              </li>
            ))}
            {rows.length === 0 && <li className="px-2 py-4 text-sm text-steel-600">Nothing matches.</li>}
          </ul>
        </nav>
        {editor ? (
          <TranslationEditor
            // A new saved row (from here or the AI) starts the form afresh from it.
            key={`${editor.entity}-${editor.id}-${language}-${editor.translations[language]?.updatedAt ?? "new"}`}
            editor={editor}
            language={language}
            aiConfigured={aiConfigured}
            search={search}
          />
        ) : (
          <p className="rounded-card bg-white p-6 text-steel-700 ring-1 ring-steel-200">
            Choose a {entity} to see its translations.
          </p>
        )}
      </div>
    </AdminPage>
  );
}

const fieldLabels: Record<TranslatableField, string> = {
  name: "Name",
  description: "Description",
  buttonText: "Button text",
};
type Origin = "stored" | "ai" | "typed";

function TranslationEditor({
  editor,
  language,
  aiConfigured,
  search,
}: {
  editor: TranslationEditorData;
  language: TranslatedLanguage;
  aiConfigured: boolean;
  search: string;
}) {
  const run = useAdminAction();
  const navigation = useNavigation();
  const stored = editor.translations[language];
  const fields: TranslatableField[] =
    editor.entity === "product" ? ["name", "description", "buttonText"] : ["name", "description"];
  const [values, setValues] = useState(() => ({
    name: stored?.name ?? "",
    description: stored?.description ?? "",
    buttonText: stored?.buttonText ?? "",
    slug: stored?.slug ?? "",
  }));
  const [specifications, setSpecifications] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      Object.keys(editor.original.specifications).map((key) => [key, stored?.specifications[key] ?? ""]),
    ),
  );
  const [origins, setOrigins] = useState<Partial<Record<TranslatableField | "specifications", Origin>>>({});
  const [confidences, setConfidences] = useState<number[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const languageName = languageInfo(language).name;
  const target = { entityType: editor.entity, entityId: editor.id, language };

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
    await run(
      async () => {
        const answer = await adminFetch<{ text: string; confidence: number | null; slug?: string }>(
          "/api/admin/translations/ai/field",
          { method: "POST", json: { ...target, field } },
        );
        setValues((v) => ({ ...v, [field]: answer.text, ...(answer.slug && !stored ? { slug: answer.slug } : {}) }));
        setOrigins((o) => ({ ...o, [field]: "ai" }));
        if (answer.confidence !== null) setConfidences((c) => [...c, answer.confidence!]);
      },
      { title: "Suggestion ready", description: `${fieldLabels[field]} in ${languageName}: check it, then save.` },
      { failure: "The AI could not translate this", refresh: false },
    );
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

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy("save");
    const saved = await run(
      () =>
        adminFetch(`/api/admin/translations/${editor.entity}/${editor.id}/${language}`, {
          method: "PUT",
          json: { ...values, ...(editor.entity === "product" ? { specifications } : {}), ...sourceOfSave() },
        }),
      { title: "Translation saved", description: `${values.name} (${languageName})` },
      { failure: "Not saved", onError: (error) => setErrors(adminFieldErrors(error)) },
    );
    if (saved) {
      setErrors({});
      setOrigins({});
      setConfidences([]);
    }
    setBusy(null);
  }

  async function translateAll() {
    setBusy("all");
    await run(
      () =>
        adminFetch("/api/admin/translations/ai/entity", { method: "POST", json: { ...target, overwriteManual: true } }),
      { title: "Translated with AI", description: `${editor.original.name} → ${languageName}` },
      { failure: "The AI could not translate this" },
    );
    setBusy(null);
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
    <section aria-labelledby="editor-title" className="min-w-0 rounded-card bg-white p-4 ring-1 ring-steel-200 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
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

      <TranslationMeta row={stored} />

      <form onSubmit={save} noValidate className="mt-4" aria-busy={navigation.state !== "idle" || busy === "save"}>
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

const sourceLabels: Record<TranslationRow["source"], string> = {
  manual: "Written by you",
  ai: "AI translation",
  imported: "Imported",
  original: "Copy of the original",
};

function TranslationMeta({ row }: { row: TranslationRow | null }) {
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
