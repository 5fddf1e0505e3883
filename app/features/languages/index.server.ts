// The public module of features/languages for the server: what other features may use (decision 0019).
export { listActiveLanguages } from "./languages.server";
