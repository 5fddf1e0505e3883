import { createI18n, pseudoLocalize, type Messages } from "./i18n";
import { isLanguage, type UiLanguage } from "./languages";
import { rememberingT } from "./use-translation";
import de from "./locales/de.json";
import en from "./locales/en.json";
import es from "./locales/es.json";
import fr from "./locales/fr.json";
import it from "./locales/it.json";
import pt from "./locales/pt.json";

/** Interface text of every language; zz is generated from English. */
export const messages: Record<UiLanguage, Messages> = { pt, en, es, fr, it, de, zz: pseudoLocalize(en) };

export function messagesFor(language: string): Messages {
  return isLanguage(language) || language === "zz" ? messages[language] : messages.pt;
}

const translators = new Map<string, ReturnType<typeof createI18n>["t"]>();

/** A translate function for loaders and meta text on the server. */
export function serverT(language: UiLanguage) {
  let t = translators.get(language);
  if (!t) {
    t = rememberingT(createI18n(language, messagesFor(language)));
    translators.set(language, t);
  }
  return t;
}
