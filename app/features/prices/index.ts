// The public module of features/prices for the browser and the server: what other features may use (decision 0019).
export { cents } from "./price-history";
