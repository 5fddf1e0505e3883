import { useTranslation } from "~/i18n/use-translation";
import { useLocation, useMatches } from "react-router";
import type { Language } from "~/i18n/languages";
import { translatePath } from "~/i18n/routes";
import { useUiLanguage } from "~/components/ui/use-language";
import { hooks } from "~/components/ui/document-hooks";

export interface SwitcherLanguage {
  code: Language;
  nativeName: string;
  flagEmoji: string;
}

/**
 * Paths of this page in each language, when the page knows them (product slugs differ per language).
 * A page that exists in only some languages names only those; the switcher offers only those.
 */
function useAlternatePaths(): Partial<Record<Language, string>> | undefined {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const data = match.loaderData as { alternatePaths?: Partial<Record<Language, string>> } | undefined;
    if (data?.alternatePaths) return data.alternatePaths;
  }
  return undefined;
}

/**
 * Links to the same page in each language; a full navigation, as the spec asks. Each is the translated page itself
 * (decision 0028): the document script (app/enhance/document.ts) saves the choice in the preference cookie and local
 * storage on the click, and without JavaScript the server saves it, seeing the page asked from this page in another
 * language (server/language-choice.ts).
 */
export function LanguageSwitcher({ languages, className = "" }: { languages: SwitcherLanguage[]; className?: string }) {
  const { t } = useTranslation();
  const current = useUiLanguage();
  const { pathname, search } = useLocation();
  const alternates = useAlternatePaths();
  const active = languages.find((l) => l.code === current);
  return (
    <details {...hooks({ languageSwitcher: true })} className={`group relative ${className}`}>
      <summary
        className="flex cursor-pointer list-none items-center gap-1.5 rounded-md px-2.5 py-2 text-sm hover:bg-white/10 [&::-webkit-details-marker]:hidden"
        aria-label={t("nav.language")}
      >
        <span aria-hidden="true">{active?.flagEmoji ?? "🌐"}</span>
        <span className="font-semibold uppercase">{current}</span>
        <span aria-hidden="true" className="text-xs transition-transform duration-150 group-open:rotate-180">
          ▾
        </span>
      </summary>
      <ul className="absolute right-0 z-40 mt-2 w-48 overflow-hidden rounded-control bg-white py-1 text-asphalt shadow-xl ring-1 ring-steel-200">
        {languages
          .filter((language) => !alternates || alternates[language.code])
          .map((language) => {
            // The translated page itself, with this page's parameters (a list's filters).
            const href = `${alternates?.[language.code] ?? translatePath(pathname, language.code)}${search}`;
            const isCurrent = language.code === current;
            return (
              <li key={language.code}>
                <a
                  href={href}
                  hrefLang={language.code}
                  lang={language.code}
                  aria-current={isCurrent ? "true" : undefined}
                  className={`flex items-center gap-3 px-4 py-2.5 text-sm hover:bg-paper ${isCurrent ? "font-semibold" : ""}`}
                >
                  <span aria-hidden="true">{language.flagEmoji}</span>
                  {language.nativeName}
                </a>
              </li>
            );
          })}
      </ul>
    </details>
  );
}
