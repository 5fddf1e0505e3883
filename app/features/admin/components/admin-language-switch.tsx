import { useLocation } from "react-router";
import { useAdminLanguage, useTranslation } from "~/i18n/use-translation";
import { adminLanguages } from "~/i18n/languages";

/**
 * PT | EN in the admin's header and on the login: a plain form, so the choice is a cookie and the page comes back in
 * that language (its text travels with the page) with or without JavaScript.
 */
export function AdminLanguageSwitch({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const current = useAdminLanguage();
  return (
    <form method="post" action="/api/admin/language" className={`flex items-center gap-0.5 text-sm ${className}`}>
      <input type="hidden" name="to" value={pathname + search} />
      <span className="sr-only">{t("admin.shell.language")}</span>
      {adminLanguages.map((language) => (
        <button
          key={language}
          name="language"
          value={language}
          aria-pressed={current === language}
          title={t(`admin.shell.languageName.${language}`)}
          className="rounded-md px-2 py-1.5 font-semibold uppercase hover:bg-white/10 aria-pressed:text-signal"
        >
          {language}
        </button>
      ))}
    </form>
  );
}
