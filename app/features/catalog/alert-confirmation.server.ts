import { render } from "@react-email/render";
import type { Db } from "#db/client.server";
import { AlertConfirmMail } from "~/features/mail";
import type { OutgoingMessage } from "~/features/mail/index.server";
import { getSiteSettings } from "~/features/settings/index.server";
import { formatPrice } from "~/i18n/format";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/messages.server";
import { loadStorefrontProducts } from "./catalog.service.server";
import { mailProduct } from "./mail-product.server";

/** What a confirmation confirms: price alerts (`?alert=`) or a back-in-stock request (`?stock=`). */
export type AlertKind = "price" | "stock";

/** The page whose button confirms an alert or request (a GET confirms nothing: mail scanners follow links). */
export const alertConfirmUrl = (origin: string, language: string, kind: AlertKind, token: string) =>
  `${origin}/${language}/confirm?${kind === "price" ? "alert" : "stock"}=${encodeURIComponent(token)}`;

export interface AlertConfirmation {
  kind: AlertKind;
  email: string;
  language: Language;
  token: string;
  /** The products asked for, each with the rider's target price (price alerts; null: 5 % less). */
  products: { id: number; target: string | null }[];
  /** The row the message belongs to: forgetting it (or the 30-day cleanup) deletes the message. */
  priceAlertId?: number;
  stockRequestId?: number;
}

/**
 * The one message an unconfirmed alert or request gets (double opt-in, like the newsletter's): the products in the
 * rider's language with their price now (and the target), and the button to the confirm page. Queue it in the
 * transaction that stored the request.
 */
export async function alertConfirmationMessage(
  db: Db,
  confirmation: AlertConfirmation,
  origin: string,
): Promise<OutgoingMessage> {
  const { kind, email, language, token } = confirmation;
  const targets = new Map(confirmation.products.map((p) => [p.id, p.target]));
  const [{ siteName, contactEmail }, shown] = await Promise.all([
    getSiteSettings(db),
    loadStorefrontProducts(db, language, { ids: [...targets.keys()] }),
  ]);
  const t = serverT(language);
  const items = shown.map((product) => {
    const { name, url, price } = mailProduct(product, language, origin);
    const target = targets.get(product.id);
    return { name, url, price, target: target ? formatPrice(target) : null };
  });
  const mail = AlertConfirmMail({
    t,
    language,
    siteName,
    contactEmail,
    origin,
    kind,
    items,
    confirmUrl: alertConfirmUrl(origin, language, kind, token),
  });
  return {
    kind: kind === "price" ? "price-alert-confirm" : "stock-confirm",
    recipient: email,
    language,
    subject: t(`mail.alertConfirm.${kind}Subject`, { count: items.length, product: items[0]?.name ?? "" }),
    html: await render(mail),
    text: await render(mail, { plainText: true }),
    priceAlertId: confirmation.priceAlertId ?? null,
    stockRequestId: confirmation.stockRequestId ?? null,
  };
}
