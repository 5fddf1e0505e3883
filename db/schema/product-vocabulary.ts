/**
 * The product types and statuses: the database enums (`catalog.ts`) and the app's lists
 * (`app/features/catalog/product-kinds.ts`) are both made from these, so they cannot drift.
 * Plain constants, no imports: the admin pages use them in the browser.
 */
export const productTypes = ["visor", "camera", "intercom", "microphone", "accessory"] as const;
export const productStatuses = ["draft", "ready", "published"] as const;
