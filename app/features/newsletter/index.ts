// The public module of features/newsletter for the browser and the server: what other features may use (decision 0019).
export { emailSchema, localeSchema, pagePathSchema } from "./newsletter.schema";
