import { useState } from "react";
import { adminApi, adminCall } from "~/features/admin/admin-fetch";
import { AdminPage } from "~/components/ui/admin/admin-page";
import { useAdminAction } from "~/features/admin/use-admin-action";
import { listAdminLanguages, type AdminLanguage } from "~/features/languages/languages-admin.server";
import { appContext } from "~/context/app-context";
import { useAdminFormat } from "~/i18n/admin-format";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/languages";

const languagesApi = adminApi("/languages");

export async function loader({ context }: Route.LoaderArgs) {
  return { languages: await listAdminLanguages(context.get(appContext).database.db) };
}

const cell = "px-4 py-2.5";
/** On a phone the table keeps flag, name and the switch in view; the other columns join on wider screens. */
const fromSm = "hidden sm:table-cell";
const fromMd = "hidden md:table-cell";

/** A switch: a button whose pressed state is the language's, named "Enabled: {language}". */
function EnabledSwitch({ language }: { language: AdminLanguage }) {
  const run = useAdminAction();
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const name = t(`admin.languages.name.${language.code}`, { defaultValue: language.name });
  async function toggle() {
    setBusy(true);
    const enabled = !language.enabled;
    await run(
      () => adminCall(languagesApi[":code"].$patch({ param: { code: language.code }, json: { enabled } })),
      { title: t(enabled ? "admin.languages.enabledToast" : "admin.languages.disabledToast"), description: name },
      { failure: t("admin.languages.notSaved") },
    );
    setBusy(false);
  }
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        aria-pressed={language.enabled}
        disabled={language.isOriginal || busy}
        onClick={toggle}
        className="group inline-flex items-center gap-2 rounded-md py-1 font-semibold disabled:cursor-not-allowed disabled:opacity-60"
      >
        <span
          aria-hidden="true"
          className="relative h-6 w-11 rounded-full bg-steel-400 transition-colors group-aria-pressed:bg-stock-in"
        >
          <span className="absolute left-0.5 top-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform group-aria-pressed:translate-x-5" />
        </span>
        <span aria-hidden="true" className="w-7 text-left">
          {t(language.enabled ? "admin.languages.on" : "admin.languages.off")}
        </span>
        <span className="sr-only">{t("admin.languages.enabledFor", { language: name })}</span>
      </button>
      {language.isOriginal && <span className="text-xs text-steel-700">{t("admin.languages.originalLanguage")}</span>}
    </div>
  );
}

export default function Languages({ loaderData }: Route.ComponentProps) {
  const { languages } = loaderData;
  const { t } = useTranslation();
  const format = useAdminFormat();
  const original = languages.find((l) => l.isOriginal);
  /** How many live products or categories have text in a language, out of the Portuguese originals. */
  const held = (l: AdminLanguage, key: "productCount" | "categoryCount") =>
    l.isOriginal
      ? t("admin.languages.heldOriginal", { count: format.number(l[key]) })
      : t("admin.languages.heldOf", { count: format.number(l[key]), total: format.number(original?.[key] ?? 0) });
  return (
    <AdminPage title={t("admin.languages.title")} intro={t("admin.languages.intro")}>
      <div className="relative mt-6 overflow-x-auto rounded-card bg-white ring-1 ring-steel-200">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-steel-200 text-steel-700">
            <tr>
              <th className={`${cell} font-semibold`}>{t("admin.languages.columns.flag")}</th>
              <th className={`${cell} font-semibold`}>{t("admin.languages.columns.name")}</th>
              <th className={`${cell} ${fromSm} font-semibold`}>{t("admin.languages.columns.nativeName")}</th>
              <th className={`${cell} ${fromSm} font-semibold`}>{t("admin.languages.columns.code")}</th>
              <th className={`${cell} ${fromMd} font-semibold`}>{t("admin.languages.columns.direction")}</th>
              <th className={`${cell} ${fromMd} font-semibold`}>{t("admin.languages.columns.products")}</th>
              <th className={`${cell} ${fromMd} font-semibold`}>{t("admin.languages.columns.categories")}</th>
              <th className={`${cell} font-semibold`}>{t("admin.languages.columns.enabled")}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-steel-200">
            {languages.map((l) => (
              <tr key={l.code} className={l.enabled ? "" : "bg-steel-50 text-steel-700"}>
                <td className={`${cell} text-xl`}>{l.flagEmoji}</td>
                <td className={`${cell} font-semibold`}>
                  {t(`admin.languages.name.${l.code}`, { defaultValue: l.name })}
                </td>
                <td className={`${cell} ${fromSm}`} lang={l.code}>
                  {l.nativeName}
                </td>
                <td className={`${cell} ${fromSm} uppercase`}>{l.code}</td>
                <td className={`${cell} ${fromMd} uppercase`}>{l.direction}</td>
                <td className={`${cell} ${fromMd} tabular`}>{held(l, "productCount")}</td>
                <td className={`${cell} ${fromMd} tabular`}>{held(l, "categoryCount")}</td>
                <td className={cell}>
                  <EnabledSwitch language={l} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 max-w-3xl text-sm text-steel-700">{t("admin.languages.disablingNote")}</p>
    </AdminPage>
  );
}
