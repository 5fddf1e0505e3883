import { defaultLanguage, type Language } from "./languages";

/** Where a reader's catalogue text came from (see `pickTranslation`). */
export type TranslationStatus = "original" | "translated" | "fallback";

/**
 * The catalogue text a reader of `language` gets: its own translation, else the fallback language's
 * (`fallbackLanguage`, English), else the Portuguese original. The SQL form is `coalesce(current, fallback, original)`.
 */
export function pickTranslation<T>(
  language: Language,
  current: T | null,
  fallback: T | null,
  original: T,
): { text: T; status: TranslationStatus } {
  if (language === defaultLanguage) return { text: original, status: "original" };
  if (current !== null) return { text: current, status: "translated" };
  if (fallback !== null) return { text: fallback, status: "fallback" };
  return { text: original, status: "original" };
}
