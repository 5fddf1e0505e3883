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
