import type { i18n, TFunction } from "i18next";
import { useContext } from "react";
import { getI18n, I18nContext } from "react-i18next";

const translators = new WeakMap<i18n, { t: TFunction }>();
const maxRemembered = 5000;

/**
 * The page's `t`, like react-i18next's `useTranslation()` but made once per i18next instance. Theirs copies
 * the instance and builds a fixed `t` on every call (refs do not survive a server render), and i18next's
 * lookup of a plain key runs its whole pipeline each time: together a sixth of an uncached render's CPU
 * (decision 0017). A page's language never changes in place (a language change is a full load, and the root
 * makes one instance per message set), so nothing needs to re-render on a language change. Plain keys
 * (no options) are remembered per instance; calls with options (counts, values) go to i18next each time.
 */
export function useTranslation(): { t: TFunction } {
  const instance = useContext(I18nContext)?.i18n ?? getI18n();
  let translator = translators.get(instance);
  if (!translator) {
    translator = { t: memoizedT(instance) };
    translators.set(instance, translator);
  }
  return translator;
}

function memoizedT(instance: i18n): TFunction {
  const fixed = instance.getFixedT(instance.language) as unknown as (...args: unknown[]) => string;
  const plain = new Map<string, string>();
  const t = (key: string | string[], ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== "string") return fixed(key, ...rest);
    let text = plain.get(key);
    if (text === undefined) {
      text = fixed(key);
      // Keys come from the code, but one built from data must not grow this without bound.
      if (plain.size >= maxRemembered) plain.clear();
      plain.set(key, text);
    }
    return text;
  };
  return t as unknown as TFunction;
}
