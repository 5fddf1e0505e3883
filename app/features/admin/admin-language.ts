import { parseAcceptLanguage } from "~/features/languages";
import { readCookie } from "~/lib/cookies";
import { adminLanguageCookie, isAdminLanguage, testLanguage, type AdminLanguage } from "~/i18n/languages";

/** The chosen language, else the browser's first of Portuguese and English, else English. */
export function adminLanguageOf(
  cookieHeader: string | null | undefined,
  acceptLanguage: string | null | undefined,
): AdminLanguage {
  const chosen = readCookie(cookieHeader, adminLanguageCookie);
  if (isAdminLanguage(chosen)) return chosen;
  for (const tag of parseAcceptLanguage(acceptLanguage)) {
    const base = tag.split("-")[0];
    if (isAdminLanguage(base) && base !== testLanguage) return base;
  }
  return "en";
}

/** Where a language choice returns to: an admin address of this site (the login included), else the dashboard. */
export function adminLanguageReturn(target: string | null | undefined) {
  if (target && !target.includes("\\")) {
    const url = new URL(target, "http://admin.invalid");
    if (url.origin === "http://admin.invalid" && /^\/admin(\/|$)/.test(url.pathname)) return url.pathname + url.search;
  }
  return "/admin/dashboard";
}
