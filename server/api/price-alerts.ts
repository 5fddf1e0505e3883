import { Hono } from "hono";
import { requestPriceAlerts } from "~/features/price-alerts/price-alerts.server";
import { priceAlertSchema } from "~/features/price-alerts/price-alerts.schema";
import { isLanguage } from "~/i18n/languages";
import { serverT } from "~/i18n/messages.server";
import type { AppEnv } from "../context";
import { answerVisitorForm } from "../form-answer";
import { parseOr400, siteOrigin } from "../http";
import { filledHoneypot, limitBody, limitMailbox, rateLimit, readBodyObject, tooManyRequests } from "../visitor";

/**
 * POST /api/price-alert: "tell me when it is cheaper", `{ email, productId, targetPrice?, locale }` for one product
 * or `{ email, helmetModelId, locale }` for every published visor that fits that helmet model → 201 `{ message }`
 * (the same answer whether the address was known or not: a confirmation is on its way when one is needed). A target
 * at or above the price now is a 400 in the rider's language. Posted as a plain HTML form (JavaScript off), it
 * answers with the form's answer page in the rider's language.
 */
export const priceAlertsApi = new Hono<AppEnv>().post(
  "/",
  limitBody,
  rateLimit("priceAlert", { soft: true }),
  async (c) => {
    const body = await readBodyObject(c);
    return answerVisitorForm(c, "price", body, async () => {
      if (c.var.overRateLimit) return tooManyRequests(c);
      const t = serverT(isLanguage(body.locale) ? body.locale : "pt");
      if (filledHoneypot(body)) return c.json({ message: t("priceAlert.registered") }, 201);
      const input = parseOr400(priceAlertSchema, body);
      await limitMailbox(c, "priceAlertMailbox", input.email);
      await requestPriceAlerts(c.var.database.db, input, siteOrigin(c));
      c.var.mail?.wake();
      return c.json({ message: t("priceAlert.registered") }, 201);
    });
  },
);
