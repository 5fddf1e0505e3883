// The slugs feature's public module for the server (decision 0019).
export { changeSlug, currentSlug, listEntitySlugs } from "./slug-change.server";
export {
  answersToSlug,
  categorySlugProblem,
  freeCategorySlug,
  freeProductSlug,
  keepOldSlug,
  productSlugProblem,
  translationSlug,
} from "./slug-checks.server";
export { recordSlugRedirect, type SlugEntity } from "./slug-redirects.server";
