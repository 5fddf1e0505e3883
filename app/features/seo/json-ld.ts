import type { StorefrontProduct } from "~/features/catalog";
import { productAvailability, type ProductAvailability } from "~/features/catalog";

/** schema.org BreadcrumbList from (name, absolute URL) pairs. */
export function breadcrumbJsonLd(items: { name: string; url: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      // Without the soft hyphens that only mark where a word may break on screen.
      name: item.name.replaceAll("\u00ad", ""),
      item: item.url,
    })),
  };
}

/** The real maker: a visor's is the helmet brand only for an original part, else its aftermarket maker. */
function makerOf(product: Pick<StorefrontProduct, "brand" | "visor">) {
  if (!product.visor || product.visor.makerKind === "original") return product.brand;
  return product.visor.maker;
}

export interface ProductJsonLdExtras {
  /** The model page of each helmet model it fits, by model id. */
  fitUrls: Map<number, string>;
  /** A visor's colour, in the page's language. */
  color?: string;
  /** The colours of the same visor for the same helmets (this one included), grouped by colour. */
  group?: { id: string; name: string; variants: { name: string; url: string; color: string }[] };
}

/**
 * What the page says, for search engines. Without a shop link there is no offer to make: the page says a shop
 * may come, which no schema.org availability says (Discontinued contradicted it), so no `offers` at all.
 */
const schemaAvailability: Record<Exclude<ProductAvailability, "no-link">, string> = {
  available: "https://schema.org/InStock",
  "out-of-stock": "https://schema.org/OutOfStock",
};

/**
 * schema.org Product with its Offer (price in euros, real availability), its real maker as brand,
 * each helmet it fits as isAccessoryOrSparePartFor, and its colour siblings as a ProductGroup.
 */
export function productJsonLd(
  product: StorefrontProduct,
  url: string,
  origin: string,
  { fitUrls, color, group }: ProductJsonLdExtras = { fitUrls: new Map() },
) {
  const maker = makerOf(product);
  const availability = productAvailability(product);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    sku: String(product.id),
    url,
    // A product without pictures (a draft the wizard could not download them for) names none.
    ...(product.images.length ? { image: product.images.map((image) => new URL(image.url, origin).toString()) } : {}),
    ...(maker ? { brand: { "@type": "Brand", name: maker } } : {}),
    ...(color ? { color } : {}),
    ...(product.visor?.partCode ? { mpn: product.visor.partCode } : {}),
    ...(product.gtin ? { gtin: product.gtin } : {}),
    ...(product.fits.length
      ? {
          isAccessoryOrSparePartFor: product.fits.map((fit) => ({
            "@type": "Product",
            name: `${fit.brand} ${fit.model}`,
            brand: { "@type": "Brand", name: fit.brand },
            ...(fitUrls.get(fit.modelId) ? { url: fitUrls.get(fit.modelId) } : {}),
          })),
        }
      : {}),
    ...(group
      ? {
          isVariantOf: {
            "@type": "ProductGroup",
            productGroupID: group.id,
            name: group.name,
            variesBy: ["https://schema.org/color"],
            hasVariant: group.variants.map((variant) => ({ "@type": "Product", ...variant })),
          },
        }
      : {}),
    ...(availability === "no-link"
      ? {}
      : {
          offers: {
            "@type": "Offer",
            url,
            priceCurrency: "EUR",
            price: product.price,
            availability: schemaAvailability[availability],
            itemCondition: "https://schema.org/NewCondition",
          },
        }),
  };
}
