import { z } from "zod";
import { pageField } from "~/lib/form-schemas";

/** The outbox's kinds of message (the Mail screen filters by them). */
export const mailKinds = [
  "visor-available",
  "stock-back",
  "stock-confirm",
  "price-drop",
  "price-alert-confirm",
  "newsletter-confirm",
  "newsletter-issue",
  "digest",
  "test",
] as const;

/** A page of the Mail screen's list holds at most this many messages. */
export const outboxPageSize = 50;

/**
 * The Mail screen's list (the page's URL and `GET /api/admin/mail`): one page of `outboxPageSize`, failed first,
 * narrowed by status, kind, and a part of the recipient's address.
 */
export const outboxQuerySchema = z.object({
  status: z.enum(["pending", "sent", "failed"], { error: "status is pending, sent or failed" }).optional(),
  kind: z.enum(mailKinds, { error: `kind is one of ${mailKinds.join(", ")}` }).optional(),
  recipient: z.string().trim().max(200, "recipient is at most 200 characters").optional(),
  ...pageField,
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;
