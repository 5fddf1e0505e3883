/** Names the server, the React pages and the document script (./document.ts) agree on. */

/** Cookie (and local-storage key) holding the visitor's chosen language. */
export const preferredLanguageCookie = "preferred-language";
/** Local-storage list of the products this browser liked. */
export const likedProductsKey = "liked-products";
/** The count each liked product had right after this browser's like (a cached page may show an older one). */
export const likedCountsKey = "liked-counts";
/** Session flag: the language was changed from the mobile menu, so it opens again in the new language. */
export const mobileLanguageChangeKey = "mobile-language-change";
/** File name of the built document script in the client assets (vite.config.ts, server/index.ts). */
export const documentScriptFile = "enhance.js";

/**
 * A visitor form sent in place by the document script (`form[data-send-form]`): what the server rendered for
 * each outcome, in the page's language, as JSON in `data-answers`. The outcome is the form's own check
 * (its fields' `pattern`), then the answer's status: 2xx ok, 409 duplicate, 400 invalid, 429 later, else error
 * (the same outcomes as the page answering a form posted without JavaScript, server/form-answer.ts).
 */
export type FormOutcome = "check" | "ok" | "duplicate" | "invalid" | "later" | "error";
/**
 * Title, text and how it shows: a toast, an error toast (`alert`), or `done`: the form's fields give way to
 * the text in its `[data-form-status]`. An `ok` toast clears the form and prefers the answer's own `message`.
 */
export type FormAnswer = [title: string, text: string, show: "toast" | "alert" | "done"];
export type FormAnswers = Record<FormOutcome, FormAnswer>;
