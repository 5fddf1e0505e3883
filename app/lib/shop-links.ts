/**
 * Shop links, pure (decision 0023): the name of the shop a link leads to, for the buy button, and Awin's click
 * reference, added at /go time. Imports nothing of the app.
 */

/** Hosts of shops we know by name (the host itself or any of its subdomains). */
const knownShops: [host: RegExp, name: string][] = [
  [/(^|\.)aliexpress\.(com|us|ru)$/, "AliExpress"],
  [/(^|\.)store\.dji\.com$/, "DJI Store"],
  [/(^|\.)dji\.com$/, "DJI"],
  [/(^|\.)store\.insta360\.com$/, "Insta360 Store"],
  [/(^|\.)insta360\.com$/, "Insta360"],
  [/(^|\.)gopro\.com$/, "GoPro"],
  [/(^|\.)sena\.com$/, "Sena"],
  [/(^|\.)cardosystems\.com$/, "Cardo"],
  [/(^|\.)amazon\.(com|co\.uk|de|es|fr|it|nl|pt|com\.be)$/, "Amazon"],
  [/(^|\.)amzn\.(to|eu)$/, "Amazon"],
  [/(^|\.)ebay\.(com|co\.uk|de|es|fr|it|nl|pt)$/, "eBay"],
  [/(^|\.)fnac\.(pt|es|fr|com)$/, "Fnac"],
  [/(^|\.)worten\.(pt|es)$/, "Worten"],
  [/(^|\.)motardinn\.com$/, "Motardinn"],
  [/(^|\.)fc-moto\.de$/, "FC-Moto"],
  [/(^|\.)louis\.(de|eu|at|ch)$/, "Louis"],
  [/(^|\.)revzilla\.com$/, "RevZilla"],
];

/** Awin advertisers by their id (`awinmid`), for links that do not name their destination (`ued`). */
const awinAdvertisers: Record<string, string> = { "7327": "DJI Store" };

function webUrl(link: string): URL | null {
  const url = URL.canParse(link.trim()) ? new URL(link.trim()) : null;
  return url && (url.protocol === "https:" || url.protocol === "http:") ? url : null;
}

/**
 * An absolute http(s) address with nothing around it: the links a click can go to and a check can fetch ('#', a
 * relative path and malformed ones are the validation centre's to report).
 */
export const isWebLink = (url: string | null): url is string =>
  url !== null && /^https?:\/\/\S+$/i.test(url) && URL.canParse(url);

/** An Awin tracking link (`awin1.com/cread.php?awinmid=…`, or the older `awclick.php`). */
export function isAwinLink(link: string): boolean {
  const url = webUrl(link);
  return url !== null && /(^|\.)awin1\.com$/i.test(url.hostname) && /^\/(cread|awclick)\.php$/i.test(url.pathname);
}

const hostName = (url: URL) =>
  url.hostname
    .toLowerCase()
    .replace(/^www\./, "")
    .replace(/\.$/, "");

/**
 * The shop a link leads to, as a rider knows it: a known shop's name ("AliExpress", "DJI Store"), else the address's
 * host without "www.". An Awin link names the shop it forwards to (`ued`), or its advertiser when we know it. Null
 * for what is not a web link.
 */
export function shopName(link: string): string | null {
  const url = webUrl(link);
  if (!url) return null;
  if (isAwinLink(link)) {
    const destination = url.searchParams.get("ued");
    const named = destination && !isAwinLink(destination) ? shopName(destination) : null;
    return named ?? awinAdvertisers[url.searchParams.get("awinmid") ?? ""] ?? "Awin";
  }
  const host = hostName(url);
  return knownShops.find(([pattern]) => pattern.test(host))?.[1] ?? host;
}

/**
 * An Awin link carrying `clickRef` as its `clickref` (one already there is replaced); everything else in the link is
 * kept byte for byte (its `ued` stays encoded as it was). Any other link comes back as it is.
 */
export function withClickRef(link: string, clickRef: string): string {
  if (!isAwinLink(link)) return link;
  const hashAt = link.indexOf("#");
  const [beforeHash, hash] = hashAt < 0 ? [link, ""] : [link.slice(0, hashAt), link.slice(hashAt)];
  const queryAt = beforeHash.indexOf("?");
  const [base, query] = queryAt < 0 ? [beforeHash, ""] : [beforeHash.slice(0, queryAt), beforeHash.slice(queryAt + 1)];
  const kept = query.split("&").filter((part) => part && !/^clickref=/i.test(part));
  return `${base}?${[...kept, `clickref=${encodeURIComponent(clickRef)}`].join("&")}${hash}`;
}
