import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import de from "./locales/de.json";
import en from "./locales/en.json";
import es from "./locales/es.json";
import fr from "./locales/fr.json";
import it from "./locales/it.json";
import pt from "./locales/pt.json";
import { fallbackLanguage } from "./languages";

type Messages = { [key: string]: string | Messages };

const accented: Record<string, string> = {
  a: "á",
  e: "é",
  i: "í",
  o: "ó",
  u: "ú",
  A: "Á",
  E: "É",
  I: "Í",
  O: "Ó",
  U: "Ú",
  c: "ç",
  n: "ñ",
};

/** The zz pseudo-locale: English, accented and bracketed, so hard-coded text stands out. Placeholders survive. */
export function pseudoLocalize(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === "string"
        ? `⟦${value
            .split(/(\{\{[^}]+\}\})/)
            .map((part, i) => (i % 2 ? part : part.replace(/[aeiouAEIOUcn]/g, (ch) => accented[ch]!)))
            .join("")}⟧`
        : pseudoLocalize(value),
    ]),
  );
}

export const messages = { pt, en, es, fr, it, de, zz: pseudoLocalize(en) };

/** i18next picks plural rules by resource code: "pt" would get Brazilian rules ("0 produto"), so pt is pt-PT. */
const resourceCode = (language: string) => (language === "pt" ? "pt-PT" : language);

export function createI18n(language: string): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: resourceCode(language),
    fallbackLng: fallbackLanguage,
    resources: Object.fromEntries(
      Object.entries(messages).map(([lng, translation]) => [resourceCode(lng), { translation }]),
    ),
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
