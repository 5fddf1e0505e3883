// The public module of features/categories for the browser and the server: what other features may use (decision 0019).
export type { StorefrontCategory } from "./categories.schema";
export { slugPatterns } from "./category-membership";
export { type Localized, visorCategorySlug, visorCategoryText, visorTexts, visorWord } from "./visor-categories";
