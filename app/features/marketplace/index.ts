// The public module of features/marketplace for the browser and the server: what other features may use (decision 0019).
export { isAliExpressShopUrl } from "./aliexpress-url";
