/** The storefront's languages. Portuguese is the default and the language of the original text. */
export const supportedLanguages = ["pt", "en", "es", "fr", "it", "de"] as const;
export type Language = (typeof supportedLanguages)[number];

export const defaultLanguage: Language = "pt";

/** A language text is translated into (Portuguese is the original). */
export type TranslatedLanguage = Exclude<Language, "pt">;
/** The languages text is translated into (Portuguese is the original). */
export const translatedLanguages = supportedLanguages.filter((l): l is TranslatedLanguage => l !== defaultLanguage);
/** Fallback chain for catalogue text: current language → English → Portuguese original. */
export const fallbackLanguage: Language = "en";
/** The language a visitor gets when neither a saved choice nor the browser names a supported one (spec §4, §9). */
export const visitorFallbackLanguage: Language = "en";
/**
 * The language for a visitor whose languages the site does not offer: English, or Portuguese while English is off.
 * The root's choice and every page's x-default alike, so search engines and `/` agree.
 */
export const visitorFallbackOf = (enabled: readonly Language[]): Language =>
  [visitorFallbackLanguage, defaultLanguage].find((l) => enabled.includes(l)) ?? enabled[0] ?? defaultLanguage;
/** Pseudo-locale (transformed English) that exposes hard-coded text; never listed, never indexed. */
export const testLanguage = "zz";
/** A language of the interface: the six, or the zz pseudo-locale (English content and URLs). */
export type UiLanguage = Language | typeof testLanguage;

export function isUiLanguage(value: unknown): value is UiLanguage {
  return value === testLanguage || isLanguage(value);
}

/** The language of catalogue content and URL slugs for an interface language. */
export function contentLanguage(language: UiLanguage): Language {
  return language === testLanguage ? "en" : language;
}

export const preferredLanguageCookie = "preferred-language";

/** The admin speaks the curator's languages, Portuguese and English (issue 33), and zz to find text left untranslated. */
export const adminLanguages = ["pt", "en"] as const;
export type AdminLanguage = (typeof adminLanguages)[number] | typeof testLanguage;

/** The admin's language as the curator chose it; the storefront's choice is a cookie of its own. */
export const adminLanguageCookie = "admin-language";

export const isAdminLanguage = (value: unknown): value is AdminLanguage =>
  value === testLanguage || adminLanguages.includes(value as (typeof adminLanguages)[number]);

export interface LanguageInfo {
  code: Language;
  name: string;
  nativeName: string;
  flagEmoji: string;
  /** BCP 47 tag for Intl and og:locale. */
  locale: string;
}

export const languageCatalogue: readonly LanguageInfo[] = [
  { code: "pt", name: "Portuguese", nativeName: "Português", flagEmoji: "🇵🇹", locale: "pt-PT" },
  { code: "en", name: "English", nativeName: "English", flagEmoji: "🇬🇧", locale: "en-US" },
  { code: "es", name: "Spanish", nativeName: "Español", flagEmoji: "🇪🇸", locale: "es-ES" },
  { code: "fr", name: "French", nativeName: "Français", flagEmoji: "🇫🇷", locale: "fr-FR" },
  { code: "it", name: "Italian", nativeName: "Italiano", flagEmoji: "🇮🇹", locale: "it-IT" },
  { code: "de", name: "German", nativeName: "Deutsch", flagEmoji: "🇩🇪", locale: "de-DE" },
];

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (supportedLanguages as readonly string[]).includes(value);
}

export function languageInfo(code: Language): LanguageInfo {
  return languageCatalogue.find((l) => l.code === code)!;
}
