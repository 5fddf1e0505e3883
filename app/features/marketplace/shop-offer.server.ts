import { linkCheckUserAgent } from "~/features/link-health/index.server";
import { guardedFetch, OutgoingRequestError, type OutgoingAccess } from "~/lib/guarded-fetch.server";
import { parseOfferMarkup, type OfferMarkup } from "./offer-markup";

/** What a shop's page says of its price: the offer, or why there is none (words the curator reads). */
export type ShopOffer =
  ({ ok: true } & OfferMarkup) | { ok: false; reason: "no-markup" | "unreachable" | "http"; detail: string };

export interface ShopOfferOptions extends OutgoingAccess {
  /** For the whole exchange, redirects and body included. */
  timeoutMs?: number;
}

const noMarkupDetail = "No price markup on this page";

/** Product pages of big shops run to a megabyte of markup; past two, it is not a product page worth reading. */
const maxPageBytes = 2 * 1024 * 1024;

const headers = {
  // The same plain agent as the link checks: shops see one honest visitor, not a browser in disguise.
  "User-Agent": linkCheckUserAgent,
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  // The storefront is Portuguese and prices in euros: a shop that picks the currency by language picks EUR.
  "Accept-Language": "pt-PT,pt;q=0.9,en;q=0.8",
  // guardedFetch hands over the bytes as they came: no compressed answer.
  "Accept-Encoding": "identity",
};

function failureDetail(error: unknown) {
  if (!(error instanceof OutgoingRequestError)) return "The shop's page could not be reached";
  if (error.kind === "timeout") return "The shop's page did not answer in time";
  if (error.kind === "tooLarge") return "The shop's page is larger than 2 MB";
  if (error.kind === "invalid") return "Not an http(s) link without a user name or password";
  return error.message;
}

/** The body as text in the charset the answer names (UTF-8 when it names none, or one Node does not know). */
function pageText(body: Buffer, contentType: string | undefined) {
  const charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? "")?.[1];
  try {
    return new TextDecoder(charset ?? "utf-8").decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}

/**
 * Reads the price, currency and availability a shop's page (not AliExpress: official stores and others) gives
 * in its schema.org markup. Never throws: a page that does not answer, answers an error or has no markup says so.
 */
export async function readShopOffer(url: string, options: ShopOfferOptions = {}): Promise<ShopOffer> {
  const { timeoutMs = 15_000, ...access } = options;
  let answer;
  try {
    answer = await guardedFetch(url.trim(), { ...access, method: "GET", headers, maxBytes: maxPageBytes, timeoutMs });
  } catch (error) {
    return { ok: false, reason: "unreachable", detail: failureDetail(error) };
  }
  if (answer.status < 200 || answer.status > 299) {
    return { ok: false, reason: "http", detail: `The shop's page answered HTTP ${answer.status}` };
  }
  const offer = parseOfferMarkup(pageText(answer.body, answer.headers["content-type"]));
  return offer ? { ok: true, ...offer } : { ok: false, reason: "no-markup", detail: noMarkupDetail };
}
