import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import { z } from "zod";
import { listHelmetBrands } from "~/features/helmets/helmets.server";
import { findMyHelmet, myHelmetCookie } from "~/features/fitment/helmets";
import { idInput } from "~/lib/form-schemas";
import { sameSitePath } from "~/lib/referer";
import type { AppEnv } from "./context";
import { parseOr400 } from "./http";
import { readBodyObject } from "./visitor";
import { rememberChoice, visitorChoiceGuard } from "./visitor-choice";

const myHelmetSchema = z.object({
  model: idInput("Invalid helmet model").optional(),
  forget: z.literal("1").optional(),
  return: z.string().max(500).optional(),
});

/** A same-site path to go back to (never another site, never a protocol-relative address), else home. */
export const returnPath = (value: string | undefined, requestUrl: string) =>
  (value?.startsWith("/") && sameSitePath(value, requestUrl)) || "/";

/**
 * POST /my-helmet: remember the visitor's helmet (a cookie with the model's id; no account, no
 * identifier) or forget it, then go back to the page the form was on. A plain form post, so it
 * works without JavaScript.
 */
export const myHelmetRoutes = new Hono<AppEnv>().post("/", visitorChoiceGuard, async (c) => {
  const form = parseOr400(myHelmetSchema, await readBodyObject(c));
  const back = returnPath(form.return, c.req.url);
  if (form.forget) {
    deleteCookie(c, myHelmetCookie, { path: "/" });
  } else {
    const helmet = form.model ? findMyHelmet(await listHelmetBrands(c.var.database.db), form.model) : null;
    if (!helmet) return c.json({ error: "Unknown helmet model" }, 400);
    rememberChoice(c, myHelmetCookie, String(helmet.modelId));
  }
  return c.redirect(back, 303);
});
