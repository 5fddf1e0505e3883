// The public module of features/admin for the server: what other features may use (decision 0019).
export { isTotpEnabled } from "./totp.server";
