// The public module of features/seo for the server: what other features may use (decision 0019).
export { healthOverview } from "./seo-slug.server";
export { countSitemapEntries } from "./sitemap.server";
export { sitemapReport } from "./sitemap-intelligence.server";
export { auditProductUrls } from "./url-fixer.server";
