// The public module of features/navigation for the server: what other features may use (decision 0019).
export { ensureDefaultHeaderMenu } from "./navigation.server";
