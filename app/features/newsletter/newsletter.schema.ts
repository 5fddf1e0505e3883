import { z } from "zod";
import { supportedLanguages } from "~/i18n/languages";
import { simpleEmailPattern } from "./email";

export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .regex(simpleEmailPattern, "Invalid email");

/**
 * The page a visitor's form was sent from, kept only as a path of this site: the path of whatever
 * http(s) address or path the browser sent (never its query, which could hold personal data), and
 * nothing for anything else (`javascript:…`, text). Browsers send the full address of the page.
 */
export const pagePathSchema = z
  .string()
  .max(2000, "pageUrl is too long")
  .optional()
  .transform((value) => {
    if (!value) return undefined;
    try {
      const url = new URL(value, "http://site.invalid");
      return url.protocol === "https:" || url.protocol === "http:" ? url.pathname.slice(0, 300) : undefined;
    } catch {
      return undefined;
    }
  });

export const localeSchema = z.enum(supportedLanguages, {
  error: `Invalid locale; use one of ${supportedLanguages.join(", ")}`,
});

/** Unknown fields are dropped by zod, so nothing a client invents is stored. */
export const subscribeSchema = z.object({
  email: emailSchema,
  locale: localeSchema,
  pageUrl: pagePathSchema,
  source: z
    .enum(["newsletter", "newsletter-visor-demand", "newsletter-finder"], { error: "Invalid source" })
    .optional(),
});
export type SubscribeInput = z.infer<typeof subscribeSchema>;

export const unsubscribeTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, "Invalid unsubscribe link");
