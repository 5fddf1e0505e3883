// The public module of features/insight for the server: what other features may use (decision 0019).
export { insightTotals, listVisorDemand } from "./insights.server";
export { clicksByProduct } from "./product-clicks.server";
