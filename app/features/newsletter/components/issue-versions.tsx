import { useWatch } from "react-hook-form";
import { adminApi, adminCall, adminFailure, ConfirmButton, useAdminAction } from "~/features/admin";
import { smallButton } from "~/components/ui/admin/buttons";
import { FormField, inputClass } from "~/components/ui/admin/form-field";
import { isLanguage, languageCatalogue, translatedLanguages, type Language } from "~/i18n/languages";
import type { IssueForm } from "./issue-form-values";
import { languageName, type IssueView } from "./issue-view";

const newsletterIssuesApi = adminApi("/newsletter-issues");

/** The five other languages: each with its version (by hand, or the AI's to review) or none (English goes). */
export function Versions({
  issue,
  form,
  aiConfigured,
  save,
}: {
  issue?: IssueView;
  form: IssueForm;
  aiConfigured: boolean;
  save: () => Promise<boolean>;
}) {
  const run = useAdminAction();
  const versions = useWatch({ control: form.control, name: "translations" });
  const translate = (languages?: Language[]) =>
    run(
      async () =>
        // The AI translates the saved original: save first.
        (await save())
          ? adminCall(
              newsletterIssuesApi[":id"].translate.$post({
                param: { id: String(issue!.id) },
                json: languages ? { languages } : {},
              }),
            )
          : adminFailure(),
      { title: "Translated", description: "Read each version before sending: it is marked for review." },
      { failure: "Not translated" },
    );
  const missing = translatedLanguages.filter((l) => !versions[l]?.subject || !versions[l]?.body);
  return (
    <>
      <p className="text-sm text-steel-700">
        A language without a version gets the English one (or the Portuguese, without English).
      </p>
      {issue && aiConfigured && missing.length > 0 && (
        <button type="button" className={`${smallButton} mt-3`} onClick={() => translate()}>
          Translate the {missing.length} missing with AI
        </button>
      )}
      {!issue && <p className="mt-2 text-sm text-steel-700">Create the issue first to translate it with AI.</p>}
      <div className="mt-4 space-y-3">
        {translatedLanguages.map((language) => {
          const version = versions[language];
          const status = !version.subject || !version.body ? "none" : version.source === "ai" ? "ai" : "manual";
          // Edited by hand, an AI version is the curator's.
          const field = (name: "subject" | "body") =>
            form.field(`translations.${language}.${name}`, {
              onChange: () => form.setValue(`translations.${language}.source`, "manual"),
            });
          const errors = [
            form.errorOf(`translations.${language}.subject`),
            form.errorOf(`translations.${language}.body`),
          ];
          return (
            <details
              key={language}
              className="rounded-control ring-1 ring-steel-200"
              open={status === "ai" || errors.some(Boolean)}
            >
              <summary className="flex cursor-pointer flex-wrap items-center gap-2 px-3 py-2 font-semibold">
                {languageName(language)}
                <span
                  className={`rounded-full px-2 py-0.5 text-xs ${
                    status === "ai"
                      ? "bg-amber-50 text-amber-900 ring-1 ring-amber-200"
                      : status === "manual"
                        ? "bg-green-50 text-stock-in-strong"
                        : "bg-steel-50 text-steel-700"
                  }`}
                >
                  {status === "ai" ? "AI, to review" : status === "manual" ? "Ready" : "No version: English is sent"}
                </span>
              </summary>
              <div className="space-y-3 px-3 pb-3">
                <FormField
                  idPrefix={`issue-${language}`}
                  name="subject"
                  label={`Subject (${languageName(language)})`}
                  error={errors[0]}
                >
                  {(props) => <input {...props} {...field("subject")} lang={language} className={inputClass} />}
                </FormField>
                <FormField
                  idPrefix={`issue-${language}`}
                  name="body"
                  label={`Text (${languageName(language)})`}
                  error={errors[1]}
                >
                  {(props) => (
                    <textarea
                      {...props}
                      {...field("body")}
                      lang={language}
                      rows={8}
                      className={`${inputClass} h-auto py-2`}
                    />
                  )}
                </FormField>
                {issue && aiConfigured && (
                  <ConfirmButton
                    ask={status !== "none"}
                    title={`Replace the ${languageName(language)} version?`}
                    message="The AI translates the saved Portuguese original again; the text in these fields is replaced."
                    confirmLabel="Translate again"
                    className={smallButton}
                    onConfirm={() => translate([language])}
                  >
                    Translate with AI<span className="sr-only"> into {languageName(language)}</span>
                  </ConfirmButton>
                )}
              </div>
            </details>
          );
        })}
      </div>
    </>
  );
}

export const languageOptions = languageCatalogue.map((l) => ({ value: l.code, label: l.name }));

export function LanguageSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Language;
  onChange: (value: Language) => void;
}) {
  return (
    <select
      id={id}
      value={value}
      // Every option is a language.
      onChange={(e) => isLanguage(e.target.value) && onChange(e.target.value)}
      className="mt-1 h-10 rounded-control border border-steel-200 bg-white px-3"
    >
      {languageOptions.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
