import type { Language } from "~/i18n/languages";

/** One helmet model a product fits, as the storefront shows it (safe for the browser). */
export interface ProductFit {
  brand: string;
  brandSlug: string;
  model: string;
  modelSlug: string;
  /** The fit's note in the page's language (falls back to English, then Portuguese); "" when none. */
  note: string;
  brandId: number;
  modelId: number;
}

/** A fit note in `language`: its translation, else English, else the Portuguese original. */
export function localizedNote(note: string, translations: Record<string, string>, language: Language) {
  if (language === "pt") return note;
  return translations[language] || translations.en || note;
}

/** "AGV K6 / K6S · HJC RPHA 70": the compatibility line, derived from the fits (never typed). */
export function compatibilityLine(fits: readonly Pick<ProductFit, "brand" | "model">[]) {
  const byBrand = new Map<string, string[]>();
  for (const fit of fits) byBrand.set(fit.brand, [...(byBrand.get(fit.brand) ?? []), fit.model]);
  return [...byBrand].map(([brand, models]) => `${brand} ${models.join(" / ")}`).join(" · ");
}
