// The slugs feature's public module for the browser and the server (decision 0019).
export { freeSlug } from "./free-slug";
export { optionalSlugInput } from "./slug.schema";
export { slugify, slugPattern } from "./slugify";
