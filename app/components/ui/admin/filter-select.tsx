import { useTranslation } from "~/i18n/use-translation";
import { actionButton } from "./buttons";

/** The look of an admin list's filter controls (selects and the search box). */
export const filterControlClass =
  "mt-1 block h-10 rounded-control border border-steel-200 bg-white px-2 text-sm font-normal";

/**
 * A labelled select of a GET filter form; `options` are [value, label] pairs, the first one "any".
 * A change applies at once, like the product list's filters (the form's button still submits
 * without JavaScript, and for the search text).
 */
export function FilterSelect({
  label,
  name,
  value,
  options,
}: {
  label: string;
  name: string;
  value: string;
  options: readonly (readonly [value: string, label: string])[];
}) {
  return (
    <label className="text-sm font-semibold">
      {label}
      <select
        name={name}
        defaultValue={value}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className={filterControlClass}
      >
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The search box of a GET filter form (`search`), with the form's submit button after it. */
export function FilterSearch({ label, value, placeholder }: { label: string; value?: string; placeholder?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <label className="text-sm font-semibold">
        {label}
        <input
          type="search"
          name="search"
          defaultValue={value}
          placeholder={placeholder}
          className={`${filterControlClass} w-48 px-3`}
        />
      </label>
      <button type="submit" className={actionButton}>
        {t("admin.common.filter")}
      </button>
    </>
  );
}
