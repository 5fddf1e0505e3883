import { createHmac } from "node:crypto";
import { DomainError } from "~/lib/errors";
import { guardedFetch, OutgoingRequestError, type OutgoingAccess } from "~/lib/guarded-fetch.server";

/**
 * The AliExpress Affiliate Open API (decision 0022): every call a signed POST to the `/sync` gateway, through the
 * guarded fetcher. Rate limits, 5xx and silence are retried with growing, jittered waits; a signature or parameter
 * error is not (it would fail again) and reaches the curator in the marketplace's own words. The app secret signs
 * and is never sent, logged or put in an error.
 */
export const defaultAliExpressApiUrl = "https://api-sg.aliexpress.com/sync";

export interface AliExpressConfig {
  appKey: string;
  appSecret: string;
  trackingId: string;
  apiUrl: string;
}

export interface AliExpressClientOptions {
  outgoing?: OutgoingAccess;
  /** One HTTP exchange (15 s unless said). */
  timeoutMs?: number;
  /** Tries after the first on a rate limit, a 5xx or no answer (3 unless said). */
  retries?: number;
  /** The first wait before a retry, doubled each time, with jitter (1 s unless said). */
  backoffMs?: number;
}

/**
 * Refused: the marketplace said no (signature, parameter, or another answer that would be the same next time), 502.
 * Unavailable: rate-limited, failing or silent through every retry, 503. Malformed: not the documented JSON, 502.
 */
export class MarketplaceError extends DomainError {
  constructor(
    readonly kind: "refused" | "unavailable" | "malformed",
    message: string,
    readonly code?: string,
  ) {
    super(message, kind === "unavailable" ? 503 : 502);
  }
}

/**
 * HMAC-SHA256 of every parameter but `sign`, sorted by name (ASCII), each name then value, keyed with the app
 * secret, upper-case hex. `/rest` system APIs put their path first; `/sync` business methods pass ""
 * (their `method` is an ordinary sorted parameter). Empty values are not sent, so they are not signed either.
 */
export function signParameters(params: Record<string, string>, secret: string, pathPrefix = "") {
  const base = Object.keys(params)
    .filter((key) => key !== "sign")
    .sort()
    .map((key) => key + params[key])
    .join("");
  return createHmac("sha256", secret)
    .update(pathPrefix + base)
    .digest("hex")
    .toUpperCase();
}

/** Codes that say "not now", per the gateway's error list: worth another try after a wait. */
const rateLimitCodes =
  /^(7|ApiCallLimit|AppCallLimit|isp\.call-limited|accesscontrol\.limited.*|SYSTEM_BUSY|isp\..*-service-unavailable|isp\.remote-service-timeout)$/i;

type Answer = Record<string, unknown>;
const isObject = (value: unknown): value is Answer =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A list the gateway may give bare (`simplify=true`) or wrapped in an object of one list (`{ product: [...] }`). */
function listOf(value: unknown): Answer[] {
  if (Array.isArray(value)) return value.filter(isObject);
  if (isObject(value)) {
    const inner = Object.values(value).find(Array.isArray);
    if (inner) return inner.filter(isObject);
  }
  return [];
}

/** A list of strings, bare or wrapped (`{ string: [...] }`). */
function stringsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : isObject(value) ? Object.values(value).find(Array.isArray) : undefined;
  return (list ?? []).filter((v): v is string => typeof v === "string" && v.length > 0);
}

const text = (value: unknown) => (value === undefined || value === null ? "" : String(value));
/** A price as the API gives it ("27.9", "€27,90", 27.9) as euros with two decimals, or null. */
function amount(value: unknown): string | null {
  const cleaned = text(value)
    .replace(/[^\d.,]/g, "")
    .replace(/,(?=\d{1,2}$)/, ".")
    .replace(/,/g, "");
  if (!cleaned || Number.isNaN(Number(cleaned))) return null;
  return Number(cleaned).toFixed(2);
}
const days = (value: unknown) => (text(value) && Number.isFinite(Number(value)) ? Math.round(Number(value)) : null);

export interface AliExpressProduct {
  productId: string;
  title: string;
  detailUrl: string;
  mainImageUrl: string;
  imageUrls: string[];
  salePrice: string;
  originalPrice: string | null;
  currency: string;
  promotionLink: string | null;
  shopName: string | null;
}

export interface AliExpressSku {
  skuId: string;
  color: string;
  size: string;
  /** Price before and after the seller's discount, tax included for the country asked about. */
  price: string | null;
  salePrice: string;
  shippingFee: string | null;
  minDeliveryDays: number | null;
  maxDeliveryDays: number | null;
  available: boolean;
}

export type AliExpressClient = ReturnType<typeof createAliExpressClient>;

