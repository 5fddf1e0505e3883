import type { i18n, TFunction } from "i18next";
import { useContext } from "react";
import { getI18n, I18nContext } from "react-i18next";
import { isAdminLanguage, type AdminLanguage } from "./languages";

const translators = new WeakMap<i18n, { t: TFunction }>();
const maxRemembered = 5000;

/**
 * The page's `t`, like react-i18next's `useTranslation()` but made once per i18next instance. Theirs copies
 * the instance and builds a fixed `t` on every call (refs do not survive a server render), and i18next's
 * lookup of a plain key runs its whole pipeline each time: together a sixth of an uncached render's CPU
 * (decision 0017). A page's language never changes in place (a language change is a full load, and the root
 * makes one instance per message set), so nothing needs to re-render on a language change. Plain keys, and
 * keys with options of plain values (a card's brand, price, date, like count: the same on every render of that
 * product), are remembered per instance; anything else goes to i18next each time.
 */
export function useTranslation(): { t: TFunction } {
  const instance = useContext(I18nContext)?.i18n ?? getI18n();
  let translator = translators.get(instance);
  if (!translator) {
    translator = { t: rememberingT(instance) };
    translators.set(instance, translator);
  }
  return translator;
}

/** `instance`'s `t` in its language, remembering what plain keys give (also the loaders' `t`: serverT). */
export function rememberingT(instance: i18n): TFunction {
  const fixed = instance.getFixedT(instance.language) as unknown as (...args: unknown[]) => string;
  const plain = new Map<string, string>();
  const t = (key: string | string[], ...rest: unknown[]) => {
    const remembered = typeof key === "string" ? rememberedAs(key, rest) : undefined;
    if (remembered === undefined) return fixed(key, ...rest);
    let text = plain.get(remembered);
    if (text === undefined) {
      text = fixed(key, ...rest);
      // Keys come from the code, but one built from data must not grow this without bound.
      if (plain.size >= maxRemembered) plain.clear();
      plain.set(remembered, text);
    }
    return text;
  };
  return t as unknown as TFunction;
}

/** The memo key of a call: the key alone, or with its options when they are only strings and numbers. */
function rememberedAs(key: string, rest: unknown[]): string | undefined {
  if (rest.length === 0) return key;
  const [options] = rest;
  if (rest.length > 1 || typeof options !== "object" || options === null) return undefined;
  let memo = key;
  for (const [name, value] of Object.entries(options)) {
    if (typeof value !== "string" && typeof value !== "number") return undefined;
    memo += `\u0000${name}\u0000${value}`;
  }
  return memo;
}

/** The admin's language, as its page's text was made (the root chose it from the curator's cookie or browser). */
export function useAdminLanguage(): AdminLanguage {
  const language = (useContext(I18nContext)?.i18n ?? getI18n()).language;
  const code = language === "pt-PT" ? "pt" : language;
  return isAdminLanguage(code) ? code : "en";
}
