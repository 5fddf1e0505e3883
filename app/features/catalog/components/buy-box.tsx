import { useTranslation } from "react-i18next";
import { useUiLanguage } from "~/components/use-language";
import type { StorefrontProduct } from "../catalog.schema";
import { canBuy, hasAffiliateLink, sellsAtOfficialStore } from "../product-display";

/**
 * Stock badge, buy button (through /go, so the click is counted) and the affiliate disclosure.
 * `linkBroken`: the link health check found the item gone (and the curator chose to say so).
 */
export function BuyBox({ product, linkBroken = false }: { product: StorefrontProduct; linkBroken?: boolean }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const inStock = product.stock !== 0;
  const store = sellsAtOfficialStore(product) ? "official" : "marketplace";
  return (
    <div className="mt-6 rounded-[14px] bg-white p-5 ring-1 ring-steel-200">
      <p
        className={`inline-flex items-center gap-2 text-sm font-semibold ${inStock ? "text-stock-in" : "text-stock-out"}`}
      >
        <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${inStock ? "bg-stock-in" : "bg-stock-out"}`} />
        {inStock ? t("product.inStock") : t("product.outOfStock")}
      </p>
      {canBuy(product) && !linkBroken ? (
        <a
          href={`/go/${product.id}?lang=${language}`}
          target="_blank"
          rel="sponsored nofollow noopener"
          className="mt-4 flex w-full items-center justify-center gap-2 rounded-[10px] bg-signal px-5 py-3.5 text-lg font-semibold text-asphalt transition-colors duration-150 hover:bg-[#ff7a47]"
        >
          {product.buttonText || t(`product.buy.${store}`)}
          <span aria-hidden="true">↗</span>
          <span className="sr-only">{t("product.opensInNewTab")}</span>
        </a>
      ) : (
        <button
          type="button"
          disabled
          className="mt-4 w-full cursor-not-allowed rounded-[10px] bg-steel-200 px-5 py-3.5 text-lg font-semibold text-steel-700"
        >
          {inStock && (linkBroken || !hasAffiliateLink(product))
            ? t("product.linkUnavailable")
            : t("product.unavailable")}
        </button>
      )}
      <p className="mt-2 text-center text-xs text-steel-600">{t(`product.buyAt.${store}`)}</p>
      {!inStock && <p className="mt-3 text-sm text-steel-700">{t("product.notifyWhenAvailable")}</p>}
      <aside className="mt-4 rounded-[10px] bg-paper p-4 text-sm text-steel-700">
        <h2 className="font-semibold text-asphalt">{t("product.importantTitle")}</h2>
        <p className="mt-1">{t("product.importantText")}</p>
      </aside>
    </div>
  );
}
