import { z } from "zod";

/** Turning a language on or off, as the admin's switch and the API send it (browser-safe). */
export const languageEnabledSchema = z.object({
  enabled: z.boolean({ error: "Send enabled as true or false" }),
});
