import { Link } from "react-router";
import { adminTools } from "~/features/admin";
import { uiText } from "~/i18n/pseudo";
import { useAdminLanguage, useTranslation } from "~/i18n/use-translation";
import { inboxSentence, type InboxLine, type InboxSeverity } from "../inbox";

const severityLook: Record<InboxSeverity, { pill: string; edge: string }> = {
  high: { pill: "bg-red-50 text-stock-out ring-red-200", edge: "border-l-stock-out" },
  medium: { pill: "bg-amber-50 text-amber-900 ring-amber-200", edge: "border-l-amber-500" },
  low: { pill: "bg-steel-50 text-steel-700 ring-steel-200", edge: "border-l-steel-400" },
};

/** The tool a link leads to, by its page. */
const toolOf = (href: string) => adminTools.find((tool) => tool.path === href.split(/[?#]/)[0])?.key;

/**
 * "Needs you today": each item is one sentence with its count, and that sentence is the one link to where it is
 * fixed; most money at stake first (the order of the server's answer). The sentences are the digest's, in the
 * curator's language (zz marks the English ones).
 */
export function InboxList({ items }: { items: InboxLine[] }) {
  const { t } = useTranslation();
  const language = useAdminLanguage();
  const sentence = (item: InboxLine) =>
    language === "pt" ? inboxSentence(item, "pt") : uiText(language)(inboxSentence(item, "en"));
  return (
    <section aria-labelledby="inbox-title" className="mt-8 rounded-card bg-white p-4 ring-1 ring-steel-200 sm:p-6">
      <h2 id="inbox-title" className="text-2xl font-bold">
        {t("admin.dashboard.inbox.title")}
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-steel-700">{t("admin.dashboard.inbox.empty")}</p>
      ) : (
        <>
          <p className="text-sm text-steel-700">{t("admin.dashboard.inbox.intro")}</p>
          <ol className="mt-4 space-y-2" aria-label={t("admin.dashboard.inbox.title")}>
            {items.map((item) => {
              const look = severityLook[item.severity];
              const tool = toolOf(item.href);
              return (
                <li
                  key={item.kind}
                  className={`relative rounded-md border-l-4 bg-paper/60 py-2.5 pl-3 pr-3 hover:bg-paper ${look.edge}`}
                >
                  <Link to={item.href} className="font-semibold after:absolute after:inset-0 hover:underline">
                    {sentence(item)}
                  </Link>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-steel-700">
                    <span className={`rounded-full px-2 py-0.5 font-semibold ring-1 ${look.pill}`}>
                      {t(`admin.dashboard.inbox.severity.${item.severity}`)}
                    </span>
                    {tool && <span>{t("admin.dashboard.inbox.inTool", { tool: t(`admin.tools.${tool}.title`) })}</span>}
                  </p>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
