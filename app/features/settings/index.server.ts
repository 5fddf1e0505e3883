// The public module of features/settings for the server: what other features may use (decision 0019).
export { getSiteSettings } from "./site-settings.server";
export { curatorLanguage, rememberCuratorLanguage, storedCuratorLanguage } from "./curator-language.server";
