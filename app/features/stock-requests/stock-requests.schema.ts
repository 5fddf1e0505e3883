import { z } from "zod";
import { idSchema } from "~/features/catalog";
import { emailSchema, localeSchema, pagePathSchema } from "~/features/newsletter";

/** "Tell me when it's back": an address, the visitor's language and the out-of-stock product. */
export const stockRequestSchema = z.object({
  email: emailSchema,
  locale: localeSchema,
  productId: idSchema,
  pageUrl: pagePathSchema,
});
export type StockRequestInput = z.infer<typeof stockRequestSchema>;

export interface StockRequestRow {
  id: number;
  email: string;
  locale: string;
  productId: number;
  product: string;
  pageUrl: string | null;
  requestedAt: string;
  /** Whether the visitor confirmed the request with the link mailed to them (only confirmed ones are told). */
  confirmed: boolean;
  /** When the "it's back" message was queued, and how it fared. */
  notified: { at: string; messageId: number | null; mail: string | null } | null;
}
