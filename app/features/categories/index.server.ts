// The public module of features/categories for the server: what other features may use (decision 0019).
export { fitsHelmet } from "./categories.queries.server";
export { fitsHelmetCondition, getCategoryTexts, listStorefrontCategories } from "./categories.service.server";
export { createAdminCategory } from "./category-admin.server";
