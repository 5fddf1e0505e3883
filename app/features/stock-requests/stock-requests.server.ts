import { productIsVisible } from "#db/predicates";
import { and, desc, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { mailOutbox, products, stockRequests } from "#db/schema";
import { alertConfirmationMessage, queueStockNotices, riderLanguage } from "~/features/catalog/index.server";
import { canBuy } from "~/features/catalog";
import { brokenLinkShown } from "~/features/link-health/index.server";
import { queueMail, rememberForgottenRequest } from "~/features/mail/index.server";
import { ConflictError, NotFoundError } from "~/lib/errors";
import type { StockRequestInput, StockRequestRow } from "./stock-requests.schema";

/**
 * Records "tell me when it's back" for a published product that cannot be bought now, unconfirmed, and queues the
 * confirmation message (double opt-in) in the visitor's language; asking again for the same product keeps the
 * first request and sends the confirmation again while it is unconfirmed. A product that can be bought answers
 * 409: nothing to wait for.
 */
export async function requestStockNotice(db: Db, input: StockRequestInput, origin: string) {
  const [product] = await db
    .select({ stock: products.stock, aliexpressUrl: products.aliexpressUrl })
    .from(products)
    .where(and(eq(products.id, input.productId), productIsVisible));
  if (!product) throw new NotFoundError("Product not found");
  if (canBuy(product) && !(await brokenLinkShown(db, input.productId)))
    throw new ConflictError("This product is in stock: it can be bought now");
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(stockRequests)
      .values({ ...input, pageUrl: input.pageUrl ?? null })
      .onConflictDoNothing({ target: [stockRequests.email, stockRequests.productId] })
      .returning({
        id: stockRequests.id,
        confirmToken: stockRequests.confirmToken,
        confirmedAt: stockRequests.confirmedAt,
      });
    const [request] = created
      ? [created]
      : await tx
          .select({
            id: stockRequests.id,
            confirmToken: stockRequests.confirmToken,
            confirmedAt: stockRequests.confirmedAt,
          })
          .from(stockRequests)
          .where(and(eq(stockRequests.email, input.email), eq(stockRequests.productId, input.productId)));
    if (request && !request.confirmedAt) {
      const message = await alertConfirmationMessage(
        tx,
        {
          kind: "stock",
          email: input.email,
          language: input.locale,
          token: request.confirmToken,
          products: [{ id: input.productId, target: null }],
          stockRequestId: request.id,
        },
        origin,
      );
      await queueMail(tx, [message]);
    }
    return { created: Boolean(created) };
  });
}

/** Whether a confirmation link names a request still waiting for its confirmation (the confirm page's GET). */
export async function findUnconfirmedStockRequest(db: Db, token: string) {
  const [row] = await db
    .select({ id: stockRequests.id })
    .from(stockRequests)
    .where(and(eq(stockRequests.confirmToken, token), isNull(stockRequests.confirmedAt)));
  return row;
}

/**
 * The confirm page's button: the request counts from now on (once: a used link confirms nothing). A product that
 * came back in the meantime is told at once. False for an unknown or used token.
 */
export async function confirmStockRequest(db: Db, token: string, origin: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(stockRequests)
      .set({ confirmedAt: new Date() })
      .where(and(eq(stockRequests.confirmToken, token), isNull(stockRequests.confirmedAt)))
      .returning({ productId: stockRequests.productId, locale: stockRequests.locale });
    if (row) await queueStockNotices(tx, row.productId, origin);
    return row ? { language: riderLanguage(row.locale) } : null;
  });
}

/** Every back-in-stock request, newest first, with the message it was sent. */
export async function listStockRequests(db: Db): Promise<StockRequestRow[]> {
  const rows = await db
    .select({
      id: stockRequests.id,
      email: stockRequests.email,
      locale: stockRequests.locale,
      productId: stockRequests.productId,
      product: products.name,
      pageUrl: stockRequests.pageUrl,
      requestedAt: stockRequests.requestedAt,
      confirmedAt: stockRequests.confirmedAt,
      notifiedAt: stockRequests.notifiedAt,
      messageId: mailOutbox.id,
      mail: mailOutbox.status,
    })
    .from(stockRequests)
    .innerJoin(products, eq(products.id, stockRequests.productId))
    // The "it's back" message, not the confirmation (both belong to the request).
    .leftJoin(mailOutbox, and(eq(mailOutbox.stockRequestId, stockRequests.id), eq(mailOutbox.kind, "stock-back")))
    .orderBy(desc(stockRequests.requestedAt), desc(stockRequests.id));
  return rows.map(({ notifiedAt, messageId, mail, requestedAt, confirmedAt, ...r }) => ({
    ...r,
    requestedAt: requestedAt.toISOString(),
    confirmed: confirmedAt !== null,
    notified: notifiedAt ? { at: notifiedAt.toISOString(), messageId, mail } : null,
  }));
}

/** The curator deletes a request: the row goes, with its message (and the address in it). */
export async function deleteStockRequest(db: Db, id: number) {
  const deleted = await db.delete(stockRequests).where(eq(stockRequests.id, id)).returning({ id: stockRequests.id });
  if (!deleted.length) throw new NotFoundError("Stock request not found");
}

/**
 * The visitor's own stop link: forgets the request, its message (by the foreign key) and the address; the
 * token's hash stays so a restore does not bring them back.
 */
export async function forgetStockRequest(db: Db, token: string) {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(stockRequests)
      .where(eq(stockRequests.stopToken, token))
      .returning({ id: stockRequests.id });
    if (deleted.length) await rememberForgottenRequest(tx, "stock", token);
    return deleted.length > 0;
  });
}

export async function findStockRequestByStopToken(db: Db, token: string) {
  const [row] = await db.select({ id: stockRequests.id }).from(stockRequests).where(eq(stockRequests.stopToken, token));
  return row;
}

/**
 * The privacy page's promise: a request never confirmed is deleted after 30 days, one answered 90 days after its
 * message, one never answered after two years (its messages go with it, by the foreign key). Answers how many.
 */
export async function deleteExpiredStockRequests(db: Db) {
  const deleted = await db
    .delete(stockRequests)
    .where(
      or(
        and(isNull(stockRequests.confirmedAt), lt(stockRequests.requestedAt, sql`now() - interval '30 days'`)),
        and(isNotNull(stockRequests.notifiedAt), lt(stockRequests.notifiedAt, sql`now() - interval '90 days'`)),
        lt(stockRequests.requestedAt, sql`now() - interval '2 years'`),
      ),
    )
    .returning({ id: stockRequests.id });
  return deleted.length;
}
