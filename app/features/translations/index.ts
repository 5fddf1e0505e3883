// The public module of features/translations for the browser and the server: what other features may use (decision 0019).
export type { TranslationState } from "./translation-state";
