import { Hono, type Context } from "hono";
import { isbot } from "isbot";
import { recordAffiliateClick } from "~/features/affiliate/affiliate.server";
import { idSchema } from "~/features/catalog/catalog.schema";
import { detectLanguage } from "~/features/languages/detect-language";
import { isLanguage, isUiLanguage, type UiLanguage } from "~/i18n/languages";
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
 * chose to say so (link health) and no working second shop — answers the "Link Unavailable" notice itself, 404,
 * in the visitor's language (`render` is the whole app: the notice is rendered as its own address would be).
 */
export const goRoutes = (render: (request: Request, env: unknown) => Response | Promise<Response>) =>
  new Hono<AppEnv>().get("/:id", rateLimit("affiliateClick", { soft: true }), async (c) => {
    const id = parseOr400(idSchema, c.req.param("id"));
    const lang = c.req.query("lang");
    const unavailable = async () => {
      const path = pagePath(visitorLanguage(c, lang), "linkUnavailable", { product: String(id) });
      const headers = new Headers(c.req.raw.headers);
      headers.delete("accept-encoding"); // compressed once, by this answer
      const page = await render(new Request(new URL(path, c.req.url), { headers }), c.env);
      return new Response(page.body, { status: 404, headers: page.headers });
    };
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

/** The buy button's `lang`, else the language of the page the visitor came from, else their saved or browser one. */
function visitorLanguage(c: Context<AppEnv>, lang: string | undefined): UiLanguage {
  if (isUiLanguage(lang)) return lang;
  const fromPage = referringPath(c)?.split("/")[1];
  if (isUiLanguage(fromPage)) return fromPage;
  return detectLanguage(c.req.header("cookie"), c.req.header("accept-language")).detectedLanguage;
}
