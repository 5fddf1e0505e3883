import { deliveryCountries, type DeliveryCountry } from "#db/schema";
import type { OutgoingAccess } from "~/lib/guarded-fetch.server";
import { aliexpressProductId, isAliExpressShopUrl } from "./aliexpress-url";
import { MarketplaceError, type AliExpressClient } from "./aliexpress-client.server";
import { readShopOffer } from "./shop-offer.server";
import { noProductNumberDetail } from "./marketplace.schema";

/** What one refresh read from a product's shop (decision 0022). */
export type ShopReading =
  | {
      kind: "offer";
      price: string;
      originalPrice: string | null;
      available: boolean;
      shipping: { country: DeliveryCountry; fee: string; minDays: number | null; maxDays: number | null }[];
      /** The barcode the marketplace gives (the chosen variant's, else the product's); null: none. */
      gtin: string | null;
    }
  | { kind: "unavailable"; detail: string }
  | { kind: "failed"; detail: string }
  | { kind: "no-markup"; detail: string };

export interface ReadableProduct {
  aliexpressUrl: string;
  marketplaceProductId: string | null;
  marketplaceSkuId: string | null;
}

const failed = (detail: string): ShopReading => ({ kind: "failed", detail });
const unavailable = (detail: string): ShopReading => ({ kind: "unavailable", detail });

/** An original price worth keeping: above the price (the marketplace repeats the price when there is none). */
const originalAbove = (price: string, original: string | null | undefined) =>
  original && Number(original) > Number(price) ? original : null;

/**
 * The AliExpress product as the Portuguese rider sees it (price in euros for Portugal), and delivery to each of the
 * five countries for the product's SKU. A product the API no longer returns, or a SKU no longer offered, is unavailable.
 */
async function readAliExpress(client: AliExpressClient, product: ReadableProduct): Promise<ShopReading> {
  const id = product.marketplaceProductId ?? aliexpressProductId(product.aliexpressUrl);
  if (!id) return failed(noProductNumberDetail);
  const detail = await client.productDetail(id, { country: "PT", language: "PT" });
  if (!detail) return unavailable("AliExpress returns no product with this number any more");
  const skuIds = product.marketplaceSkuId ? [product.marketplaceSkuId] : undefined;
  const shipping: Extract<ShopReading, { kind: "offer" }>["shipping"] = [];
  let price = detail.salePrice;
  let originalPrice = originalAbove(detail.salePrice, detail.originalPrice);
  let gtin = detail.gtin;
  for (const country of deliveryCountries) {
    const skus = await client.skuDetail(id, country, { skuIds, language: "PT" });
    const sku = skus && (skuIds ? skus.skus.find((s) => s.skuId === product.marketplaceSkuId) : skus.skus[0]);
    if (!sku) {
      if (skuIds && country === "PT") return unavailable("AliExpress no longer offers the chosen variant");
      continue;
    }
    if (country === "PT" && skuIds) {
      price = sku.salePrice;
      originalPrice = originalAbove(sku.salePrice, sku.price);
      gtin = sku.gtin ?? gtin;
    }
    if (sku.shippingFee !== null) {
      shipping.push({ country, fee: sku.shippingFee, minDays: sku.minDeliveryDays, maxDays: sku.maxDeliveryDays });
    }
  }
  return { kind: "offer", price, originalPrice, available: true, shipping, gtin };
}

/** Reads a product's current price from AliExpress's API or, for another shop, its page's schema.org markup. */
export async function readProductShop(
  product: ReadableProduct,
  { client, outgoing }: { client?: AliExpressClient; outgoing?: OutgoingAccess },
): Promise<ShopReading> {
  try {
    if (isAliExpressShopUrl(product.aliexpressUrl) || product.marketplaceProductId) {
      if (!client)
        return failed(
          "AliExpress sync is off: set ALIEXPRESS_APP_KEY, ALIEXPRESS_APP_SECRET and ALIEXPRESS_TRACKING_ID",
        );
      return await readAliExpress(client, product);
    }
    const offer = await readShopOffer(product.aliexpressUrl, outgoing);
    if (!offer.ok)
      return offer.reason === "no-markup" ? { kind: "no-markup", detail: offer.detail } : failed(offer.detail);
    if (offer.currency !== "EUR") return failed(`The shop's page gives its price in ${offer.currency}, not in euros`);
    return {
      kind: "offer",
      price: offer.price,
      originalPrice: null,
      available: offer.available ?? true,
      shipping: [],
      gtin: null,
    };
  } catch (error) {
    // The marketplace's own words reach the curator; anything else is a fault of ours and is thrown on.
    if (error instanceof MarketplaceError) return failed(error.message);
    throw error;
  }
}
