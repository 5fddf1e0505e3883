import { useTranslation } from "~/i18n/use-translation";
import type { ProductCardData } from "../product-display";
import { productListSorts } from "../product-list";
import { ProductCard } from "./product-card";
import { hooks } from "~/components/ui/document-hooks";

const selectClass = "h-11 w-full rounded-control border border-steel-200 bg-white px-3";

/** The sort dropdown of product lists; part of a GET form, so it also works without JavaScript. */
export function SortSelect({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <label className="text-sm">
      <span className="sr-only">{t("productList.sortLabel")}</span>
      <select name="sort" defaultValue={value} className={selectClass}>
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

/**
 * The submit button of list filters, shown only when JavaScript (the document script applies a
 * a form marked `autoSubmit` at each change) is off.
 */
export function ApplyFiltersButton() {
  const { t } = useTranslation();
  return (
    <noscript>
      <button type="submit" className="h-11 rounded-control bg-asphalt px-4 font-semibold text-paper">
        {t("productList.apply")}
      </button>
    </noscript>
  );
}

/**
 * A grid of product cards with its "show more" button: a plain link to the longer list (shareable, works without
 * JavaScript). The document script adds the next cards to the grid in place after `more.delayMs` (spec §9: 150 ms
 * on category pages), the button busy meanwhile. The button's slot is a live region, so the answer brings the next
 * link or none (decision 0015). The grid is `#<id>-cards`, the slot `#<id>-more`.
 */
export function GrowingProductGrid({
  id,
  products,
  eagerCount = 3,
  className = "",
  more,
}: {
  id: string;
  products: ProductCardData[];
  eagerCount?: number;
  className?: string;
  more: { to: string | null; label: string; delayMs?: number; className?: string; linkClassName?: string };
}) {
  const { delayMs, className: moreClassName = "mt-8" } = more;
  const linkClassName = more.linkClassName ?? "bg-asphalt px-6 text-paper hover:bg-asphalt-800";
  return (
    <>
      <div id={`${id}-cards`} className={`grid gap-5 sm:grid-cols-2 lg:grid-cols-3 ${className}`}>
        {products.map((p, index) => (
          <ProductCard key={p.id} product={p} eager={index < eagerCount} />
        ))}
      </div>
      <div id={`${id}-more`} {...hooks({ liveRegion: true })} className={`${moreClassName} text-center empty:hidden`}>
        {more.to && (
          <a
            href={more.to}
            {...hooks({ loadMore: `${id}-cards`, loadMoreDelay: delayMs || undefined })}
            className={`group inline-flex items-center gap-2 rounded-control py-3 font-semibold aria-busy:opacity-80 ${linkClassName}`}
          >
            <span
              aria-hidden="true"
              className="hidden size-4 animate-spin rounded-full border-2 border-current/40 border-t-current group-aria-busy:inline-block motion-reduce:animate-none"
            />
            {more.label}
          </a>
        )}
      </div>
    </>
  );
}
