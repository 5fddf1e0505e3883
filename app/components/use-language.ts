import { useParams } from "react-router";
import { defaultLanguage, isLanguage, type Language } from "~/i18n/languages";

/** The page's language from the URL; the zz test locale uses English URLs. */
export function useLanguage(): Language {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : lang === "zz" ? "en" : defaultLanguage;
}
