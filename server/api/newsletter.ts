import { Hono } from "hono";
import { subscribeToNewsletter } from "~/features/newsletter/newsletter.server";
import { subscribeSchema } from "~/features/newsletter/newsletter.schema";
import { isLanguage } from "~/i18n/languages";
import { serverT } from "~/i18n/messages.server";
import type { AppEnv } from "../context";
import { parseOr400, siteOrigin } from "../http";
import { filledHoneypot, limitBody, rateLimit, readJsonObject } from "../visitor";

/** POST /api/newsletter/subscribe: { email, locale, pageUrl, source? } → 201 { message } (a confirmation is on its way). */
export const newsletterApi = new Hono<AppEnv>().post("/subscribe", limitBody, rateLimit("newsletter"), async (c) => {
  const body = await readJsonObject(c);
  const t = serverT(isLanguage(body.locale) ? body.locale : "pt");
  if (filledHoneypot(body)) return c.json({ message: t("newsletter.success") }, 201);
  const input = parseOr400(subscribeSchema, body);
  await subscribeToNewsletter(c.var.database.db, input, siteOrigin(c));
  c.var.mail?.wake();
  return c.json({ message: t("newsletter.success") }, 201);
});
