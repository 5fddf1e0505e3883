// The public module of features/insight for the browser and the server: what other features may use (decision 0019).
export { lastDays } from "./insight.schema";
