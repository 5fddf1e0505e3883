import { z } from "zod";

/** Safe for the browser: the marketplace tool's inputs and what its API answers. */

export const marketplaceImportSchema = z.object({
  url: z
    .string({ error: "Paste an AliExpress product address or its number" })
    .trim()
    .min(1, "Paste an AliExpress product address or its number")
    .max(2000, "That address is too long"),
});

export const marketplaceSkuSchema = z.object({
  skuId: z
    .string({ error: "Choose one of the product's variants" })
    .regex(/^\d{1,24}$/, "Choose one of the product's variants"),
});

export const marketplaceSettingsSchema = z.object({
  reviewThresholdPercent: z
    .number({ error: "The threshold is a percentage from 1 to 100" })
    .int("The threshold is a whole percentage")
    .min(1, "The threshold is a percentage from 1 to 100")
    .max(100, "The threshold is a percentage from 1 to 100"),
});
export type MarketplaceSettings = z.output<typeof marketplaceSettingsSchema>;

/** What the sync says of a product whose AliExpress link names no product: the screen offers to link it. */
export const noProductNumberDetail = "No AliExpress product number: paste its address to sync it";

export const syncStatuses = ["review", "failed", "no-markup", "unavailable", "changed", "unchanged"] as const;
export type SyncStatus = (typeof syncStatuses)[number];

export interface SyncItem {
  productId: number;
  name: string;
  status: SyncStatus;
  /** What the shop said at the last check, and what the storefront showed before it. */
  price: string | null;
  previousPrice: string | null;
  /** A change above the threshold, waiting for the curator. */
  pending: { price: string; originalPrice: string | null; available: boolean } | null;
  checkedAt: string;
  detail: string;
}

export interface SyncProgress {
  running: boolean;
  checked: number;
  total: number;
  changed: number;
  failed: number;
  startedAt: string | null;
  finishedAt: string | null;
  items: SyncItem[];
}

/** A variant (tint) of an AliExpress product, offered when importing it. */
export interface MarketplaceSku {
  skuId: string;
  name: string;
  price: string;
  available: boolean;
}

/** The tracking id of each language's links, and how many AliExpress products have a current link per language. */
export interface ProductLinksSummary {
  trackingIds: Partial<Record<string, string>>;
  aliexpressProducts: number;
  links: Record<string, number>;
}
