import type { ChangeActor } from "#db/change-actor";

/** One change of a product's or category's timeline, as the admin shows it. */
export interface TimelineEntry {
  id: number;
  at: string;
  actor: ChangeActor;
  /** A translation's language; null: the Portuguese original. */
  languageCode: string | null;
  changes: { column: string; before: unknown; after: unknown }[];
  /** The change this one undid. */
  reverts: number | null;
  /** The change that undid this one. */
  revertedBy: number | null;
  /** It can be undone in one step: it changed a value the form edits, and nothing undid it yet. */
  revertable: boolean;
}

/**
 * Columns a revert puts back, by the row's table. Others are shown but not undone here: an address (slug) keeps its
 * redirects, a status its publishing rules, the trash its own screen, a category's place in the tree its checks.
 */
export const revertableColumns = {
  product: [
    "name",
    "description",
    "button_text",
    "type",
    "brand_id",
    "category_id",
    "price",
    "original_price",
    "stock",
    "aliexpress_url",
    "fallback_url",
    "marketplace_product_id",
    "marketplace_sku_id",
    "gtin",
    "rating",
    "specifications",
    "is_official",
    "is_featured",
    "is_new",
    "is_recommended",
    "is_zeros_pick",
    "is_limited_edition",
    "is_premium",
    "is_best_seller",
    "sort_order",
  ],
  productTranslation: ["name", "description", "button_text", "specifications"],
  category: ["name", "description", "image_url", "sort_order"],
  categoryTranslation: ["name", "description"],
} as const;
