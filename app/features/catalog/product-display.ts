import { isLanguage } from "~/i18n/languages";
import type { StorefrontProduct } from "./catalog.schema";
import { helmetFit, type MyHelmet } from "~/features/fitment";

/** Badges in the spec's order, with their interface-text keys. */
export const productBadges = [
  ["isBestSeller", "bestSeller"],
  ["isNew", "new"],
  ["isFeatured", "featured"],
  ["isLimitedEdition", "limitedEdition"],
  ["isPremium", "premium"],
  ["isZerosPick", "zerosPick"],
] as const satisfies readonly (readonly [keyof StorefrontProduct, string])[];

/** A product is a visor when its name, category or slug says so (spec §9); its brand is then "visor for". */
export function isVisor(product: Pick<StorefrontProduct, "type" | "name" | "category" | "slug">) {
  return product.type === "visor" || /visor|viseira/i.test(`${product.name} ${product.category ?? ""} ${product.slug}`);
}

/** Official brand store (DJI, Insta360 or flagged official) or the marketplace (spec §9). */
export function sellsAtOfficialStore(product: Pick<StorefrontProduct, "isOfficial" | "brand">) {
  return product.isOfficial || /dji|insta360/i.test(product.brand ?? "");
}

export function hasAffiliateLink(product: Pick<StorefrontProduct, "aliexpressUrl">) {
  return product.aliexpressUrl !== "#" && product.aliexpressUrl.trim() !== "";
}

/** Buying is possible when in stock (null or positive) and there is a link (spec §5). */
export function canBuy(product: Pick<StorefrontProduct, "stock" | "aliexpressUrl">) {
  return productAvailability(product) === "available";
}

/**
 * The shop a product page's buy button leads to (decision 0023): its name, and whether it is the product's second
 * shop, used while the main link is broken or the product is unavailable at its main shop.
 */
export interface BuyShop {
  name: string;
  fallback: boolean;
}

/**
 * What a product page says about buying, one state for everything on it (badge, button, form, JSON-LD):
 * `available` (in stock with a shop link), `out-of-stock` (stock 0, with or without a link) or `no-link`
 * (in stock, but no shop link to send a rider to). Only `available` can be bought; the others offer
 * "tell me when it's back". A product page whose buy button leads to the second shop (`shop.fallback`) is
 * `available`: the rider can buy it there.
 */
export type ProductAvailability = "available" | "out-of-stock" | "no-link";
export function productAvailability(
  product: Pick<StorefrontProduct, "stock" | "aliexpressUrl"> & { shop?: BuyShop | null },
): ProductAvailability {
  // Sold out or without a link at its main shop, but its second shop has it.
  if (product.shop?.fallback) return "available";
  if (product.stock === 0) return "out-of-stock";
  return hasAffiliateLink(product) ? "available" : "no-link";
}

/**
 * The slug a card links to: a missing slug falls back to "product-{id}"; a slug of two characters
 * or fewer, or equal to a language code, is refused (spec §5) — the card is then not a link.
 */
export function productLinkSlug(product: Pick<StorefrontProduct, "id" | "slug">): string | null {
  const slug = product.slug?.trim() || `product-${product.id}`;
  return slug.length <= 2 || isLanguage(slug) || slug === "zz" ? null : slug;
}

/** What a product card shows: the page sends only this, not descriptions and specifications. */
export type ProductCardData = Pick<
  StorefrontProduct,
  | "id"
  | "name"
  | "slug"
  | "brand"
  | "type"
  | "category"
  | "price"
  | "originalPrice"
  | "stock"
  | "likeCount"
  | "isBestSeller"
  | "isNew"
  | "isFeatured"
  | "isLimitedEdition"
  | "isPremium"
  | "isZerosPick"
  | "priceCheckedAt"
> & {
  image: StorefrontProduct["images"][number] | null;
  /** What the product page says about buying it (the card says it too when it cannot be bought). */
  availability: ProductAvailability;
  /** For a visor when the visitor named their helmet: whether it fits it. */
  helmetFit: ReturnType<typeof helmetFit>;
  /** A visor's facts (its card shows tint, light and marking); null for anything else. */
  visor: StorefrontProduct["visor"];
};

/** A card's data; with the visitor's helmet, a visor says whether it fits it. */
export function toProductCard(p: StorefrontProduct, myHelmet: MyHelmet | null = null): ProductCardData {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    brand: p.brand,
    type: p.type,
    category: p.category,
    price: p.price,
    originalPrice: p.originalPrice,
    stock: p.stock,
    likeCount: p.likeCount,
    isBestSeller: p.isBestSeller,
    isNew: p.isNew,
    isFeatured: p.isFeatured,
    isLimitedEdition: p.isLimitedEdition,
    isPremium: p.isPremium,
    isZerosPick: p.isZerosPick,
    priceCheckedAt: p.priceCheckedAt,
    image: p.images[0] ?? null,
    availability: productAvailability(p),
    helmetFit: helmetFit(p, myHelmet),
    visor: p.type === "visor" ? p.visor : null,
  };
}
