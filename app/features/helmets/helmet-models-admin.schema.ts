import { z } from "zod";
import { maxId, requiredShortText } from "~/lib/form-schemas";
import { slugify } from "~/features/slugs";

/** A helmet model as the admin's form and the API take it (browser-safe: zod and types only). */

const modelName = requiredShortText("Name", 60).refine(
  (name) => slugify(name) !== "",
  "Use at least one letter or digit",
);

export const helmetModelCreateSchema = z.object({
  brandId: z.coerce
    .number({ error: "Choose a helmet brand" })
    .int()
    .positive("Choose a helmet brand")
    .max(maxId, "Choose a helmet brand"),
  name: modelName,
});

export const helmetModelUpdateSchema = z
  .object({ name: modelName.optional(), retired: z.boolean({ error: "retired is true or false" }).optional() })
  .refine((v) => v.name !== undefined || v.retired !== undefined, "Send a new name or retired");
export type HelmetModelCreateInput = z.output<typeof helmetModelCreateSchema>;
export type HelmetModelUpdateInput = z.output<typeof helmetModelUpdateSchema>;
