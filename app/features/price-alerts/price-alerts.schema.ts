import { z } from "zod";
import { idSchema, money } from "~/features/catalog";
import { emailSchema, localeSchema } from "~/features/newsletter";

/** Left empty (the form's optional field), no target: any drop of 5 % or more is told. */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && !value.trim()) ? undefined : value;

/**
 * "Tell me when it is cheaper": one product (with an optional target price below its price now), or every published
 * visor that fits a helmet model (the rider's "my helmet"), for an address in the rider's language. Nothing else
 * is kept (not even the page it was asked on).
 */
export const priceAlertSchema = z
  .object({
    email: emailSchema,
    locale: localeSchema,
    productId: idSchema.optional(),
    helmetModelId: idSchema.optional(),
    targetPrice: z.preprocess(blankToUndefined, money("Target price").optional()),
  })
  .refine((input) => (input.productId === undefined) !== (input.helmetModelId === undefined), {
    message: "Name either a productId or a helmetModelId",
  })
  .refine((input) => input.helmetModelId === undefined || input.targetPrice === undefined, {
    message: "A target price is for one product, not every visor of a helmet",
  });
export type PriceAlertInput = z.infer<typeof priceAlertSchema>;
