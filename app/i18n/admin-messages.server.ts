import type { TFunction } from "i18next";
import { createI18n, pseudoLocalize, type Messages } from "./i18n";
import type { AdminLanguage } from "./languages";
import { messages } from "./messages.server";

// One file per screen and language (locales/admin/{language}/{screen}.json), read as `admin.{screen}.{key}`.
const files = import.meta.glob<Messages>("./locales/admin/*/*.json", { eager: true, import: "default" });

function adminText(language: "pt" | "en"): Messages {
  const prefix = `./locales/admin/${language}/`;
  return Object.fromEntries(
    Object.entries(files)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, text]) => [path.slice(prefix.length, -".json".length), text]),
  );
}

const en = adminText("en");

/** The admin's own text, by language; zz is made from English like the storefront's. */
export const adminMessages: Record<AdminLanguage, Messages> = { pt: adminText("pt"), en, zz: pseudoLocalize(en) };

// The shared components an admin page renders (the toast region and its close button) speak the storefront's keys:
// only those travel with the page, not the storefront's whole text (the zz walk finds a key left out).
const sharedNamespaces = ["toast", "common"] as const;
const pageMessages = new Map<AdminLanguage, Messages>();

/** What an admin page's i18next instance holds: the admin's text under `admin`, and the shared keys it uses. */
export function adminPageMessages(language: AdminLanguage): Messages {
  let page = pageMessages.get(language);
  if (!page) {
    const shared = Object.fromEntries(sharedNamespaces.map((name) => [name, messages[language][name]!]));
    page = { ...shared, admin: adminMessages[language] };
    pageMessages.set(language, page);
  }
  return page;
}

const translators = new Map<AdminLanguage, TFunction>();

/** The admin's translate function in `language`, for server code that words what an admin page shows (its loader's figures). */
export function adminServerT(language: AdminLanguage): TFunction {
  let t = translators.get(language);
  if (!t) {
    t = createI18n(language, adminPageMessages(language)).t;
    translators.set(language, t);
  }
  return t;
}
