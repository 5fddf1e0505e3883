import { Hono } from "hono";
import { requestStockNotice } from "~/features/stock-requests/stock-requests.server";
import { stockRequestSchema } from "~/features/stock-requests/stock-requests.schema";
import type { AppEnv } from "../context";
import { answerVisitorForm } from "../form-answer";
import { parseOr400, siteOrigin } from "../http";
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
 * POST /api/stock-request: "tell me when it's back" for an out-of-stock product (email, locale, productId), kept
 * unconfirmed until the link of the confirmation it mails is used; asking twice keeps one request (and mails the
 * confirmation again while unconfirmed), a product that can be bought answers 409. Posted as a plain HTML form
 * (the product page is a document), it answers with the form's answer page in the visitor's language.
 */
export const stockRequestsApi = new Hono<AppEnv>().post(
  "/",
  limitBody,
  rateLimit("stockRequest", { soft: true }),
  async (c) => {
    const body = await readBodyObject(c);
    return answerVisitorForm(c, "stock", body, async () => {
      if (c.var.overRateLimit) return tooManyRequests(c);
      if (filledHoneypot(body)) return c.json({ created: true }, 201);
      const input = parseOr400(stockRequestSchema, { ...body, pageUrl: body.pageUrl ?? referringPath(c) ?? undefined });
      await limitMailbox(c, "stockRequestMailbox", input.email);
      const { created } = await requestStockNotice(c.var.database.db, input, siteOrigin(c));
      c.var.mail?.wake();
      return c.json({ created }, created ? 201 : 200);
    });
  },
);
