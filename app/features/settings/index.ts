// The public module of features/settings for the browser and the server: what other features may use (decision 0019).
export { type SiteSettings, siteSettingsKey, storedSiteSettingsSchema } from "./site-settings";
