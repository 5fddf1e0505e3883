// The public module of features/newsletter for the server: what other features may use (decision 0019).
export { listNewsletterIssues } from "./newsletter-issues.server";
