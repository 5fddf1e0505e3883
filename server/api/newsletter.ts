import { Hono } from "hono";
import { subscribeToNewsletter } from "~/features/newsletter/newsletter.server";
import { subscribeSchema } from "~/features/newsletter/newsletter.schema";
import { isLanguage } from "~/i18n/languages";
import { serverT } from "~/i18n/messages.server";
import type { AppEnv } from "../context";
import { parseOr400, siteOrigin } from "../http";
import { answerVisitorForm } from "../form-answer";
import {
  filledHoneypot,
  limitBody,
  limitMailbox,
  rateLimit,
  readBodyObject,
  referringPath,
  tooManyRequests,
} from "../visitor";

/**
 * POST /api/newsletter/subscribe: { email, locale, pageUrl, source? } → 201 { message } (a confirmation
 * is on its way), or 202 { message } when the last one is still on its way. The same fields as a plain HTML form (JavaScript off) answer with a page instead.
 */
export const newsletterApi = new Hono<AppEnv>().post(
  "/subscribe",
  limitBody,
  rateLimit("newsletter", { soft: true }),
  async (c) => {
    const body = await readBodyObject(c);
    return answerVisitorForm(c, "newsletter", body, async () => {
      if (c.var.overRateLimit) return tooManyRequests(c);
      const t = serverT(isLanguage(body.locale) ? body.locale : "pt");
      if (filledHoneypot(body)) return c.json({ message: t("newsletter.success") }, 201);
      const input = parseOr400(subscribeSchema, { ...body, pageUrl: body.pageUrl ?? referringPath(c) ?? undefined });
      await limitMailbox(c, "newsletterMailbox", input.email);
      const { status } = await subscribeToNewsletter(c.var.database.db, input, siteOrigin(c));
      // A confirmation already on its way is no error: 202, "check your inbox (and spam)".
      if (status === "confirmation-pending") return c.json({ message: t("newsletter.pending") }, 202);
      c.var.mail?.wake();
      return c.json({ message: t("newsletter.success") }, 201);
    });
  },
);
