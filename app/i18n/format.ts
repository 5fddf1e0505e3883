import { languageInfo, type Language } from "./languages";

/** Prices are euros in Portuguese format with two decimals, everywhere (spec §9). */
const euro = new Intl.NumberFormat("pt-PT", { style: "currency", currency: "EUR", minimumFractionDigits: 2 });

export function formatPrice(value: string | number) {
  return euro.format(typeof value === "string" ? Number(value) : value);
}

/**
 * A day as the visitor reads it in `language` ("24 November 2026", or "24 Nov 2026" medium), in the shop's time zone.
 * English days follow the site's European order (British English), whatever `og:locale` says.
 */
export function formatDay(iso: string, language: Language, dateStyle: "long" | "medium" = "long") {
  const key = `${language} ${dateStyle} ${iso}`;
  let day = formattedDays.get(key);
  if (day === undefined) {
    day = dayFormat(language, dateStyle).format(new Date(iso));
    // Days come from the data: bounded, and emptied rather than sorted by use (a few hundred suffice).
    if (formattedDays.size >= maxFormattedDays) formattedDays.clear();
    formattedDays.set(key, day);
  }
  return day;
}

/** Formatting a day costs a few microseconds, and a page's days (price checks, its history) repeat on every render. */
const formattedDays = new Map<string, string>();
const maxFormattedDays = 5000;

// Making an Intl formatter costs a hundred times what using one does (a product page formats dozens of days).
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(language: Language, dateStyle: "long" | "medium") {
  const key = `${language} ${dateStyle}`;
  let format = dayFormats.get(key);
  if (!format) {
    const locale = language === "en" ? "en-GB" : languageInfo(language).locale;
    format = new Intl.DateTimeFormat(locale, { dateStyle, timeZone: "Europe/Lisbon" });
    dayFormats.set(key, format);
  }
  return format;
}

/** Savings when the original price is higher, else null. */
export function savings(price: string, originalPrice: string | null) {
  if (!originalPrice) return null;
  const cents = Math.round(Number(originalPrice) * 100) - Math.round(Number(price) * 100);
  return cents > 0 ? cents / 100 : null;
}

/** "1 product", "3 products": a count with its English noun (the admin's texts). */
export function plural(n: number, one: string, other = `${one}s`) {
  return `${n} ${n === 1 ? one : other}`;
}
