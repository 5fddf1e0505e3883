/**
 * The document script's `data-*` hooks (app/enhance/keys.ts), for the components that render them: features and
 * pages reach the script's keys through this primitive, as they reach the form answers (./form-answers.ts).
 */
export { hooks } from "~/enhance/keys";
