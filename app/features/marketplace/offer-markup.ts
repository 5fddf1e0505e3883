import { tags } from "./html-tags";
import { microdataItems } from "./microdata";

/**
 * A shop page's price from its schema.org `Product`/`Offer` markup (JSON-LD and microdata): what search engines
 * read, so official stores (DJI, Insta360, …) keep it right. Pure: the page's HTML in, the offer out.
 */
export interface OfferMarkup {
  /** Two decimals, a dot: "349.00". */
  price: string;
  /** ISO 4217, upper case. */
  currency: string;
  /** null when the markup does not say. */
  available: boolean | null;
}

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (value === undefined || value === null ? [] : [value].flat());
const firstOf = (value: unknown) => list(value)[0];

/** `@type` names without their vocabulary: "https://schema.org/Product", "schema:Product" → "Product". */
const typesOf = (node: Node) =>
  list(node["@type"])
    .filter((type): type is string => typeof type === "string")
    .map((type) => type.trim().replace(/^.*[/:#]/, ""));

const productTypes = new Set(["Product", "ProductGroup", "ProductModel", "IndividualProduct", "SomeProducts"]);
const offerTypes = new Set(["Offer", "AggregateOffer"]);
/** Prices a specification marks as not the one to pay (the struck-through or list price). */
const notThePrice = /(ListPrice|StrikethroughPrice|MSRP|SRP|InvoicePrice|MinimumAdvertisedPrice)$/i;

/** Availability values (schema.org's ItemAvailability, however spelled) and whether one can buy. */
const availabilities: Record<string, boolean> = {
  instock: true,
  instoreonly: true,
  onlineonly: true,
  limitedavailability: true,
  preorder: true,
  presale: true,
  backorder: true,
  madetoorder: true,
  outofstock: false,
  soldout: false,
  discontinued: false,
  reserved: false,
};

function availabilityOf(value: unknown): boolean | null {
  const text = firstOf(value);
  if (typeof text !== "string") return null;
  const key = text
    .trim()
    .replace(/^.*[/:#]/, "")
    .replace(/[\s_-]/g, "")
    .toLowerCase();
  return availabilities[key] ?? null;
}

const currencySymbols: Record<string, string> = { "€": "EUR", "£": "GBP" };

function currencyOf(value: unknown): string | null {
  const text = firstOf(value);
  if (typeof text !== "string") return null;
  const code = text.trim();
  if (currencySymbols[code]) return currencySymbols[code];
  return /^[a-z]{3}$/i.test(code) ? code.toUpperCase() : null;
}

/** "349.5" → "349.50", rounding half up on the third decimal, in exact decimal (no binary float). */
function twoDecimals(integer: string, fraction: string): string | null {
  // A price past a billion is a misread number, not a price.
  if (integer.replace(/^0+/, "").length > 9) return null;
  const cents =
    BigInt(`${integer || "0"}${fraction.padEnd(2, "0").slice(0, 2)}`) + ((fraction[2] ?? "0") >= "5" ? 1n : 0n);
  if (cents <= 0n) return null;
  const digits = cents.toString().padStart(3, "0");
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * A price as shops write it: a JSON number, "349", "349.00", "1,299.00", "1.299,00", "1 299,00 €", "EUR 349".
 * A lone separator before exactly three digits groups thousands ("1.299", "1,299"); otherwise it is the decimal one.
 */
export function normalizePrice(value: unknown): string | null {
  const raw = firstOf(value);
  if (typeof raw === "number") {
    const text = String(raw);
    const match = Number.isFinite(raw) ? /^(\d+)(?:\.(\d+))?$/.exec(text) : null;
    return match ? twoDecimals(match[1]!, match[2] ?? "") : null;
  }
  if (typeof raw !== "string") return null;
  // Spaces group thousands only before three digits: "1 299,00", never "12.99 12.99".
  const found = /(-?)(\d(?:[\d.,'’]|[\s\u00a0\u202f](?=\d{3}(?!\d)))*)/.exec(raw);
  if (!found || found[1]) return null;
  const text = found[2]!.replace(/[\s\u00a0\u202f'’]/g, "").replace(/[.,]+$/, "");
  const lastDot = text.lastIndexOf(".");
  const lastComma = text.lastIndexOf(",");
  let decimal: "." | "," | null = null;
  if (lastDot !== -1 && lastComma !== -1) decimal = lastDot > lastComma ? "." : ",";
  else if (lastDot !== -1 || lastComma !== -1) {
    const separator = lastDot !== -1 ? "." : ",";
    const at = text.lastIndexOf(separator);
    const once = text.indexOf(separator) === at;
    const groupsThousands = text.length - at - 1 === 3 && text.slice(0, at) !== "0";
    decimal = once && !groupsThousands ? separator : null;
  }
  const cut = decimal ? text.lastIndexOf(decimal) : text.length;
  const integer = text.slice(0, cut).replace(/[.,]/g, "");
  const fraction = text.slice(cut + 1);
  return /^\d*$/.test(integer) && /^\d*$/.test(fraction) ? twoDecimals(integer, fraction) : null;
}

type Candidate = OfferMarkup;

/** Resolves `{ "@id": "#offer" }` to the node the page describes elsewhere under that id. */
type Resolve = (value: unknown) => unknown;

function indexIds(roots: unknown[]): Resolve {
  const ids = new Map<string, Node>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 20) return;
    if (Array.isArray(value)) return value.forEach((child) => visit(child, depth + 1));
    if (!isNode(value)) return;
    const id = value["@id"];
    if (typeof id === "string" && Object.keys(value).length > 1 && !ids.has(id)) ids.set(id, value);
    for (const child of Object.values(value)) visit(child, depth + 1);
  };
  visit(roots, 0);
  return (value) => {
    if (!isNode(value) || typeof value["@id"] !== "string" || Object.keys(value).length > 1) return value;
    return ids.get(value["@id"]) ?? value;
  };
}

/** The price a `priceSpecification` gives: the first that is not a list or struck-through price, else the first. */
function specificationOf(value: unknown, resolve: Resolve) {
  const specs = list(value).map(resolve).filter(isNode);
  const payable = specs.filter((spec) => !notThePrice.test(String(firstOf(spec.priceType) ?? "")));
  for (const spec of [...payable, ...specs]) {
    const price = normalizePrice(spec.price ?? spec.minPrice);
    if (price) return { price, currency: currencyOf(spec.priceCurrency) };
  }
  return null;
}

function offerCandidates(offer: unknown, resolve: Resolve, depth = 0): Candidate[] {
  if (!isNode(offer) || depth > 4) return [];
  const available = availabilityOf(offer.availability);
  const aggregate = typesOf(offer).includes("AggregateOffer");
  const own = normalizePrice(aggregate ? (offer.lowPrice ?? offer.price) : (offer.price ?? offer.lowPrice));
  const spec = own ? null : specificationOf(offer.priceSpecification, resolve);
  const price = own ?? spec?.price ?? null;
  const currency = currencyOf(offer.priceCurrency) ?? spec?.currency ?? null;
  if (price && currency) return [{ price, currency, available }];
  // An AggregateOffer without a low price may still list its offers.
  return list(offer.offers).flatMap((inner) => offerCandidates(resolve(inner), resolve, depth + 1));
}

/** Every offer of a product: its own, and its variants' (a ProductGroup's `hasVariant`). */
function productCandidates(product: Node, resolve: Resolve, depth = 0): Candidate[] {
  if (depth > 3) return [];
  const offers = list(product.offers).flatMap((offer) => offerCandidates(resolve(offer), resolve));
  // Sloppy markup puts the price on the product itself.
  if (!offers.length && product.price !== undefined) offers.push(...offerCandidates(product, resolve));
  for (const variant of list(product.hasVariant).map(resolve)) {
    if (isNode(variant)) offers.push(...productCandidates(variant, resolve, depth + 1));
  }
  return offers;
}

/**
 * The products and loose offers a page describes, in order. A product's own properties are not searched for more
 * products: those are related products and accessories, not the page's.
 */
function findProducts(value: unknown, found: { products: Node[]; offers: Node[] }, depth = 0) {
  if (depth > 12) return;
  if (Array.isArray(value)) return value.forEach((child) => findProducts(child, found, depth + 1));
  if (!isNode(value)) return;
  const types = typesOf(value);
  if (types.some((type) => productTypes.has(type))) return void found.products.push(value);
  if (types.some((type) => offerTypes.has(type))) return void found.offers.push(value);
  for (const [key, child] of Object.entries(value)) if (key !== "@context") findProducts(child, found, depth + 1);
}

const availabilityRank = (offer: Candidate) => (offer.available === true ? 0 : offer.available === null ? 1 : 2);

/**
 * One offer among several: in euros when there is one (the storefront's currency), else in the first one's currency
 * (prices in two currencies do not compare); one that can be bought first, then the lowest price (variants).
 */
function pick(candidates: Candidate[]): OfferMarkup | null {
  if (!candidates.length) return null;
  const currency = candidates.some((offer) => offer.currency === "EUR") ? "EUR" : candidates[0]!.currency;
  const [best] = candidates
    .filter((offer) => offer.currency === currency)
    .sort((a, b) => availabilityRank(a) - availabilityRank(b) || Number(a.price) - Number(b.price));
  return best ? { price: best.price, currency: best.currency, available: best.available } : null;
}

/** A JSON-LD block's JSON; shops print some invalid, so line breaks inside strings and trailing commas are forgiven. */
function parseBlock(text: string): unknown {
  const body = text
    .trim()
    .replace(/^(?:<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)/, "")
    .replace(/(?:-->|\/\/\s*\]\]>|\]\]>)$/, "")
    .trim();
  for (const attempt of [body, body.replace(/[\n\r\t]+/g, " ").replace(/,(\s*[}\]])/g, "$1")]) {
    try {
      return JSON.parse(attempt);
    } catch {
      // Try the lenient form, then give up on this block only.
    }
  }
  return undefined;
}

function jsonLdBlocks(html: string): unknown[] {
  const blocks: unknown[] = [];
  for (const tag of tags(html)) {
    if (tag.name !== "script" || tag.rawEnd === undefined) continue;
    if (!/^application\/ld\+json\b/i.test(tag.attrs.get("type")?.trim() ?? "")) continue;
    const parsed = parseBlock(html.slice(tag.end, tag.rawEnd));
    if (parsed !== undefined) blocks.push(parsed);
  }
  return blocks;
}

/**
 * The page's offer: the first product (JSON-LD first, then microdata) with a usable offer, else a loose offer;
 * null when the page has no price with its currency.
 */
export function parseOfferMarkup(html: string): OfferMarkup | null {
  const roots = [...jsonLdBlocks(html), ...microdataItems(html)];
  const resolve = indexIds(roots);
  const found = { products: [] as Node[], offers: [] as Node[] };
  findProducts(roots, found);
  for (const product of found.products) {
    const offer = pick(productCandidates(product, resolve));
    if (offer) return offer;
  }
  return pick(found.offers.flatMap((offer) => offerCandidates(offer, resolve)));
}