export function createAliExpressClient(config: AliExpressConfig, options: AliExpressClientOptions = {}) {
  const { timeoutMs = 15_000, retries = 3, backoffMs = 1000 } = options;
  const wait = (attempt: number) =>
    new Promise((resolve) => setTimeout(resolve, backoffMs * 2 ** attempt * (0.75 + Math.random() / 2)));

  /** One exchange: the method's `result`, null for "no results", or a MarketplaceError saying whether to try again. */
  async function exchange(method: string, business: Record<string, string | undefined>) {
    const params: Record<string, string> = {
      app_key: config.appKey,
      method,
      sign_method: "sha256",
      timestamp: String(Date.now()),
      format: "json",
      v: "2.0",
      simplify: "true",
    };
    for (const [key, value] of Object.entries(business)) if (value) params[key] = value;
    params.sign = signParameters(params, config.appSecret);
    let status: number;
    let body: string;
    try {
      const response = await guardedFetch(config.apiUrl, {
        ...options.outgoing,
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded;charset=utf-8", Accept: "application/json" },
        body: new URLSearchParams(params).toString(),
        maxBytes: 4 * 1024 * 1024,
        maxRedirects: 0,
        timeoutMs,
      });
      status = response.status;
      body = response.body.toString("utf8");
    } catch (error) {
      if (error instanceof OutgoingRequestError) {
        return {
          retry: true,
          error: new MarketplaceError("unavailable", `AliExpress did not answer: ${error.message}`),
        };
      }
      throw error;
    }
    if (status === 429 || status >= 500) {
      return { retry: true, error: new MarketplaceError("unavailable", `AliExpress answered HTTP ${status}`) };
    }
    let answer: unknown;
    try {
      answer = JSON.parse(body);
    } catch {
      return {
        retry: false,
        error: new MarketplaceError("malformed", `AliExpress's answer was not JSON (HTTP ${status})`),
      };
    }
    if (!isObject(answer))
      return { retry: false, error: new MarketplaceError("malformed", "AliExpress's answer was not an object") };
    if (isObject(answer.error_response)) {
      const { code, msg, sub_code, sub_msg } = answer.error_response;
      const sub = [text(sub_code), text(sub_msg)].filter(Boolean).join(": ");
      const said = [text(code), text(msg)].filter(Boolean).join(": ") + (sub ? ` (${sub})` : "");
      const retry = rateLimitCodes.test(text(code)) || rateLimitCodes.test(text(sub_code));
      return {
        retry,
        error: new MarketplaceError(retry ? "unavailable" : "refused", `AliExpress refused: ${said}`, text(code)),
      };
    }
    const wrapper = answer[`${method.replaceAll(".", "_")}_response`];
    const result = isObject(wrapper) && isObject(wrapper.resp_result) ? wrapper.resp_result : undefined;
    if (!result)
      return {
        retry: false,
        error: new MarketplaceError("malformed", `AliExpress's answer to ${method} had no result`),
      };
    const code = Number(result.resp_code);
    if (code === 405) return { retry: false, result: null };
    if (code !== 200) {
      return {
        retry: false,
        error: new MarketplaceError(
          "refused",
          `AliExpress refused: ${code} ${text(result.resp_msg)}`.trim(),
          String(code),
        ),
      };
    }
    return { retry: false, result: isObject(result.result) ? result.result : {} };
  }

  /** A method's `result` (null: "no results"), retried while the marketplace says "not now". */
  async function call(method: string, business: Record<string, string | undefined> = {}): Promise<Answer | null> {
    for (let attempt = 0; ; attempt++) {
      const outcome = await exchange(method, business);
      if (!outcome.error) return outcome.result ?? null;
      if (!outcome.retry || attempt >= retries) throw outcome.error;
      await wait(attempt);
    }
  }

  return {
    call,

    /** One product as sold to `country`, in euros and `language`; null when AliExpress returns none. */
    async productDetail(productId: string, { country, language }: { country: string; language: string }) {
      const result = await call("aliexpress.affiliate.productdetail.get", {
        product_ids: productId,
        target_currency: "EUR",
        target_language: language,
        country,
        tracking_id: config.trackingId,
      });
      const product = listOf(result?.products).find((p) => text(p.product_id) === productId);
      const salePrice = product && (amount(product.target_sale_price) ?? amount(product.sale_price));
      if (!product || !salePrice) return null;
      return {
        productId,
        title: text(product.product_title).trim(),
        detailUrl: text(product.product_detail_url),
        mainImageUrl: text(product.product_main_image_url),
        imageUrls: stringsOf(product.product_small_image_urls),
        salePrice,
        originalPrice: amount(product.target_original_price) ?? amount(product.original_price),
        currency: text(product.target_sale_price_currency) || "EUR",
        promotionLink: text(product.promotion_link) || null,
        shopName: text(product.shop_name) || null,
      } satisfies AliExpressProduct;
    },

    /** The product's SKUs (`skuIds`: only those) as delivered to `shipToCountry`, with shipping; null: none. */
    async skuDetail(
      productId: string,
      shipToCountry: string,
      { skuIds, language }: { skuIds?: string[]; language: string },
    ) {
      const result = await call("aliexpress.affiliate.product.sku.detail.get", {
        product_id: productId,
        ship_to_country: shipToCountry,
        target_currency: "EUR",
        target_language: language,
        sku_ids: skuIds?.join(","),
        need_deliver_info: "Yes",
      });
      const skus = listOf(result?.ae_item_sku_info).flatMap((sku): AliExpressSku[] => {
        const salePrice = amount(sku.sale_price_with_tax) ?? amount(sku.sale_price);
        if (!salePrice) return [];
        return [
          {
            skuId: text(sku.sku_id),
            color: text(sku.color).trim(),
            size: text(sku.size).trim(),
            price: amount(sku.price_with_tax) ?? amount(sku.price),
            salePrice,
            shippingFee: amount(sku.shipping_fees),
            minDeliveryDays: days(sku.min_delivery_days),
            maxDeliveryDays: days(sku.max_delivery_days) ?? days(sku.delivery_days),
            available: text(sku.sku_available ?? "true") !== "false",
          },
        ];
      });
      return skus.length ? { skus } : null;
    },

    /** The tracked link to `sourceUrl` for the site's tracking id. */
    async generateLink(sourceUrl: string) {
      const result = await call("aliexpress.affiliate.link.generate", {
        promotion_link_type: "0",
        source_values: sourceUrl,
        tracking_id: config.trackingId,
      });
      const link = listOf(result?.promotion_links)
        .map((l) => text(l.promotion_link))
        .find(Boolean);
      if (!link) throw new MarketplaceError("refused", "AliExpress made no tracked link for this product");
      return link;
    },
  };
}
