import { createHmac } from "node:crypto";
import { DomainError } from "~/lib/errors";
import { guardedFetch, OutgoingRequestError, type OutgoingAccess } from "~/lib/guarded-fetch.server";
import { amount, days, isObject, listOf, propertiesOf, stringsOf, text, type Answer } from "./aliexpress-answer.server";
import { gtinOf } from "~/lib/gtin";

/**
 * The AliExpress Affiliate Open API (docs/decisions/0022-marketplace-sync.md): every call a signed POST to the `/sync`
 * gateway, through the guarded fetcher. Rate limits, 5xx and silence are retried with growing, jittered waits; a
 * signature or parameter error is not (it would fail again) and reaches the curator in the marketplace's own words.
 * The app secret signs and is never sent, logged or put in an error; neither is a request's signature.
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
  /** The clock requests are dated by: the gateway refuses a timestamp more than 7,200 s off. */
  now?: () => Date;
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

/**
 * Codes that say "not now": the gateway's `ApiCallLimit`, the older platform's code 7 "App Call Limited" and its
 * `accesscontrol.limited-by-*` sub-codes, and the "service unavailable / timed out" ones. Worth another try after a wait.
 */
const notNow =
  /^(7|10|ApiCallLimits?|AppCallLimit|SYSTEM_BUSY|isp\.call-limited|accesscontrol\.limited-by-.+|isp\..*-service-unavailable|isp\..*-timeout)$/i;
/** A ban announced for longer than this ("This ban will last for N more seconds") is not waited out. */
const longestBanWaitedSeconds = 60;

/** A result (null: "no results"), or an error and whether it is worth another try (not before `waitMs`). */
type Outcome = { result: Answer | null } | { error: MarketplaceError; retry: boolean; waitMs?: number };
type Scrub = (said: unknown) => string;

const refused = (message: string, code?: string): Outcome => ({
  retry: false,
  error: new MarketplaceError("refused", message, code || undefined),
});
const malformed = (message: string): Outcome => ({ retry: false, error: new MarketplaceError("malformed", message) });

/** `error_response { code, msg, sub_code, sub_msg }` (or the bare `{ code, message }` form) in its own words. */
function gatewayError(said: Answer, scrub: Scrub): Outcome {
  const code = scrub(said.code);
  const msg = scrub(said.msg ?? said.message);
  const subCode = scrub(said.sub_code);
  const subMsg = scrub(said.sub_msg);
  // "No query results" comes as a code 405 or as a sub-code 405 under a remote-service error (code 15).
  if (code === "405" || subCode === "405" || /no query result/i.test(`${msg} ${subMsg}`)) return { result: null };
  const sub = [subCode, subMsg].filter(Boolean).join(": ");
  const words = [code, msg].filter(Boolean).join(": ") + (sub ? ` (${sub})` : "");
  if (!notNow.test(code) && !notNow.test(subCode)) return refused(`AliExpress refused: ${words}`, code);
  const ban = Number(/ban will last (?:for )?(\d+)/i.exec(`${msg} ${subMsg}`)?.[1] ?? 0);
  return {
    retry: ban <= longestBanWaitedSeconds,
    waitMs: ban * 1000,
    error: new MarketplaceError("unavailable", `AliExpress is unavailable: ${words}`, code || undefined),
  };
}

/**
 * A method's answer: `<method_with_underscores>_response` holding `resp_result { resp_code, resp_msg, result }` (most
 * affiliate methods) or `result { result, code, success }` (product.sku.detail.get). 405 is "no results": null.
 */
function readAnswer(method: string, answer: Answer, scrub: Scrub): Outcome {
  if (isObject(answer.error_response)) return gatewayError(answer.error_response, scrub);
  const wrapper = answer[`${method.replaceAll(".", "_")}_response`];
  if (!isObject(wrapper)) {
    if (text(answer.code) && text(answer.code) !== "0") return gatewayError(answer, scrub);
    return malformed(`AliExpress's answer to ${method} had no result`);
  }
  if (isObject(wrapper.resp_result)) {
    const { resp_code, resp_msg, result } = wrapper.resp_result;
    const code = scrub(resp_code);
    if (code === "200") return { result: isObject(result) ? result : {} };
    if (code === "405") return { result: null };
    return refused(`AliExpress refused: ${[code, scrub(resp_msg)].filter(Boolean).join(": ")}`, code);
  }
  if (isObject(wrapper.result)) {
    const { result, code, success } = wrapper.result;
    const said = scrub(code);
    if (said === "405") return { result: null };
    const ok = (!said || said === "0" || said === "200") && text(success) !== "false";
    if (ok && isObject(result)) return { result };
    if (ok) return malformed(`AliExpress's answer to ${method} had no result`);
    const msg = scrub(wrapper.result.msg ?? wrapper.result.message);
    return refused(`AliExpress refused: ${[said, msg].filter(Boolean).join(": ")}`, said);
  }
  return malformed(`AliExpress's answer to ${method} had no result`);
}

