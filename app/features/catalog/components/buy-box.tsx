import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useUiLanguage } from "~/components/ui/use-language";
import type { StorefrontProduct } from "../catalog.schema";
import { productAvailability, sellsAtOfficialStore, type BuyShop } from "../product-display";

/** The curator's button text when it names the shop the button leads to; otherwise the button names it itself. */
function buttonLabel(buttonText: string, shop: BuyShop, named: string) {
  return buttonText && !shop.fallback && buttonText.toLowerCase().includes(shop.name.toLowerCase())
    ? buttonText
    : named;
}

/**
 * One state, said once (issue 18): a product that can be bought shows "In stock", the buy button
 * (through /go, so the click is counted) naming the shop it leads to (`shop`: the main one, or the second shop
 * while the main one fails, decision 0023) and where it is sold; one out of stock or without a shop link
 * says so and offers "tell me when it's back" (`stockRequest`, the stock-requests feature's form, composed by
 * the page) instead, with no button and no shop.
 */
export function BuyBox({
  product,
  shop,
  stockRequest,
}: {
  product: StorefrontProduct;
  shop: BuyShop | null;
  stockRequest: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const availability = productAvailability({ ...product, shop });
  const store = shop?.fallback ? "fallback" : sellsAtOfficialStore(product) ? "official" : "marketplace";
  return (
    <div
      className="mt-4 rounded-panel bg-white p-4 ring-1 ring-steel-200 sm:mt-6 sm:p-5"
      data-availability={availability}
    >
      <p
        className={`inline-flex items-center gap-2 text-sm font-semibold ${availability === "available" ? "text-stock-in" : "text-stock-out"}`}
      >
        <span
          aria-hidden="true"
          className={`h-2.5 w-2.5 rounded-full ${availability === "available" ? "bg-stock-in" : "bg-stock-out"}`}
        />
        {/* Sold out or without a link at its main shop: the second shop's stock is its own, said as such. */}
        {t(store === "fallback" ? "product.availability.atSecondShop" : `product.availability.${availability}`)}
      </p>
      {availability === "available" && shop ? (
        <>
          <a
            href={`/go/${product.id}?lang=${language}`}
            target="_blank"
            rel="sponsored nofollow noopener"
            className="mt-4 flex w-full items-center justify-center gap-2 rounded-control bg-signal px-5 py-3.5 text-lg font-semibold text-asphalt transition-colors duration-150 hover:bg-[#ff7a47]"
          >
            {buttonLabel(product.buttonText, shop, t("product.buyAtShop", { shop: shop.name }))}
            <span aria-hidden="true">↗</span>
            <span className="sr-only">{t("product.opensInNewTab")}</span>
          </a>
          <p className="mt-2 text-center text-xs text-steel-600">{t(`product.buyAt.${store}`, { shop: shop.name })}</p>
          {/* The affiliate disclosure belongs to the link: no link, nothing to disclose. */}
          <aside className="mt-4 rounded-control bg-paper p-4 text-sm text-steel-700">
            <h2 className="font-semibold text-asphalt">{t("product.importantTitle")}</h2>
            <p className="mt-1">{t("product.importantText")}</p>
          </aside>
        </>
      ) : (
        <>
          <p className="mt-3 text-steel-700">{t(`product.availabilityText.${availability}`)}</p>
          {stockRequest}
        </>
      )}
    </div>
  );
}
