// The public module of features/translations for the server: what other features may use (decision 0019).
export { translateEntity } from "./ai-translation.server";
export { listWorkflowProducts } from "./product-workflow.server";
export { categoryTranslationIsStale, productTranslationIsStale } from "./translation-status.server";
export { getTranslationCoverage, saveTranslation } from "./translations-admin.server";