export type AliExpressParams = Record<string, string | number | boolean | null | undefined>;

export interface AliExpressProduct {
  productId: string;
  title: string;
  detailUrl: string;
  mainImageUrl: string;
  /** The other pictures (the main one left out). */
  imageUrls: string[];
  /** In `currency`, tax included for the country asked about. */
  salePrice: string;
  originalPrice: string | null;
  currency: string;
  promotionLink: string | null;
  shopName: string | null;
  shopUrl: string | null;
  /** The barcode (`ean_code`) when it is a valid GTIN; sellers often leave it empty or write anything. */
  gtin: string | null;
}

export interface AliExpressSku {
  skuId: string;
  color: string;
  size: string;
  /** The SKU's attributes by name, e.g. { Color: "Smoke" }. */
  properties: Record<string, string>;
  /** Price before and after the seller's discount, tax included for the country asked about. */
  price: string | null;
  salePrice: string;
  currency: string;
  shippingFee: string | null;
  minDeliveryDays: number | null;
  maxDeliveryDays: number | null;
  shipFromCountry: string | null;
  /** AliExpress has no stock field: a SKU it returns for a country is offered there. */
  available: boolean;
  /** The variant's own barcode (`ean_code`), when valid. */
  gtin: string | null;
}

export interface AliExpressSkuDetail {
  item: {
    productId: string;
    title: string;
    originalLink: string | null;
    imageUrl: string | null;
    storeName: string | null;
  };
  skus: AliExpressSku[];
}

export type AliExpressClient = ReturnType<typeof createAliExpressClient>;

/** Every price is asked for in euros. */
const currency = "EUR";

