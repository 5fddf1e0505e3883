import { readCookie } from "~/lib/cookies";
import {
  isLanguage,
  visitorFallbackOf,
  preferredLanguageCookie,
  supportedLanguages,
  type Language,
} from "~/i18n/languages";

export interface LanguageDetection {
  detectedLanguage: Language;
  supportedLanguages: Language[];
  source: "query" | "saved" | "browser" | "default";
}

/**
 * Picks the visitor's language (spec §9's order): the `?lng=` of the request, a saved preference cookie, then the
 * first supported language of Accept-Language (by q-value), then English (spec §4: "otherwise en"); when English is
 * disabled, Portuguese.
 */
export function detectLanguage(
  cookieHeader: string | null | undefined,
  acceptLanguage: string | null | undefined,
  enabled: readonly Language[] = supportedLanguages,
  query?: string | null,
): LanguageDetection {
  const result = (detectedLanguage: Language, source: LanguageDetection["source"]) => ({
    detectedLanguage,
    supportedLanguages: [...enabled],
    source,
  });
  if (isLanguage(query) && enabled.includes(query)) return result(query, "query");
  const saved = readCookie(cookieHeader, preferredLanguageCookie);
  if (isLanguage(saved) && enabled.includes(saved)) return result(saved, "saved");
  for (const tag of parseAcceptLanguage(acceptLanguage)) {
    const base = tag.split("-")[0]!;
    if (isLanguage(base) && enabled.includes(base)) return result(base, "browser");
  }
  return result(visitorFallbackOf(enabled), "default");
}

/** Language tags of an Accept-Language header, best first; entries with q=0 are dropped. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}
