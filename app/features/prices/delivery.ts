import { deliveryCountries, type DeliveryCountry } from "#db/schema";
import { languageInfo, type Language, type UiLanguage } from "~/i18n/languages";
import { readCookie } from "~/lib/cookies";

/**
 * Delivery to the rider's country (issue 30): the product page shows the shipping cost and days to the country of its
 * language, or to the one the visitor chose, remembered like "my helmet" in a cookie (set by POST /delivery-country).
 */
export const deliveryCountryCookie = "delivery-country";

export const isDeliveryCountry = (value: unknown): value is DeliveryCountry =>
  (deliveryCountries as readonly unknown[]).includes(value);

/** What a product's last sync read of its delivery to one country (`product_shipping`). */
export interface DeliveryRow {
  country: DeliveryCountry;
  /** Euros; 0 is free delivery. */
  fee: string;
  minDays: number | null;
  maxDays: number | null;
  checkedAt: Date;
}

/** Each page language's country; English and the test locale read Portugal's, where the shop is. */
const languageCountry: Record<UiLanguage, DeliveryCountry> = {
  pt: "PT",
  en: "PT",
  zz: "PT",
  es: "ES",
  fr: "FR",
  it: "IT",
  de: "DE",
};

/** The country a Cookie header chose, or null: pages are kept per choice (server/engine/page-cache.ts). */
export function chosenDeliveryCountry(cookieHeader: string | null | undefined): DeliveryCountry | null {
  const chosen = readCookie(cookieHeader, deliveryCountryCookie);
  return isDeliveryCountry(chosen) ? chosen : null;
}

/** The country whose delivery a page shows: the visitor's choice, else the page language's country. */
export const deliveryCountryOf = (cookieHeader: string | null | undefined, language: UiLanguage) =>
  chosenDeliveryCountry(cookieHeader) ?? languageCountry[language];

// Made once per language: an Intl.DisplayNames is slow to make and the list never changes.
const countryNames = new Map<Language, { country: string; name: string }[]>();

/** The five countries by their names in `language`, in the order of the schema. */
export function deliveryCountryNames(language: Language) {
  let list = countryNames.get(language);
  if (!list) {
    const names = new Intl.DisplayNames([languageInfo(language).locale], { type: "region" });
    list = deliveryCountries.map((country) => ({ country, name: names.of(country) ?? country }));
    countryNames.set(language, list);
  }
  return list;
}
