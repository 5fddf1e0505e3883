import { z } from "zod";
import { requiredShortText } from "~/lib/form-schemas";

/** A tag as the admin's form and the API take it (browser-safe: zod and types only). */

export const tagInputSchema = z.object({
  name: requiredShortText("Name", 40),
});
export type TagInput = z.output<typeof tagInputSchema>;
