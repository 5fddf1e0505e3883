import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { newsletterSubscribers } from "#db/schema";
import { ConflictError } from "~/lib/errors";
import type { SubscribeInput } from "./newsletter.schema";

/** Version of the consent wording shown beside the form (the privacy policy's date). */
export const consentVersion = "2025-06-21";

/**
 * Subscribes an address once. An active subscriber gets 409; one who left is welcomed back with
 * fresh consent evidence. No IP address is stored.
 */
export async function subscribeToNewsletter(db: Db, input: SubscribeInput) {
  const [existing] = await db
    .select({ id: newsletterSubscribers.id, isActive: newsletterSubscribers.isActive })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, input.email));
  const consent = {
    locale: input.locale,
    pageUrl: input.pageUrl ?? null,
    source: input.source ?? "newsletter",
    consentVersion,
    subscribedAt: new Date(),
  };
  if (existing?.isActive) throw new ConflictError("This email is already subscribed!");
  if (existing) {
    await db
      .update(newsletterSubscribers)
      .set({ ...consent, isActive: true, unsubscribedAt: null })
      .where(eq(newsletterSubscribers.id, existing.id));
    return { status: "reactivated" as const };
  }
  const [created] = await db
    .insert(newsletterSubscribers)
    .values({ email: input.email, ...consent, unsubscribeToken: randomBytes(24).toString("base64url") })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  // Two requests racing for the same new address: the second one lost.
  if (!created) throw new ConflictError("This email is already subscribed!");
  return { status: "created" as const };
}

/** Unsubscribes the holder of a token; false when the token is unknown. */
export async function unsubscribeFromNewsletter(db: Db, token: string) {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ isActive: false, unsubscribedAt: new Date() })
    .where(and(eq(newsletterSubscribers.unsubscribeToken, token)))
    .returning({ id: newsletterSubscribers.id });
  return Boolean(row);
}

export async function findSubscriberByToken(db: Db, token: string) {
  const [row] = await db
    .select({ email: newsletterSubscribers.email, isActive: newsletterSubscribers.isActive })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token));
  return row;
}
