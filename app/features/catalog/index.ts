// The public module of features/catalog for the browser and the server: what other features may use (decision 0019).
export { idSchema, languageSchema, type StorefrontProduct } from "./catalog.schema";
export { ProductCard } from "./components/product-card";
export { money, type ProductInput, productInputSchema, visorFactsSchema } from "./product-admin.schema";
export { canBuy, productAvailability, type ProductAvailability, type ProductCardData } from "./product-display";
export { type ProductType, systemTagFlags } from "./product-kinds";
export type { SearchWord } from "./search-words";
