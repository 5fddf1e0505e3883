import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useNavigation } from "react-router";
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

/**
 * The "show more" button of product grids: a plain link to the longer list (shareable, works
 * without JavaScript). With JavaScript the next batch is revealed after `delayMs` (spec §9: 150 ms
 * on category pages), the button saying it is busy until the new cards are in.
 */
export function ShowMoreLink({ to, delayMs = 0, children }: { to: string; delayMs?: number; children: string }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const busy =
    waiting || (navigation.state !== "idle" && navigation.location?.search === new URL(to, "http://x").search);
  return (
    <div className="mt-8 text-center">
      <Link
        to={to}
        preventScrollReset
        prefetch="intent"
        aria-busy={busy || undefined}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setWaiting(true);
          timer.current = setTimeout(() => {
            setWaiting(false);
            void navigate(to, { preventScrollReset: true });
          }, delayMs);
        }}
        className="inline-flex items-center gap-2 rounded-[10px] bg-asphalt px-6 py-3 font-semibold text-paper hover:bg-asphalt-800 aria-busy:opacity-80"
      >
        {busy && (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-paper/40 border-t-paper motion-reduce:animate-none"
          />
        )}
        {children}
      </Link>
    </div>
  );
}
