import { Hono } from "hono";
import { isbot } from "isbot";
import { recordAffiliateClick } from "~/features/affiliate/affiliate.server";
import { idSchema } from "~/features/catalog/catalog.schema";
import { defaultLanguage, isLanguage, isUiLanguage } from "~/i18n/languages";
import { pagePath } from "~/i18n/routes";
import { NotFoundError } from "~/lib/errors";
import type { AppEnv } from "./context";
import { parseOr400 } from "./http";
import { rateLimit, referringPath } from "./visitor";

/**
 * /go/{productId}: count the click, then send the visitor to the shop (works without JavaScript and
 * past ad blockers). A client over its limit still goes to the shop; the click just isn't counted.
 * While the main link is broken or the product unavailable at its main shop, its second shop gets the click
 * (decision 0023). A product with no shop to send to — no link (any more), or a broken one when the curator
 * chose to say so (link health) and no working second shop — sends the visitor to the "Link Unavailable" notice.
 */
export const goRoutes = new Hono<AppEnv>().get("/:id", rateLimit("affiliateClick", { soft: true }), async (c) => {
  const id = parseOr400(idSchema, c.req.param("id"));
  const lang = c.req.query("lang");
  const language = isUiLanguage(lang) ? lang : defaultLanguage;
  const unavailable = () => c.redirect(pagePath(language, "linkUnavailable", { product: String(id) }), 302);
  try {
    const url = await recordAffiliateClick(c.var.database.db, id, {
      languageCode: isLanguage(lang) ? lang : null,
      pagePath: referringPath(c),
      // Known bots go on to the shop uncounted, like a client over its limit.
      record: !c.var.overRateLimit && !isbot(c.req.header("user-agent") ?? ""),
    });
    return c.redirect(url, 302);
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    return unavailable();
  }
});
