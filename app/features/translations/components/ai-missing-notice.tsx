import { useTranslation } from "~/i18n/use-translation";

const settings = { base: "AI_BASE_URL", model: "AI_MODEL", key: "AI_API_KEY" };

/** What the AI tools say when no provider is configured (they answer 503 then). */
export function AiMissingNotice() {
  const { t } = useTranslation();
  // The setting names stay code wherever the sentence puts them.
  const parts = t("admin.translations.aiMissing", settings).split(/(AI_BASE_URL|AI_MODEL|AI_API_KEY)/);
  return (
    <p role="note" className="mt-4 rounded-control bg-steel-50 p-3 text-sm text-steel-700 ring-1 ring-steel-200">
      {parts.map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part))}
    </p>
  );
}
