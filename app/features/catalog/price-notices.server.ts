import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { priceAlerts } from "#db/schema";
import { PriceDropMail } from "~/features/mail";
import { queueMail, type OutgoingMessage } from "~/features/mail/index.server";
import { getSiteSettings } from "~/features/settings/index.server";
import { formatPrice } from "~/i18n/format";
import { serverT } from "~/i18n/messages.server";
import { loadStorefrontProducts } from "./catalog.service.server";
import { mailProduct, oneClickNotice, productInLanguages, riderLanguage } from "./mail-product.server";
import { canBuy } from "./product-display";

/** A drop told without a target price: at least this share below the price the rider asked at (or was last told). */
export const priceDropShare = 0.05;

/** The stop page of a price alert (the unsubscribe page, `?alert=`): its button or a one-click POST forgets it. */
export const priceAlertStopUrl = (origin: string, language: string, token: string) =>
  `${origin}/${language}/unsubscribe?alert=${encodeURIComponent(token)}`;

/**
 * Whether a confirmed alert is due at `price` (SQL, so the claim decides it on the row it locks): with a target, the
 * price is at or below it and below the last price told; without, at least 5 % below that price.
 */
const dueAt = (price: string) =>
  sql`case when ${priceAlerts.targetPrice} is null
    then ${price}::numeric <= ${priceAlerts.basePrice} * ${1 - priceDropShare}
    else ${price}::numeric <= ${priceAlerts.targetPrice} and ${price}::numeric < ${priceAlerts.basePrice} end`;

/**
 * "Tell me when it is cheaper": the product's price (as saved) answers every confirmed alert it is due for, with one
 * message each in the rider's language, queued in the outbox. Call it in the transaction that recorded the price, on
 * a published product; only a product that can be bought is told. Each alert is claimed by one UPDATE that moves its
 * `basePrice` to the told price (with `lastNotifiedAt`), so the same drop is never told twice, two instances never
 * both tell it, and a rolled-back save tells nothing. Answers how many were told.
 */
export async function queuePriceAlerts(db: Db, productId: number, origin: string): Promise<number> {
  const confirmed = and(eq(priceAlerts.productId, productId), isNotNull(priceAlerts.confirmedAt));
  const [watched] = await db.select({ id: priceAlerts.id }).from(priceAlerts).where(confirmed).limit(1);
  if (!watched) return 0;
  const [product] = await loadStorefrontProducts(db, "pt", { ids: [productId] });
  if (!product || !canBuy(product)) return 0;
  const due = db
    .select({ id: priceAlerts.id, before: priceAlerts.basePrice })
    .from(priceAlerts)
    .where(and(confirmed, dueAt(product.price)))
    .for("update")
    .as("due");
  const told = await db
    .update(priceAlerts)
    .set({ basePrice: product.price, lastNotifiedAt: new Date() })
    .from(due)
    .where(eq(priceAlerts.id, due.id))
    .returning({
      id: priceAlerts.id,
      email: priceAlerts.email,
      locale: priceAlerts.locale,
      target: priceAlerts.targetPrice,
      stopToken: priceAlerts.stopToken,
      before: due.before,
    });
  if (!told.length) return 0;
  const site = await getSiteSettings(db);
  const inLanguage = productInLanguages(db, productId, product);
  const messages: OutgoingMessage[] = [];
  for (const alert of told) {
    const language = riderLanguage(alert.locale);
    const shown = mailProduct(await inLanguage(language), language, origin);
    const t = serverT(language);
    const stopUrl = priceAlertStopUrl(origin, language, alert.stopToken);
    const mail = PriceDropMail({
      t,
      language,
      siteName: site.siteName,
      contactEmail: site.contactEmail,
      origin,
      product: shown,
      before: formatPrice(alert.before),
      target: alert.target ? formatPrice(alert.target) : null,
      stopUrl,
    });
    messages.push(
      await oneClickNotice(mail, stopUrl, {
        kind: "price-drop",
        recipient: alert.email,
        language,
        subject: t("mail.priceDrop.subject", { product: shown.name, price: shown.price }),
        priceAlertId: alert.id,
        productId,
      }),
    );
  }
  await queueMail(db, messages);
  return messages.length;
}
