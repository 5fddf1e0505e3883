import { Hono } from "hono";
import { recordAffiliateClick } from "~/features/affiliate/affiliate.server";
import { idSchema } from "~/features/catalog/catalog.schema";
import { isLanguage } from "~/i18n/languages";
import type { AppEnv } from "./context";
import { parseOr400 } from "./http";

/** /go/{productId}: count the click, then send the visitor to the shop (works without JavaScript). */
export const goRoutes = new Hono<AppEnv>().get("/:id", async (c) => {
  const id = parseOr400(idSchema, c.req.param("id"));
  const lang = c.req.query("lang");
  const url = await recordAffiliateClick(c.var.database.db, id, isLanguage(lang) ? lang : null);
  return c.redirect(url, 302);
});
