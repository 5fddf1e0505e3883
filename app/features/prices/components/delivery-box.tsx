import type { TFunction } from "i18next";
import { useLocation } from "react-router";
import type { DeliveryCountry } from "#db/schema";
import { useLanguage, useUiLanguage } from "~/components/ui/use-language";
import { formatDay, formatPrice } from "~/i18n/format";
import { uiText } from "~/i18n/pseudo";
import { useTranslation } from "~/i18n/use-translation";
import { deliveryCountryNames, type DeliveryRow } from "../delivery";
import { cents } from "../price-history";
import { hooks } from "~/components/ui/document-hooks";

/**
 * Delivery to the rider's country (issue 30): cost and days from the product's last sync, dated, and a choice of the
 * five countries. The choice is a plain form (POST /delivery-country, which remembers it and comes back here): the
 * document script submits it when the select changes, and without JavaScript its button does. Nothing without rows.
 */
export function DeliveryBox({ rows, country }: { rows: readonly DeliveryRow[]; country: DeliveryCountry }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // Country names come from Intl: marked in the zz test locale like any interface text.
  const marked = uiText(useUiLanguage());
  const location = useLocation();
  if (!rows.length) return null;
  const row = rows.find((r) => r.country === country);
  const days = row && deliveryDays(row, t);
  return (
    <section
      aria-labelledby="delivery-heading"
      data-delivery={country}
      className="mt-4 rounded-panel bg-white p-5 ring-1 ring-steel-200"
    >
      <form
        method="post"
        action="/delivery-country"
        {...hooks({ autoSubmit: true })}
        className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2"
      >
        <h2 id="delivery-heading" className="text-lg font-bold">
          {t("delivery.title")}
        </h2>
        <input type="hidden" name="return" value={location.pathname + location.search} />
        <span className="flex items-center gap-2">
          <label htmlFor="delivery-country" className="text-sm text-steel-600">
            {t("delivery.country")}
          </label>
          <select
            id="delivery-country"
            name="country"
            defaultValue={country}
            className="h-9 rounded-control bg-white px-2 text-sm font-semibold ring-1 ring-steel-400"
          >
            {deliveryCountryNames(language).map((option) => (
              <option key={option.country} value={option.country}>
                {marked(option.name)}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" className="h-9 rounded-control bg-asphalt px-3 text-sm font-semibold text-paper">
              {t("delivery.change")}
            </button>
          </noscript>
        </span>
      </form>
      {row ? (
        <>
          <p className="mt-3 tabular">
            <strong className="font-semibold">
              {cents(row.fee) === 0 ? t("delivery.free") : t("delivery.fee", { fee: formatPrice(row.fee) })}
            </strong>
            {days && <span className="text-steel-700"> · {days}</span>}
          </p>
          <p className="mt-0.5 text-xs text-steel-600">
            {t("delivery.checked", { date: formatDay(row.checkedAt.toISOString(), language) })}
          </p>
        </>
      ) : (
        <p className="mt-3 text-sm text-steel-700">{t("delivery.none")}</p>
      )}
    </section>
  );
}

/** "7–12 days", or "10 days" when both ends agree or one is unknown; null when neither is known. */
function deliveryDays({ minDays, maxDays }: Pick<DeliveryRow, "minDays" | "maxDays">, t: TFunction) {
  if (minDays !== null && maxDays !== null && minDays !== maxDays) {
    return t("delivery.days", { min: minDays, max: maxDays });
  }
  const count = maxDays ?? minDays;
  return count === null ? null : t("delivery.dayCount", { count });
}
