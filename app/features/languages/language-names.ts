import { languageCatalogue, type Language } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The storefront languages' names in the admin's language (admin/{language}/languages.json): on their own, as in
 * a list or a heading ("Francês"), and inside a sentence, where Portuguese writes them in lower case ("em francês").
 */
export function useLanguageNames() {
  const { t } = useTranslation();
  return {
    name: (code: Language) => t(`admin.languages.name.${code}`),
    inText: (code: Language) => t(`admin.languages.inText.${code}`),
  };
}

/** The code of a language as the server's English text names it ("French" → "fr"). */
export const languageOfEnglishName = (name: string | undefined) =>
  languageCatalogue.find((language) => language.name === name)?.code;
