import { createHash, randomBytes } from "node:crypto";
import { render } from "@react-email/render";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { mailSuppressions, newsletterSubscribers } from "#db/schema";
import { NewsletterConfirmMail } from "~/features/mail";
import { queueMail, withdrawNewsletterMail } from "~/features/mail/index.server";
import { getSiteSettings } from "~/features/settings/index.server";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/messages.server";
import { ConflictError } from "~/lib/errors";
import type { SubscribeInput } from "./newsletter.schema";

/** Version of the consent wording shown beside the form (the privacy policy's date). */
export const consentVersion = "2025-06-21";
/** A pending address gets at most this many confirmation messages, at least this far apart. */
const maxConfirmations = 5;
const confirmationGapSeconds = 120;
/** Pending addresses that never confirm are deleted after this many days. */
export const unconfirmedDays = 30;

const newToken = () => randomBytes(24).toString("base64url");

/** The page whose button confirms a subscription (a GET confirms nothing: mail scanners follow links). */
export const confirmSubscriptionUrl = (origin: string, language: string, token: string) =>
  `${origin}/${language}/confirm?token=${encodeURIComponent(token)}`;

/** A subscriber's own unsubscribe page (its button, or a mail client's one-click POST, unsubscribes). */
export const unsubscribeUrl = (origin: string, language: string, token: string) =>
  `${origin}/${language}/unsubscribe?token=${encodeURIComponent(token)}`;

/** The hash an erased address is remembered by (nothing else of it is kept). */
export const suppressionHash = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("hex");

/**
 * Double opt-in: the address is kept as pending, with evidence of consent (when, where, which
 * wording), and gets a confirmation message in the visitor's language, queued with the change. A
 * pending address asking again gets a fresh message (limited: past the limit, or within minutes of the last one, it
 * is told the message is on its way, `confirmation-pending`); a confirmed one gets 409. No IP is stored.
 */
export async function subscribeToNewsletter(db: Db, input: SubscribeInput, origin: string) {
  return db.transaction(async (t) => {
    const [existing] = await t
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, input.email))
      .for("update");
    if (existing?.isActive) throw new ConflictError("This email is already subscribed!");
    const consent = {
      locale: input.locale,
      pageUrl: input.pageUrl ?? null,
      source: input.source ?? "newsletter",
      consentVersion,
      subscribedAt: new Date(),
    };
    let token: string;
    if (existing?.confirmToken) {
      const recent =
        existing.lastConfirmationAt &&
        Date.now() - existing.lastConfirmationAt.getTime() < confirmationGapSeconds * 1000;
      if (recent || existing.confirmationsSent >= maxConfirmations) return { status: "confirmation-pending" as const };
      token = existing.confirmToken;
      await t
        .update(newsletterSubscribers)
        .set({ ...consent, confirmationsSent: existing.confirmationsSent + 1, lastConfirmationAt: new Date() })
        .where(eq(newsletterSubscribers.id, existing.id));
    } else {
      token = newToken();
      const pending = {
        ...consent,
        isActive: false,
        confirmedAt: null,
        unsubscribedAt: null,
        confirmToken: token,
        confirmationsSent: 1,
        lastConfirmationAt: new Date(),
      };
      if (existing) {
        await t.update(newsletterSubscribers).set(pending).where(eq(newsletterSubscribers.id, existing.id));
      } else {
        const [created] = await t
          .insert(newsletterSubscribers)
          .values({ email: input.email, unsubscribeToken: newToken(), ...pending })
          .onConflictDoNothing({ target: newsletterSubscribers.email })
          .returning({ id: newsletterSubscribers.id });
        // Two requests racing for the same new address: the first one's message is on its way.
        if (!created) return { status: "confirmation-pending" as const };
      }
    }
    await queueMail(t, [await confirmationMessage(t, input.email, input.locale, token, origin)]);
    return { status: "confirmation-sent" as const };
  });
}

async function confirmationMessage(db: Db, email: string, language: Language, token: string, origin: string) {
  const { siteName, contactEmail } = await getSiteSettings(db);
  const t = serverT(language);
  const mail = NewsletterConfirmMail({
    t,
    language,
    siteName,
    contactEmail,
    origin,
    confirmUrl: confirmSubscriptionUrl(origin, language, token),
  });
  return {
    kind: "newsletter-confirm" as const,
    recipient: email,
    language,
    subject: t("mail.newsletterConfirm.subject", { siteName }),
    html: await render(mail),
    text: await render(mail, { plainText: true }),
  };
}

/** The button of the confirmation page: the address becomes active, with the time. False for an unknown token. */
export async function confirmSubscription(db: Db, token: string) {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ isActive: true, confirmedAt: new Date(), confirmToken: null })
    .where(eq(newsletterSubscribers.confirmToken, token))
    .returning({ email: newsletterSubscribers.email });
  // Asked for again and confirmed: the address is no longer one to keep away.
  if (row) await db.delete(mailSuppressions).where(eq(mailSuppressions.emailHash, suppressionHash(row.email)));
  return Boolean(row);
}

export async function findPendingByConfirmToken(db: Db, token: string) {
  const [row] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmToken, token));
  return row;
}

/** Pending addresses that never confirmed within `unconfirmedDays` are deleted. Answers how many. */
export async function deleteUnconfirmedSubscribers(db: Db) {
  const deleted = await db
    .delete(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.isActive, false),
        isNull(newsletterSubscribers.confirmedAt),
        lt(newsletterSubscribers.subscribedAt, sql`now() - make_interval(days => ${unconfirmedDays})`),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return deleted.length;
}

/** Unsubscribes the holder of a token (remembered as suppressed); false when the token is unknown. */
export async function unsubscribeFromNewsletter(db: Db, token: string) {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ isActive: false, unsubscribedAt: new Date(), confirmToken: null })
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning({ email: newsletterSubscribers.email });
  if (row) {
    await suppress(db, row.email, "unsubscribed");
    await withdrawNewsletterMail(db, row.email);
  }
  return Boolean(row);
}

/** Remembers an address (by its hash only) that must never come back as active from a restore. */
export async function suppress(db: Db, email: string, reason: "deleted" | "unsubscribed") {
  await db
    .insert(mailSuppressions)
    .values({ emailHash: suppressionHash(email), reason })
    .onConflictDoUpdate({ target: mailSuppressions.emailHash, set: { reason, createdAt: new Date() } });
}

export async function findSubscriberByToken(db: Db, token: string) {
  const [row] = await db
    .select({ email: newsletterSubscribers.email, isActive: newsletterSubscribers.isActive })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token));
  return row;
}
