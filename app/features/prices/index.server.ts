// The public module of features/prices for the server: what other features may use (decision 0019).
export { priceHistoryOf, recordPrice } from "./price-history.server";
