import { z } from "zod";
import { emailSchema, localeSchema, pagePathSchema } from "~/features/newsletter";
import { pageField } from "~/lib/form-schemas";

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

/** Requests per page of each of the screen's lists. */
export const visorRequestPageSize = 50;
/** The screen's lists, in its order (pending first: they are what the curator has to do). */
export const visorRequestLists = ["pending", "notified", "processed"] as const;
export type VisorRequestList = (typeof visorRequestLists)[number];
/** The address parameter of each list's page. */
export const listPageParam = (list: VisorRequestList) => `${list}Page` as const;

/** The Visor requests screen's address: part of an address or helmet, and each list's page. */
export const visorRequestQuerySchema = z.object({
  search: z.string().trim().max(200, "search is at most 200 characters").optional(),
  pendingPage: pageField.page,
  notifiedPage: pageField.page,
  processedPage: pageField.page,
} satisfies Record<ReturnType<typeof listPageParam>, unknown> & { search: unknown });
export type VisorRequestQuery = z.infer<typeof visorRequestQuerySchema>;
