import { z } from "zod";
import { pageField } from "~/lib/form-schemas";

/** Rows per page of the subscriber list. */
export const subscriberPageSize = 50;
export const subscriberStatuses = ["active", "pending", "inactive"] as const;

/** The subscriber list's filters (the Newsletter screen's address): status, part of the address, page. */
export const subscriberQuerySchema = z.object({
  status: z.enum(subscriberStatuses, { error: "status is active, pending or inactive" }).optional(),
  search: z.string().trim().max(200, "search is at most 200 characters").optional(),
  ...pageField,
});
export type SubscriberQuery = z.infer<typeof subscriberQuerySchema>;
