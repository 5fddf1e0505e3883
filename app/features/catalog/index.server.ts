// The public module of features/catalog for the server: what other features may use (decision 0019).
export {
  allOf,
  findBrandNames,
  inList,
  productCondition,
  type ProductCondition,
  productTranslationPair,
  searchWordCondition,
  textWithFallback,
} from "./catalog.queries.server";
export {
  assertProductVisible,
  listStorefrontProducts,
  listVisibleProductSlugs,
  loadStorefrontProducts,
  pageStorefrontProducts,
  prepareSearch,
} from "./catalog.service.server";
export { createAdminProduct, deleteProductImage, productImagesOf } from "./product-admin.server";
export { applyShopPrice } from "./product-price-change.server";
export { getAdminProduct } from "./product-admin.server";
export { countUncheckedPrices } from "./product-admin-list.server";
export { addProductImages } from "./product-images-admin.server";
export { alertConfirmationMessage } from "./alert-confirmation.server";
export { riderLanguage } from "./mail-product.server";
export { queuePriceAlerts } from "./price-notices.server";
export { queueStockNotices } from "./stock-notices.server";
