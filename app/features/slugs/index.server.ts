// The slugs feature's public module for the server (decision 0019).
export { changeSlug, listEntitySlugs } from "./slug-change.server";
export {
  answersToSlug,
  categorySlugProblem,
  freeCategorySlug,
  freeProductSlug,
  keepOldSlug,
  productSlugProblem,
  translationSlug,
} from "./slug-checks.server";
export { recordSlugRedirect } from "./slug-redirects.server";
