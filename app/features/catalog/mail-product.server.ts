import { render } from "@react-email/render";
import type { ReactElement } from "react";
import type { Db } from "#db/client.server";
import type { StorefrontProduct } from "~/features/catalog/catalog.schema";
import { resizeMediaUrl } from "~/features/media";
import { isLanguage, type Language } from "~/i18n/languages";
import { productPath } from "~/i18n/routes";
import { formatPrice } from "~/i18n/format";
import type { MailProductProps } from "~/features/mail";
import type { OutgoingMessage } from "~/features/mail/index.server";
import { loadStorefrontProducts } from "./catalog.service.server";

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

/** The language a rider's request was made in (Portuguese for anything unknown). */
export const riderLanguage = (locale: string): Language => (isLanguage(locale) ? locale : "pt");

/**
 * A published product in each rider's language, read once per language for a batch of notices (`pt`, already
 * read, is given).
 */
export function productInLanguages(db: Db, productId: number, pt: StorefrontProduct) {
  const read = new Map<Language, Promise<StorefrontProduct>>([["pt", Promise.resolve(pt)]]);
  return (language: Language) => {
    let product = read.get(language);
    if (!product) {
      product = loadStorefrontProducts(db, language, { ids: [productId] }).then(([found]) => found ?? pt);
      read.set(language, product);
    }
    return product;
  };
}

/**
 * A notice ready for the outbox: rendered once (HTML and plain text), with its stop link as `List-Unsubscribe`, which
 * a mail client may POST to with one click (RFC 8058).
 */
export async function oneClickNotice(
  mail: ReactElement,
  stopUrl: string,
  message: Omit<OutgoingMessage, "html" | "text" | "headers">,
): Promise<OutgoingMessage> {
  return {
    ...message,
    html: await render(mail),
    text: await render(mail, { plainText: true }),
    headers: { "List-Unsubscribe": `<${stopUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
