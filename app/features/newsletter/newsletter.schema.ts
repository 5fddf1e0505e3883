import { z } from "zod";
import { supportedLanguages } from "~/i18n/languages";

import { simpleEmailPattern } from "./email";

export const subscribeSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .toLowerCase()
    .max(254, "Email is too long")
    .regex(simpleEmailPattern, "Invalid email"),
  locale: z.enum(supportedLanguages).catch("pt"),
  pageUrl: z.string().max(2000).optional(),
  source: z.string().max(60).optional(),
});
export type SubscribeInput = z.infer<typeof subscribeSchema>;
