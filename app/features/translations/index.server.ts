// The public module of features/translations for the server: what other features may use (decision 0019).
export { translateEntity } from "./ai-translation.server";
export { categoryTranslationIsStale, liveSourceHashes, staleAgainst } from "./translation-status.server";
export { saveTranslation } from "./translations-admin.server";
export { countTranslationCoverage, countWorkflowReady } from "./translation-counts.server";
