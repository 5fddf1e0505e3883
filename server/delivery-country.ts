import { Hono } from "hono";
import { z } from "zod";
import { deliveryCountries } from "#db/schema";
import { deliveryCountryCookie } from "~/features/prices/delivery";
import type { AppEnv } from "./context";
import { parseOr400 } from "./http";
import { returnPath } from "./my-helmet";
import { readBodyObject } from "./visitor";
import { rememberChoice, visitorChoiceGuard } from "./visitor-choice";

const deliveryCountrySchema = z.object({
  country: z.enum(deliveryCountries, { error: "Unknown delivery country: use PT, ES, FR, IT or DE" }),
  return: z.string().max(500).optional(),
});

/**
 * POST /delivery-country: the country whose delivery product pages show (issue 30), remembered in a cookie, then
 * back to the page the form was on (a path of this site only). A plain form post: it works without JavaScript.
 */
export const deliveryCountryRoutes = new Hono<AppEnv>().post("/", visitorChoiceGuard, async (c) => {
  const form = parseOr400(deliveryCountrySchema, await readBodyObject(c));
  rememberChoice(c, deliveryCountryCookie, form.country);
  return c.redirect(returnPath(form.return, c.req.url), 303);
});
