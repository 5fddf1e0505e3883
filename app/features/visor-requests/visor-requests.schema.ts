import { z } from "zod";
import { emailSchema, localeSchema, pagePathSchema } from "~/features/newsletter";

const bounded = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} is too long`);

export const visorRequestSchema = z.object({
  email: emailSchema,
  helmetBrand: bounded("helmetBrand", 60),
  // Empty: any model of the brand (the finder with a brand chosen and no model).
  helmetModel: z.string().trim().max(80, "helmetModel is too long").default(""),
  // The spec's client always sends "transparente" and "pending"; the server decides both.
  visorType: z.literal("transparente", { error: "visorType must be transparente" }).default("transparente"),
  locale: localeSchema,
  pageUrl: pagePathSchema,
  sourceType: z.enum(["visor-request-category", "visor-request-finder"], { error: "Invalid sourceType" }),
  status: z.literal("pending", { error: "status must be pending" }).optional(),
});
export type VisorRequestInput = z.infer<typeof visorRequestSchema>;

/** The curator marks a request done, or pending again. */
export const visorRequestStatusSchema = z.object({
  status: z.enum(["pending", "processed"], { error: "Status must be pending or processed" }),
});
