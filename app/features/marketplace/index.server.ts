// The public module of features/marketplace for the server: what other features may use (decision 0019).
export { syncProgress } from "./marketplace-sync.server";
export type { AliExpressClient } from "./aliexpress-client.server";
export { amount, listOf, text, type Answer } from "./aliexpress-answer.server";
