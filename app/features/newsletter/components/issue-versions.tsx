import { useWatch } from "react-hook-form";
import { adminApi, adminCall, adminFailure, ConfirmButton, useAdminAction } from "~/features/admin";
import { smallButton } from "~/components/ui/admin/buttons";
import { FormField, inputClass } from "~/components/ui/admin/form-field";
import { isLanguage, languageCatalogue, translatedLanguages, type Language } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import type { IssueForm } from "./issue-form-values";
import type { IssueView } from "./issue-view";

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
  const { t } = useTranslation();
  const languageName = useLanguageName();
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
      {
        title: t("admin.newsletterIssues.versions.translated"),
        description: t("admin.newsletterIssues.versions.readEach"),
      },
      { failure: t("admin.newsletterIssues.versions.notTranslated") },
    );
  const missing = translatedLanguages.filter((l) => !versions[l]?.subject || !versions[l]?.body);
  return (
    <>
      <p className="text-sm text-steel-700">{t("admin.newsletterIssues.versions.intro")}</p>
      {issue && aiConfigured && missing.length > 0 && (
        <button type="button" className={`${smallButton} mt-3`} onClick={() => translate()}>
          {t("admin.newsletterIssues.versions.translateMissing", { count: missing.length })}
        </button>
      )}
      {!issue && <p className="mt-2 text-sm text-steel-700">{t("admin.newsletterIssues.versions.createFirst")}</p>}
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
                  {t(`admin.newsletterIssues.versions.status.${status}`)}
                </span>
              </summary>
              <div className="space-y-3 px-3 pb-3">
                <FormField
                  idPrefix={`issue-${language}`}
                  name="subject"
                  label={t("admin.newsletterIssues.versions.subject", { language: languageName(language) })}
                  error={errors[0]}
                >
                  {(props) => <input {...props} {...field("subject")} lang={language} className={inputClass} />}
                </FormField>
                <FormField
                  idPrefix={`issue-${language}`}
                  name="body"
                  label={t("admin.newsletterIssues.versions.text", { language: languageName(language) })}
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
                    title={t("admin.newsletterIssues.versions.replace.title", {
                      language: languageName(language, true),
                    })}
                    message={t("admin.newsletterIssues.versions.replace.message")}
                    confirmLabel={t("admin.newsletterIssues.versions.replace.confirm")}
                    className={smallButton}
                    onConfirm={() => translate([language])}
                  >
                    {t("admin.newsletterIssues.versions.translate")}
                    <span className="sr-only">
                      {" "}
                      {t("admin.newsletterIssues.versions.into", { language: languageName(language, true) })}
                    </span>
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

/**
 * A language's name in the admin's language: as a label ("German", "Alemão"), or `inText` as a sentence names it
 * ("alemão": Portuguese writes language names in lower case).
 */
export function useLanguageName() {
  const { t } = useTranslation();
  return (code: string, inText = false) =>
    isLanguage(code) ? t(`admin.newsletterIssues.${inText ? "languageNamesInText" : "languageNames"}.${code}`) : code;
}

export function LanguageSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Language;
  onChange: (value: Language) => void;
}) {
  const languageName = useLanguageName();
  return (
    <select
      id={id}
      value={value}
      // Every option is a language.
      onChange={(e) => isLanguage(e.target.value) && onChange(e.target.value)}
      className="mt-1 h-10 rounded-control border border-steel-200 bg-white px-3"
    >
      {languageCatalogue.map(({ code }) => (
        <option key={code} value={code}>
          {languageName(code)}
        </option>
      ))}
    </select>
  );
}
