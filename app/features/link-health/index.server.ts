// The public module of features/link-health for the server: what other features may use (decision 0019).
export { brokenLinkShown, linkFailures, linksWithStatus, linkStatuses, listBrokenLinks } from "./link-health.server";
export { linkCheckUserAgent } from "./link-fetch.server";
