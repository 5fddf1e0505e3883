// The public module of features/earnings for the server: what other features may use (decision 0019).
export { commissionTotals, periodOrders, type OrderRow } from "./earnings.server";
export { fromCents } from "./money";
export { unmatchedOrders } from "./orders.server";
