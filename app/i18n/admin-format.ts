import { useMemo } from "react";
import { formatPrice } from "./format";
import type { AdminLanguage } from "./languages";
import { useAdminLanguage } from "./use-translation";

// zz reads like English, so its dates and figures do too.
const locales: Record<AdminLanguage, string> = { pt: "pt-PT", en: "en-GB", zz: "en-GB" };
const lisbon = "Europe/Lisbon";

/** Dates and numbers as the curator reads them in the admin's language (Lisbon time), and money as the spec writes it. */
export function adminFormat(language: AdminLanguage) {
  const locale = locales[language];
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: lisbon });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: lisbon });
  const dayMonth = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: lisbon });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: "medium", timeZone: lisbon });
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  const at = (value: string | Date) => (typeof value === "string" ? new Date(value) : value);
  return {
    /** "29 Nov 2026, 10:49" / "29/11/2026, 10:49" */
    dateTime: (value: string | Date) => dateTime.format(at(value)),
    day: (value: string | Date) => day.format(at(value)),
    /** "18 Nov" / "18/11": a chart's day. */
    dayMonth: (value: string | Date) => dayMonth.format(at(value)),
    time: (value: string | Date) => time.format(at(value)),
    number: (value: number) => number.format(value),
    /** Euros read as the spec writes them everywhere (§9: "49,90 €"), in English too, like the storefront's. */
    money: (value: string | number) => formatPrice(value),
    /** A share from 0 to 1. */
    percent: (share: number) => percent.format(share),
  };
}
export type AdminFormat = ReturnType<typeof adminFormat>;

const formats = new Map<AdminLanguage, AdminFormat>();

/** The admin page's formatters (made once per language: an Intl formatter costs more to make than to use). */
export function useAdminFormat(): AdminFormat {
  const language = useAdminLanguage();
  return useMemo(() => {
    let format = formats.get(language);
    if (!format) formats.set(language, (format = adminFormat(language)));
    return format;
  }, [language]);
}
