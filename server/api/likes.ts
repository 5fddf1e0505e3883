import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { idSchema } from "~/features/catalog/catalog.schema";
import { likeProduct } from "~/features/likes/likes.server";
import type { AppEnv } from "../context";
import { forgetCachedPage } from "../engine/page-cache";
import { isHttps, parseOr400 } from "../http";
import { getProductSlugs } from "~/features/catalog/catalog.service.server";
import type { Language } from "~/i18n/languages";
import { productPath } from "~/i18n/routes";
import { isFormBody, limitBody, rateLimit, referringPath, tooManyRequests } from "../visitor";

const visitorCookie = "visitor-id";
const visitorIdPattern = /^[0-9a-f-]{36}$/;

/** POST /api/products/{id}/like: counts one like per browser (a random first-party id, no personal data). */
export const likesApi = new Hono<AppEnv>().post(
  "/:id/like",
  limitBody,
  rateLimit("like", { soft: true }),
  async (c) => {
    const id = parseOr400(idSchema, c.req.param("id"));
    // The like button's form without JavaScript: back to the page, at the button, shown as given (`#liked`; over the
    // limit: not counted, at the form).
    const form = isFormBody(c);
    const back = (at: "like" | "liked") => c.redirect(`${referringPath(c) ?? "/"}#${at}`, 303);
    if (c.var.overRateLimit) return form ? back("like") : tooManyRequests(c);
    let visitorId = getCookie(c, visitorCookie);
    if (!visitorId || !visitorIdPattern.test(visitorId)) {
      visitorId = randomUUID();
      setCookie(c, visitorCookie, visitorId, {
        httpOnly: true,
        sameSite: "Lax",
        path: "/",
        maxAge: 60 * 60 * 24 * 365,
        secure: isHttps(c),
      });
    }
    const likeCount = await likeProduct(c.var.database.db, id, visitorId);
    // A like changes no catalogue cache (issue 20), only the liked product's count: its own pages render afresh,
    // never a page a Referer names (a spoofed one evicted any page).
    const slugs = await getProductSlugs(c.var.database.db, id).catch(() => ({}));
    for (const [language, slug] of Object.entries(slugs)) {
      forgetCachedPage(new URL(productPath(language as Language, slug), "http://site").pathname);
    }
    c.header("Cache-Control", "no-store");
    if (form) return back("liked");
    return c.json({ productId: id, likeCount, liked: true });
  },
);
