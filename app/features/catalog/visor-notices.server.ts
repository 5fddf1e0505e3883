import { render } from "@react-email/render";
import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { mailOutbox, visorRequests } from "#db/schema";
import { loadStorefrontProducts } from "./catalog.service.server";
import { helmetNameKey } from "~/features/fitment/index.server";
import { getSiteSettings } from "~/features/settings/index.server";
import { isLanguage, type Language } from "~/i18n/languages";
import { serverT } from "~/i18n/messages.server";
import { mailProduct } from "./mail-product.server";
import { VisorAvailableMail } from "~/features/mail";
import { queueMail, rememberForgottenRequest, type OutgoingMessage } from "~/features/mail/index.server";

/** The stop page of a visor request: a GET shows a button; a POST (the button, or RFC 8058 one-click) forgets it. */
export const visorRequestStopUrl = (origin: string, language: string, token: string) =>
  `${origin}/${language}/unsubscribe?request=${encodeURIComponent(token)}`;

type Fit = { brand: string; brandSlug: string; model: string; modelSlug: string };

/** Whether a request names this fit's helmet: brand and model by name or slug, or the brand alone. */
function requestedFit(request: { helmetBrand: string; helmetModel: string }, fits: readonly Fit[]) {
  const brand = helmetNameKey(request.helmetBrand);
  const model = helmetNameKey(request.helmetModel);
  return fits.find(
    (fit) =>
      (brand === helmetNameKey(fit.brand) || brand === helmetNameKey(fit.brandSlug)) &&
      (!model || model === helmetNameKey(fit.model) || model === helmetNameKey(fit.modelSlug)),
  );
}

/**
 * A published visor that fits helmets riders asked for: each pending request for one of them becomes
 * `notified` (with the time and the visor) and gets one notice in its language, queued in the outbox.
 * Call it inside the transaction that published the visor or changed its fits; a request is claimed
 * by its status change, so it is never notified twice. Answers how many notices were queued.
 */
export async function queueVisorNotices(db: Db, productId: number, origin: string) {
  const [visor] = await loadStorefrontProducts(db, "pt", { ids: [productId] });
  if (!visor || visor.type !== "visor" || !visor.fits.length) return 0;
  const pending = await db
    .select({
      id: visorRequests.id,
      email: visorRequests.email,
      helmetBrand: visorRequests.helmetBrand,
      helmetModel: visorRequests.helmetModel,
      locale: visorRequests.locale,
      stopToken: visorRequests.stopToken,
    })
    .from(visorRequests)
    .where(eq(visorRequests.status, "pending"));
  const matches = pending.flatMap((request) => {
    const fit = requestedFit(request, visor.fits);
    return fit ? [{ request, fit }] : [];
  });
  if (!matches.length) return 0;
  const site = await getSiteSettings(db);
  const inLanguage = new Map<Language, Awaited<ReturnType<typeof loadStorefrontProducts>>[number]>();
  const messages: OutgoingMessage[] = [];
  for (const { request, fit } of matches) {
    const [claimed] = await db
      .update(visorRequests)
      .set({ status: "notified", notifiedAt: new Date(), notifiedProductId: productId })
      .where(and(eq(visorRequests.id, request.id), eq(visorRequests.status, "pending")))
      .returning({ id: visorRequests.id });
    if (!claimed) continue;
    const language: Language = isLanguage(request.locale) ? request.locale : "pt";
    if (!inLanguage.has(language)) {
      inLanguage.set(language, (await loadStorefrontProducts(db, language, { ids: [productId] }))[0]!);
    }
    const product = inLanguage.get(language)!;
    const t = serverT(language);
    const helmet = `${fit.brand} ${fit.model}`;
    const stopUrl = visorRequestStopUrl(origin, language, request.stopToken);
    const mail = VisorAvailableMail({
      t,
      language,
      siteName: site.siteName,
      contactEmail: site.contactEmail,
      origin,
      helmet,
      product: mailProduct(product, language, origin),
      stopUrl,
    });
    messages.push({
      kind: "visor-available",
      recipient: request.email,
      language,
      subject: t("mail.visorAvailable.subject", { helmet }),
      html: await render(mail),
      text: await render(mail, { plainText: true }),
      headers: { "List-Unsubscribe": `<${stopUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      visorRequestId: request.id,
      productId,
    });
  }
  await queueMail(db, messages);
  return messages.length;
}

/**
 * Forgets a visor request by its stop token (the rider's own link): the row, its messages and the address go,
 * and the token's hash stays so a restore does not bring them back.
 */
export async function forgetVisorRequest(db: Db, token: string) {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select({ id: visorRequests.id })
      .from(visorRequests)
      .where(eq(visorRequests.stopToken, token));
    if (!request) return false;
    await tx.delete(mailOutbox).where(eq(mailOutbox.visorRequestId, request.id));
    await tx.delete(visorRequests).where(eq(visorRequests.id, request.id));
    await rememberForgottenRequest(tx, "visor", token);
    return true;
  });
}

export async function findVisorRequestByStopToken(db: Db, token: string) {
  const [row] = await db.select({ id: visorRequests.id }).from(visorRequests).where(eq(visorRequests.stopToken, token));
  return row;
}

/**
 * The privacy page's promise: a request answered is deleted 90 days after its notice, one never
 * answered after two years; their messages (which hold the address) go with them. Answers how many.
 */
export async function deleteExpiredVisorRequests(db: Db) {
  return db.transaction(async (tx) => {
    const expired = await tx
      .select({ id: visorRequests.id })
      .from(visorRequests)
      .where(
        or(
          and(eq(visorRequests.status, "notified"), lt(visorRequests.notifiedAt, sql`now() - interval '90 days'`)),
          lt(visorRequests.requestedAt, sql`now() - interval '2 years'`),
        ),
      );
    const ids = expired.map((row) => row.id);
    if (!ids.length) return 0;
    await tx.delete(mailOutbox).where(inArray(mailOutbox.visorRequestId, ids));
    await tx.delete(visorRequests).where(inArray(visorRequests.id, ids));
    return ids.length;
  });
}
