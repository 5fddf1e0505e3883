import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { pseudoText } from "./pseudo";
export type Messages = { [key: string]: string | Messages };

/** The zz pseudo-locale: English, accented and bracketed, so hard-coded text stands out. Placeholders survive. */
export function pseudoLocalize(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === "string" ? pseudoText(value) : pseudoLocalize(value),
    ]),
  );
}

/** i18next picks plural rules by resource code: "pt" would get Brazilian rules ("0 produto"), so pt is pt-PT. */
const resourceCode = (language: string) => (language === "pt" ? "pt-PT" : language);

const instances = new WeakMap<Messages, i18n>();

/** One i18next instance per message set: creating one per render costs more than the page. */
export function getI18n(language: string, messages: Messages): i18n {
  let instance = instances.get(messages);
  if (!instance || instance.language !== resourceCode(language)) {
    instance = createI18n(language, messages);
    instances.set(messages, instance);
  }
  return instance;
}

/**
 * An i18next instance for one language. The server holds every language's text
 * (messages.server.ts); the browser only receives the page's language through the root loader.
 */
export function createI18n(language: string, messages: Messages): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: resourceCode(language),
    fallbackLng: false,
    resources: { [resourceCode(language)]: { translation: messages } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
