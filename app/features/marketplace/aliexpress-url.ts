/**
 * AliExpress product addresses, for the browser and the server: pure, imports nothing of the app.
 *
 * Short links (`a.aliexpress.com/_xyz`) and affiliate links (`s.click.aliexpress.com/e/_xxx`) name no product:
 * only following their redirect would tell which, so offline they give no id (the curator pastes the product's
 * own address, or the marketplace's API resolves it).
 */

/** The domains AliExpress serves products from: the global site and its country subdomains, the US and Russia. */
const aliexpressHost = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*aliexpress\.(?:com|us|ru)$/;

/** Ids run from the old 8-digit ones to today's 16 (1005…); they exceed 2^53, so they stay strings. */
const productIdPattern = /^\d{8,20}$/;

/** `/item/{id}.html`, `/i/{id}.html`, an old `/item/{slug}/{id}.html`, optionally under a language prefix. */
const itemPath = /^\/(?:[a-z]{2}(?:[-_][a-z]{2})?\/)?(?:item|i)\/(?:[^/]+\/)?(\d+)\.html?\/?$/i;
/** An old store page of one product: `/store/product/{slug}/{storeId}_{id}.html`. */
const storeProductPath = /^\/store\/product\/[^/]+\/\d+_(\d+)\.html?$/i;

/** Query parameters that carry the product's id (the app's detail page, some share links). */
const idParameters = ["productId", "productIds"];
/** Query parameters of deep and share links that carry the product's address itself. */
const addressParameters = ["dl_target_url", "redirectUrl", "url"];

/** A URL of an http(s) address, without user name or password (nothing a pasted product address has). */
function webAddress(input: string): URL | null {
  const url = URL.canParse(input) ? new URL(input) : null;
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.password) return null;
  return url;
}

function isAliExpressHost(url: URL) {
  return aliexpressHost.test(url.hostname.toLowerCase().replace(/\.$/, ""));
}

const validId = (id: string | undefined | null) => (id && productIdPattern.test(id) ? id : null);

function idFromUrl(url: URL, depth: number): string | null {
  if (!isAliExpressHost(url)) return null;
  const path = url.pathname.match(itemPath) ?? url.pathname.match(storeProductPath);
  if (path) return validId(path[1]);
  for (const name of idParameters) {
    const value = url.searchParams.get(name);
    // `productIds` may list several: the first is the one the link is about.
    if (value) return validId(value.split(",")[0]?.trim());
  }
  // A deep link names the product's address in a parameter: judged like the address itself, once.
  if (depth > 0) return null;
  for (const name of addressParameters) {
    const value = url.searchParams.get(name);
    const inner = value ? webAddress(value.trim()) : null;
    if (inner) return idFromUrl(inner, depth + 1);
  }
  return null;
}

/**
 * The product id in an AliExpress product address, or a bare id; null for anything else, including short and
 * affiliate links (see above) and addresses of other hosts. An address pasted without its scheme is read as https.
 */
export function aliexpressProductId(input: string): string | null {
  const text = input.trim();
  if (productIdPattern.test(text)) return text;
  // "www.aliexpress.com/item/…" as copied from some apps; any other scheme than http(s) is refused below.
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  const url = webAddress(withScheme);
  return url ? idFromUrl(url, 0) : null;
}

/** The product's canonical page on the global site; `id` as `aliexpressProductId` returns it. */
export function aliexpressProductUrl(id: string): string {
  return `https://www.aliexpress.com/item/${id}.html`;
}

/** Whether a shop link is AliExpress's (a product page, a short link or an affiliate link), read by its host. */
export function isAliExpressShopUrl(url: string): boolean {
  const address = webAddress(url.trim());
  return address !== null && isAliExpressHost(address);
}
