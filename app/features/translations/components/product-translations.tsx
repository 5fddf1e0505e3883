import { useState } from "react";
import { adminApi, adminCall, usePageUpdate } from "~/features/admin";
import { AdminSection } from "~/components/ui/admin/admin-page";
import { actionButton, smallButton } from "~/components/ui/admin/buttons";
import { useToast } from "~/components/ui/toast";
import { languageInfo, translatedLanguages, type TranslatedLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import type { TranslationEditorData } from "../translations-admin.schema";
import { StateBadge } from "./translation-badges";
import { TranslationEditor } from "./translation-editor";

const translationsApi = adminApi("/translations");

/**
 * A product's translations where the product is (issue 33): each language's state, its editor in place, every
 * missing language translated by the AI in one action with its progress, and a word before a new Portuguese name
 * makes the others stale.
 */
export function ProductTranslations({
  editor,
  aiConfigured,
  nameChanged,
}: {
  editor: TranslationEditorData;
  aiConfigured: boolean;
  /** The form holds a Portuguese name other than the saved one. */
  nameChanged: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const pageUpdate = usePageUpdate();
  const [open, setOpen] = useState<TranslatedLanguage | null>(null);
  const [progress, setProgress] = useState<{ language: TranslatedLanguage; done: number; total: number } | null>(null);
  const missing = translatedLanguages.filter((language) => !editor.translations[language]);
  const saved = translatedLanguages.length - missing.length;

  async function translateMissing() {
    let failed = 0;
    for (const [done, language] of missing.entries()) {
      setProgress({ language, done, total: missing.length });
      const answer = await adminCall(
        translationsApi.ai.entity.$post({ json: { entityType: "product", entityId: editor.id, language } }),
      );
      if (!answer.ok) failed++;
    }
    setProgress(null);
    await pageUpdate();
    toast(
      failed
        ? {
            title: t("admin.productEdit.translations.someFailed"),
            description: t("admin.productEdit.translations.someFailedText", {
              done: missing.length - failed,
              total: missing.length,
            }),
            variant: "destructive",
          }
        : {
            title: t("admin.productEdit.translations.translated"),
            description: t("admin.productEdit.translations.translatedText", { count: missing.length }),
          },
    );
  }

  return (
    <AdminSection id="translations" title={t("admin.productEdit.translations.title")}>
      {nameChanged && saved > 0 && (
        <p role="status" className="mb-3 rounded-control bg-signal/10 p-3 text-sm font-semibold text-signal-700">
          {t("admin.productEdit.translations.nameChanged", { count: saved })}
        </p>
      )}
      <ul className="divide-y divide-steel-200 rounded-card ring-1 ring-steel-200">
        {translatedLanguages.map((language) => {
          const row = editor.translations[language];
          const info = languageInfo(language);
          return (
            <li key={language} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
              <span className="min-w-28 font-semibold">
                {info.flagEmoji} {t(`admin.productEdit.language.${language}`)}
              </span>
              <StateBadge state={row?.state ?? "missing"} />
              <span className="min-w-0 flex-1 truncate text-steel-700">{row?.name}</span>
              <button
                type="button"
                aria-expanded={open === language}
                onClick={() => setOpen(open === language ? null : language)}
                className={smallButton}
              >
                {t(
                  open === language
                    ? "admin.productEdit.translations.close"
                    : row
                      ? "admin.productEdit.translations.edit"
                      : "admin.productEdit.translations.write",
                )}
                <span className="sr-only"> {t(`admin.productEdit.translations.which.${language}`)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {open && (
        <div className="mt-4">
          <TranslationEditor editor={editor} language={open} aiConfigured={aiConfigured} search="" embedded />
        </div>
      )}
      {missing.length > 0 && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={translateMissing}
            disabled={!aiConfigured || progress !== null}
            title={aiConfigured ? undefined : t("admin.productEdit.translations.aiMissing")}
            className={actionButton}
          >
            {t("admin.productEdit.translations.translateMissing", { count: missing.length })}
          </button>
          {progress && (
            <span role="status" className="text-sm text-steel-700">
              {t("admin.productEdit.translations.progress", {
                language: t(`admin.productEdit.languageInText.${progress.language}`),
                done: progress.done + 1,
                total: progress.total,
              })}
            </span>
          )}
        </div>
      )}
    </AdminSection>
  );
}
