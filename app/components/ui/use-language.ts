import { useParams } from "react-router";
import { contentLanguage, defaultLanguage, isUiLanguage, type Language, type UiLanguage } from "~/i18n/languages";

/** The interface language from the URL (may be the zz test locale). */
export function useUiLanguage(): UiLanguage {
  const { lang } = useParams();
  return isUiLanguage(lang) ? lang : defaultLanguage;
}

/** The language of catalogue content and slugs (zz shows English content). */
export function useLanguage(): Language {
  return contentLanguage(useUiLanguage());
}
