// The public module of features/affiliate for the server: what other features may use (decision 0019).
export { getTrackingIds, saveTrackingIds } from "./tracking-ids.server";
export { languageOfTrackingId } from "./tracking-ids";
