import { Hono } from "hono";
import { isbot } from "isbot";
import { z } from "zod";
import { recordAffiliateClick } from "~/features/affiliate/affiliate.server";
import { idSchema } from "~/features/catalog/catalog.schema";
import { isLanguage } from "~/i18n/languages";
import type { AppEnv } from "../context";
import { parseOr400 } from "../http";
import { limitBody, rateLimit, readJsonObject, referringPath } from "../visitor";

const trackSchema = z.object({
  productId: idSchema,
  affiliateUrl: z.string().max(2000, "affiliateUrl is too long").optional(),
  locale: z.string().optional(),
});

/**
 * POST /api/affiliate/track: { productId, affiliateUrl } from the spec's buy button. The click is
 * recorded with the product's stored link; the client's URL is only read, never stored or followed.
 */
export const affiliateApi = new Hono<AppEnv>().post("/track", limitBody, rateLimit("affiliateClick"), async (c) => {
  const { productId, locale } = parseOr400(trackSchema, await readJsonObject(c));
  const url = await recordAffiliateClick(c.var.database.db, productId, {
    languageCode: isLanguage(locale) ? locale : null,
    pagePath: referringPath(c),
    record: !isbot(c.req.header("user-agent") ?? ""),
  });
  return c.json({ tracked: true, affiliateUrl: url }, 201);
});
