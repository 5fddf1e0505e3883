import { z } from "zod";
import type { brandKindEnum } from "#db/schema";
import { requiredShortText } from "~/lib/form-schemas";
import { optionalSlugInput } from "~/features/slugs";

/** A brand as the admin's form and the API take it (browser-safe: zod and types only). */

/** The database's brand kinds; the type keeps this list and the enum the same. */
export const brandKinds: typeof brandKindEnum.enumValues = ["helmet", "gear"];

export const brandInputSchema = z.object({
  name: requiredShortText("Name", 60),
  slug: optionalSlugInput(60),
  kind: z.enum(brandKinds, { error: "Choose helmet or gear" }),
  websiteUrl: z
    .union([z.string(), z.null()])
    .transform((v) => (v ?? "").trim())
    .refine((v) => v === "" || /^https:\/\/[^\s/]+\.[^\s]+$/.test(v), "Use a full https:// link, or leave it empty")
    .transform((v) => v || null)
    .default(null),
});
export type BrandInput = z.output<typeof brandInputSchema>;
