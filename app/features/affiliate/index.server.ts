// The public module of features/affiliate for the server: what other features may use (decision 0019).
export { getTrackingIds } from "./tracking-ids.server";
