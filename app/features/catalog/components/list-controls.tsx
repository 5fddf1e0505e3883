import { useTranslation } from "react-i18next";
import { productListSorts } from "../product-list";

const selectClass = "h-11 w-full rounded-[10px] border border-steel-200 bg-white px-3";

/** The sort dropdown of product lists; part of a GET form, so it also works without JavaScript. */
export function SortSelect({ value, onChange }: { value: string; onChange: (sort: string) => void }) {
  const { t } = useTranslation();
  return (
    <label className="text-sm">
      <span className="sr-only">{t("productList.sortLabel")}</span>
      <select name="sort" value={value} onChange={(e) => onChange(e.target.value)} className={selectClass}>
        <option value="">{t("productList.sort.default")}</option>
        {productListSorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`productList.sort.${sort}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The submit button of list filters, shown only when JavaScript (which applies them at once) is off. */
export function ApplyFiltersButton() {
  const { t } = useTranslation();
  return (
    <noscript>
      <button type="submit" className="h-11 rounded-[10px] bg-asphalt px-4 font-semibold text-paper">
        {t("productList.apply")}
      </button>
    </noscript>
  );
}
