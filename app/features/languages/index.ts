// The public module of features/languages for the browser and the server: what other features may use (decision 0019).
export { parseAcceptLanguage } from "./detect-language";
export { languageOfEnglishName, useLanguageNames } from "./language-names";
