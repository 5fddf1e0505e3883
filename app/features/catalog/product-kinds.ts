/**
 * The product vocabulary shared by the server and the admin pages. No zod here: this module
 * reaches the browser, and the browser bundle stays free of validation code (decision 5).
 */
import { productStatuses, productTypes } from "#db/schema/product-vocabulary";

export { productStatuses, productTypes };
export type ProductType = (typeof productTypes)[number];

export type ProductStatus = (typeof productStatuses)[number];

export const productFlags = [
  "isOfficial",
  "isFeatured",
  "isNew",
  "isRecommended",
  "isZerosPick",
  "isLimitedEdition",
  "isPremium",
  "isBestSeller",
] as const;
export type ProductFlag = (typeof productFlags)[number];

/** The system tags, each the name of a product flag (a badge): listed in the admin, never changed. */
export const systemTagFlags = {
  "best seller": "isBestSeller",
  featured: "isFeatured",
  "limited edition": "isLimitedEdition",
  new: "isNew",
  premium: "isPremium",
  "Zero's pick": "isZerosPick",
} as const satisfies Record<string, ProductFlag>;

/** The lifecycle (admin spec §2): one step forward at a time, any number back. */
export function canMoveTo(from: ProductStatus, to: ProductStatus) {
  const step = productStatuses.indexOf(to) - productStatuses.indexOf(from);
  return step <= 1 && step !== 0;
}
