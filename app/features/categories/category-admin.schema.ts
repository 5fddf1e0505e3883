import { z } from "zod";
import { maxId, nameInput, optionalIdInput, versionField } from "~/lib/form-schemas";
import { optionalSlugInput } from "~/features/slugs";

/** Everything the category form sends (Portuguese text: translations have their own tool). */
export const categoryInputSchema = z.object({
  name: nameInput(120),
  slug: optionalSlugInput(120),
  description: z.string().trim().max(2000, "Description is too long").default(""),
  /** An https:// address or a path of this site ("/images/…"); empty means no picture. */
  imageUrl: z
    .union([z.string(), z.null()])
    .transform((v) => (v ?? "").trim())
    .refine(
      (v) => v === "" || /^https:\/\/[^\s/]+\.[^\s]+$/.test(v) || /^\/(?!\/)\S*$/.test(v),
      "Use a full https:// link or a path starting with /, or leave it empty",
    )
    .transform((v) => v || null)
    .default(null),
  parentId: optionalIdInput("Choose a parent category").default(null),
  sortOrder: z
    .union([z.number(), z.string()])
    .transform((v) => (v === "" ? 0 : Number(v)))
    .pipe(
      z
        .number({ error: "Sort order must be a whole number" })
        .int("Sort order must be a whole number")
        .min(-32768, "Sort order is out of range")
        .max(32767, "Sort order is out of range"),
    )
    .default(0),
  ...versionField,
});

export type CategoryInput = z.output<typeof categoryInputSchema>;

/** The hierarchy tool: a new parent, or null for the top level. */
export const moveSchema = z.object({
  parentId: z.union([z.number().int().positive().max(maxId), z.null()], {
    error: "parentId must be a category id or null",
  }),
});

/** A restore from the trash; `bringProductsBack` returns the products trashing moved out of it. */
export const restoreCategorySchema = z.object({
  bringProductsBack: z.boolean({ error: "bringProductsBack must be true or false" }).default(false),
});