export function createAliExpressClient(config: AliExpressConfig, options: AliExpressClientOptions = {}) {
  const { timeoutMs = 15_000, retries = 3, backoffMs = 1000, now = () => new Date() } = options;
  const wait = (attempt: number, atLeastMs = 0) =>
    new Promise((resolve) =>
      setTimeout(resolve, Math.max(atLeastMs, backoffMs * 2 ** attempt * (0.5 + Math.random()))),
    );

  /** One exchange: the method's `result`, null for "no results", or a MarketplaceError saying whether to try again. */
  async function exchange(method: string, business: AliExpressParams): Promise<Outcome> {
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(business)) {
      if (value !== undefined && value !== null && value !== "") params[key] = String(value);
    }
    // The system parameters last, so a business parameter cannot replace them.
    Object.assign(params, {
      app_key: config.appKey,
      method,
      sign_method: "sha256",
      timestamp: String(now().getTime()),
      format: "json",
      v: "2.0",
    });
    const sign = signParameters(params, config.appSecret);
    // What the marketplace says is shown to the curator: never with the secret or this request's signature in it.
    const scrub: Scrub = (said) =>
      [config.appSecret, sign].reduce((told, hidden) => told.replaceAll(hidden, "[hidden]"), text(said).trim());
    let status: number;
    let body: string;
    try {
      const response = await guardedFetch(config.apiUrl, {
        ...options.outgoing,
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded;charset=utf-8", Accept: "application/json" },
        body: new URLSearchParams({ ...params, sign }).toString(),
        maxBytes: 2 * 1024 * 1024,
        maxRedirects: 0,
        timeoutMs,
      });
      status = response.status;
      body = response.body.toString("utf8");
    } catch (error) {
      if (!(error instanceof OutgoingRequestError)) throw error;
      if (error.kind === "tooLarge") return malformed(`AliExpress's answer could not be read: ${error.message}`);
      return {
        retry: error.kind === "timeout" || error.kind === "unreachable",
        error: new MarketplaceError("unavailable", `AliExpress did not answer: ${error.message}`),
      };
    }
    if (status === 429 || status >= 500) {
      return { retry: true, error: new MarketplaceError("unavailable", `AliExpress answered HTTP ${status}`) };
    }
    let answer: unknown;
    try {
      answer = JSON.parse(body);
    } catch {
      return malformed(`AliExpress's answer was not JSON (HTTP ${status})`);
    }
    if (!isObject(answer)) return malformed("AliExpress's answer was not a JSON object");
    return readAnswer(method, answer, scrub);
  }

  /** A method's `result` (null: "no results"), retried while the marketplace says "not now". */
  async function call(method: string, params: AliExpressParams = {}): Promise<Answer | null> {
    for (let attempt = 0; ; attempt++) {
      const outcome = await exchange(method, params);
      if (!("error" in outcome)) return outcome.result;
      if (!outcome.retry || attempt >= retries) throw outcome.error;
      await wait(attempt, outcome.waitMs);
    }
  }

  /** A price in euros: the target-currency field, else the plain one when it is in euros already. */
  function euros(product: Answer, field: "sale_price" | "original_price") {
    const target = amount(product[`target_${field}`]);
    const targetCurrency = text(product[`target_${field}_currency`]).toUpperCase() || currency;
    if (target && targetCurrency === currency) return target;
    const own = amount(product[field]);
    return own && text(product[`${field}_currency`]).toUpperCase() === currency ? own : null;
  }

  return {
    call,

    /** One product as sold to `country`, in euros and `language`; null when AliExpress returns none. */
    async productDetail(
      productId: string,
      { country, language }: { country: string; language: string },
    ): Promise<AliExpressProduct | null> {
      const result = await call("aliexpress.affiliate.productdetail.get", {
        product_ids: productId,
        target_currency: currency,
        target_language: language,
        country,
        tracking_id: config.trackingId,
      });
      const product = listOf(result?.products).find((p) => text(p.product_id) === productId);
      if (!product) return null;
      const salePrice = euros(product, "sale_price");
      if (!salePrice) throw new MarketplaceError("malformed", `AliExpress gave no price in euros for ${productId}`);
      const mainImageUrl = text(product.product_main_image_url);
      return {
        productId,
        title: text(product.product_title).trim(),
        detailUrl: text(product.product_detail_url),
        mainImageUrl,
        imageUrls: stringsOf(product.product_small_image_urls).filter((url) => url !== mainImageUrl),
        salePrice,
        originalPrice: euros(product, "original_price"),
        currency,
        promotionLink: text(product.promotion_link) || null,
        shopName: text(product.shop_name) || null,
        shopUrl: text(product.shop_url) || null,
        gtin: gtinOf(text(product.ean_code)),
      };
    },

    /** The product's SKUs (`skuIds`: only those) as delivered to `shipToCountry`, with shipping; null: none. */
    async skuDetail(
      productId: string,
      shipToCountry: string,
      { skuIds, language }: { skuIds?: string[]; language: string },
    ): Promise<AliExpressSkuDetail | null> {
      const result = await call("aliexpress.affiliate.product.sku.detail.get", {
        product_id: productId,
        ship_to_country: shipToCountry,
        target_currency: currency,
        target_language: language,
        sku_ids: skuIds?.join(","),
        need_deliver_info: "Yes",
      });
      const skus = listOf(result?.ae_item_sku_info).flatMap((sku): AliExpressSku[] => {
        const skuId = text(sku.sku_id);
        const salePrice = amount(sku.sale_price_with_tax);
        if (!skuId || !salePrice || (skuIds && !skuIds.includes(skuId))) return [];
        const skuCurrency = text(sku.currency).toUpperCase() || currency;
        if (skuCurrency !== currency) {
          throw new MarketplaceError("malformed", `AliExpress gave ${productId}'s prices in ${skuCurrency}, not euros`);
        }
        return [
          {
            skuId,
            color: text(sku.color).trim(),
            size: text(sku.size).trim(),
            properties: propertiesOf(sku.sku_properties),
            price: amount(sku.price_with_tax),
            salePrice,
            currency,
            shippingFee: amount(sku.shipping_fees),
            minDeliveryDays: days(sku.min_delivery_days),
            maxDeliveryDays: days(sku.max_delivery_days) ?? days(sku.delivery_days),
            shipFromCountry: text(sku.ship_from_country) || null,
            available: true,
            gtin: gtinOf(text(sku.ean_code)),
          },
        ];
      });
      if (!skus.length) return null;
      const info = isObject(result?.ae_item_info) ? result.ae_item_info : {};
      return {
        item: {
          productId: text(info.product_id) || productId,
          title: text(info.title).trim(),
          originalLink: text(info.original_link) || null,
          imageUrl: text(info.image_link) || null,
          storeName: text(info.store_name) || null,
        },
        skus,
      };
    },

    /**
     * Tracked links to several addresses for one tracking id (a language's, decision 0023): source address → its
     * promotion link; an address AliExpress made none for is left out.
     */
    async promotionLinks(sourceUrls: string[], trackingId: string) {
      const result = await call("aliexpress.affiliate.link.generate", {
        promotion_link_type: 0,
        source_values: sourceUrls.join(","),
        tracking_id: trackingId,
      });
      const links = new Map<string, string>();
      for (const link of listOf(result?.promotion_links)) {
        if (text(link.source_value) && text(link.promotion_link))
          links.set(text(link.source_value), text(link.promotion_link));
      }
      return links;
    },

    /** The tracked link to `sourceUrl` for the site's tracking id. */
    async generateLink(sourceUrl: string) {
      const result = await call("aliexpress.affiliate.link.generate", {
        promotion_link_type: 0,
        source_values: sourceUrl,
        tracking_id: config.trackingId,
      });
      const links = listOf(result?.promotion_links);
      const made = links.find((l) => text(l.source_value) === sourceUrl && text(l.promotion_link)) ?? links[0];
      const link = text(made?.promotion_link);
      if (link) return link;
      const why = text(made?.message);
      throw new MarketplaceError("refused", `AliExpress made no tracked link for this address${why ? `: ${why}` : ""}`);
    },
  };
}
