import { z } from "zod";
import { idSchema } from "~/features/catalog";

/** The products the curator picked to initialize in the workflow. */
export const workflowInitializeSchema = z.object({
  productIds: z
    .array(idSchema, { error: "Please select products to initialize" })
    .min(1, "Please select products to initialize")
    .max(200, "At most 200 products at a time"),
});
