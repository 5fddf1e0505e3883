import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { stockRequests } from "#db/schema";
import { loadStorefrontProducts } from "./catalog.service.server";
import { canBuy } from "./product-display";
import { getSiteSettings } from "~/features/settings/index.server";
import { serverT } from "~/i18n/messages.server";
import { mailProduct, oneClickNotice, productInLanguages, riderLanguage } from "./mail-product.server";
import { StockBackMail } from "~/features/mail";
import { queueMail, type OutgoingMessage } from "~/features/mail/index.server";

/** The stop page of a back-in-stock request (the same page as a visor request's, `?stock=` instead of `?request=`). */
export const stockRequestStopUrl = (origin: string, language: string, token: string) =>
  `${origin}/${language}/unsubscribe?stock=${encodeURIComponent(token)}`;

/** A request the rider confirmed (double opt-in) and that was not answered yet. */
const waitingFor = (productId: number) =>
  and(eq(stockRequests.productId, productId), isNotNull(stockRequests.confirmedAt), isNull(stockRequests.notifiedAt));

/**
 * A published product that can be bought again: every confirmed request for it still waiting gets `notifiedAt` and
 * one message in its language, queued in the outbox. Call it inside the transaction that saved the product; a
 * request is claimed by setting `notifiedAt` where it was empty, so it is never told twice. Answers how many.
 */
export async function queueStockNotices(db: Db, productId: number, origin: string) {
  const [waiting] = await db.select({ id: stockRequests.id }).from(stockRequests).where(waitingFor(productId)).limit(1);
  if (!waiting) return 0;
  const [product] = await loadStorefrontProducts(db, "pt", { ids: [productId] });
  if (!product || !canBuy(product)) return 0;
  const claimed = await db
    .update(stockRequests)
    .set({ notifiedAt: new Date() })
    .where(waitingFor(productId))
    .returning({
      id: stockRequests.id,
      email: stockRequests.email,
      locale: stockRequests.locale,
      stopToken: stockRequests.stopToken,
    });
  if (!claimed.length) return 0;
  const site = await getSiteSettings(db);
  const inLanguage = productInLanguages(db, productId, product);
  const messages: OutgoingMessage[] = [];
  for (const request of claimed) {
    const language = riderLanguage(request.locale);
    const shown = mailProduct(await inLanguage(language), language, origin);
    const t = serverT(language);
    const stopUrl = stockRequestStopUrl(origin, language, request.stopToken);
    const mail = StockBackMail({
      t,
      language,
      siteName: site.siteName,
      contactEmail: site.contactEmail,
      origin,
      product: shown,
      stopUrl,
    });
    messages.push(
      await oneClickNotice(mail, stopUrl, {
        kind: "stock-back",
        recipient: request.email,
        language,
        subject: t("mail.stockBack.subject", { product: shown.name }),
        stockRequestId: request.id,
        productId,
      }),
    );
  }
  await queueMail(db, messages);
  return messages.length;
}
