import type { StorefrontProduct } from "~/features/catalog/catalog.schema";
import { resizeMediaUrl } from "~/features/media";
import type { Language } from "~/i18n/languages";
import { productPath } from "~/i18n/routes";
import { formatPrice } from "~/i18n/format";
import type { MailProductProps } from "~/features/mail";

/** A product as a message shows it: absolute link, and a PNG picture (mail clients that cannot show WebP are many). */
export function mailProduct(
  product: StorefrontProduct,
  language: Language,
  origin: string,
): MailProductProps["product"] {
  const cover = product.images[0]?.url;
  return {
    name: product.name,
    price: formatPrice(product.price),
    url: `${origin}${productPath(language, product.slug)}`,
    imageUrl: cover ? `${origin}${resizeMediaUrl(cover, 480, "png")}` : null,
  };
}
