import { productIsVisible } from "#db/predicates";
import { randomBytes } from "node:crypto";
import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { priceAlerts, productFits, products } from "#db/schema";
import { alertConfirmationMessage, queuePriceAlerts, riderLanguage } from "~/features/catalog/index.server";
import { queueMail, rememberForgottenRequest } from "~/features/mail/index.server";
import { cents } from "~/features/prices";
import { formatPrice } from "~/i18n/format";
import { serverT } from "~/i18n/messages.server";
import { InvalidError, NotFoundError } from "~/lib/errors";
import type { PriceAlertInput } from "./price-alerts.schema";

/** Alerts never confirmed are deleted after this many days; every alert two years after it was asked. */
export const unconfirmedAlertDays = 30;

const newToken = () => randomBytes(24).toString("base64url");
const excluded = (column: string) => sql.raw(`excluded.${column}`);

/** The published products an alert is asked for: the one named, or every visor that fits the helmet model. */
function productsAsked(db: Db, input: PriceAlertInput) {
  const columns = { id: products.id, price: products.price };
  if (input.productId !== undefined) {
    return db
      .select(columns)
      .from(products)
      .where(and(eq(products.id, input.productId), productIsVisible));
  }
  return db
    .selectDistinct(columns)
    .from(productFits)
    .innerJoin(products, and(eq(products.id, productFits.productId), productIsVisible, eq(products.type, "visor")))
    .where(eq(productFits.helmetModelId, input.helmetModelId!))
    .orderBy(asc(products.id));
}

/**
 * Stores "tell me when it is cheaper" for one product or every visor that fits a helmet model, unconfirmed, at the
 * price now (`basePrice`), and queues ONE confirmation message in the rider's language with one link for the batch
 * (double opt-in). Asking again for the same product updates its target (and the price it counts from) and mails
 * the confirmation again only while unconfirmed; a helmet's batch leaves confirmed alerts as they are. A target
 * price at or above the price now is refused (400) in the rider's language, writing nothing.
 */
export async function requestPriceAlerts(db: Db, input: PriceAlertInput, origin: string) {
  const asked = await productsAsked(db, input);
  if (!asked.length) {
    throw new NotFoundError(input.productId ? "Product not found" : "No published visor fits this helmet model");
  }
  const target = input.targetPrice ?? null;
  if (target !== null && cents(target) >= cents(asked[0]!.price)) {
    throw new InvalidError(serverT(input.locale)("priceAlert.targetTooHigh", { price: formatPrice(asked[0]!.price) }));
  }
  const token = newToken();
  const one = input.productId !== undefined;
  return db.transaction(async (tx) => {
    const stored = await tx
      .insert(priceAlerts)
      .values(
        asked.map((product) => ({
          email: input.email,
          locale: input.locale,
          productId: product.id,
          targetPrice: target,
          basePrice: product.price,
          confirmToken: token,
        })),
      )
      .onConflictDoUpdate({
        target: [priceAlerts.email, priceAlerts.productId],
        set: {
          locale: excluded("locale"),
          basePrice: excluded("base_price"),
          requestedAt: sql`now()`,
          // One link confirms the batch: an unconfirmed alert takes the new token; a confirmed one keeps its own.
          confirmToken: sql`case when ${priceAlerts.confirmedAt} is null then ${excluded("confirm_token")}
            else ${priceAlerts.confirmToken} end`,
          ...(one ? { targetPrice: excluded("target_price") } : {}),
        },
        // A helmet's batch renews only the alerts still unconfirmed (confirmed ones keep their target and price).
        ...(one ? {} : { setWhere: isNull(priceAlerts.confirmedAt) }),
      })
      .returning({
        id: priceAlerts.id,
        productId: priceAlerts.productId,
        targetPrice: priceAlerts.targetPrice,
        confirmedAt: priceAlerts.confirmedAt,
      });
    const unconfirmed = stored.filter((alert) => !alert.confirmedAt);
    if (unconfirmed.length) {
      const message = await alertConfirmationMessage(
        tx,
        {
          kind: "price",
          email: input.email,
          language: input.locale,
          token,
          products: unconfirmed.map((alert) => ({ id: alert.productId, target: alert.targetPrice })),
          priceAlertId: unconfirmed[0]!.id,
        },
        origin,
      );
      await queueMail(tx, [message]);
    }
    return { alerts: stored.length, confirmationSent: unconfirmed.length > 0 };
  });
}

/** Whether a confirmation link names alerts still waiting for their confirmation (the confirm page's GET). */
export async function findUnconfirmedPriceAlerts(db: Db, token: string) {
  const [row] = await db
    .select({ id: priceAlerts.id })
    .from(priceAlerts)
    .where(and(eq(priceAlerts.confirmToken, token), isNull(priceAlerts.confirmedAt)))
    .limit(1);
  return row;
}

/**
 * The confirm page's button: every alert of the link counts from now on (once: a used link confirms nothing). A
 * drop since they were asked is told at once. Null for an unknown or used token.
 */
export async function confirmPriceAlerts(db: Db, token: string, origin: string) {
  return db.transaction(async (tx) => {
    const confirmed = await tx
      .update(priceAlerts)
      .set({ confirmedAt: new Date() })
      .where(and(eq(priceAlerts.confirmToken, token), isNull(priceAlerts.confirmedAt)))
      .returning({ productId: priceAlerts.productId, locale: priceAlerts.locale });
    for (const productId of new Set(confirmed.map((alert) => alert.productId))) {
      await queuePriceAlerts(tx, productId, origin);
    }
    return confirmed.length ? { alerts: confirmed.length, language: riderLanguage(confirmed[0]!.locale) } : null;
  });
}

export async function findPriceAlertByStopToken(db: Db, token: string) {
  const [row] = await db.select({ id: priceAlerts.id }).from(priceAlerts).where(eq(priceAlerts.stopToken, token));
  return row;
}

/**
 * The rider's stop link (the message's link, or a mail client's RFC 8058 one-click POST): forgets the alert, its
 * messages (by the foreign key) and so the address; the token's hash stays so a restore does not bring them back.
 */
export async function forgetPriceAlert(db: Db, token: string) {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(priceAlerts)
      .where(eq(priceAlerts.stopToken, token))
      .returning({ id: priceAlerts.id });
    if (deleted.length) await rememberForgottenRequest(tx, "alert", token);
    return deleted.length > 0;
  });
}

/**
 * The privacy page's promise: an alert never confirmed is deleted after 30 days, every alert two years after it
 * was asked (its messages go with it, by the foreign key). Answers how many.
 */
export async function deleteExpiredPriceAlerts(db: Db) {
  const deleted = await db
    .delete(priceAlerts)
    .where(
      or(
        and(
          isNull(priceAlerts.confirmedAt),
          lt(priceAlerts.requestedAt, sql`now() - make_interval(days => ${unconfirmedAlertDays})`),
        ),
        lt(priceAlerts.requestedAt, sql`now() - interval '2 years'`),
      ),
    )
    .returning({ id: priceAlerts.id });
  return deleted.length;
}
