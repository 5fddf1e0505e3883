import { z } from "zod";
import { supportedLanguages } from "~/i18n/languages";
import { slugEntities, slugLevels } from "./slug-score";

/** The SEO slug tool's inputs, shared by the admin's filters and the API (browser-safe: zod and types only). */

const emptyToAll = (value: unknown) => (value === "" || value === "all" ? undefined : value);
const languageSchema = z.enum(supportedLanguages, {
  error: `Language must be one of ${supportedLanguages.join(", ")}`,
});
/** Spec §9: the analysis shows 50 slugs a page. */
export const slugPageSize = 50;
const pageMessage = "Page must be a whole number of 1 or more";
const limitMessage = "Limit must be a whole number from 1 to 100";

export const slugAnalysisQuerySchema = z.object({
  language: z.preprocess(emptyToAll, languageSchema.optional()),
  entity: z.preprocess(
    emptyToAll,
    z.enum(slugEntities, { error: "Entity must be product, category or static_page" }).optional(),
  ),
  level: z.preprocess(
    emptyToAll,
    z.enum(slugLevels, { error: "Level must be excellent, good, needs_improvement or poor" }).optional(),
  ),
  search: z.string().trim().max(100, "Search is too long").optional(),
  page: z.coerce.number({ error: pageMessage }).int(pageMessage).min(1, pageMessage).default(1),
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(100, limitMessage)
    .default(slugPageSize),
});
export type SlugAnalysisQuery = z.output<typeof slugAnalysisQuerySchema>;

export const optimizeRequestSchema = z.object({
  entityId: z.union([z.number(), z.string()], { error: "entityId is required" }),
  entityType: z.enum(slugEntities, { error: "entityType must be product, category or static_page" }),
  language: languageSchema,
});
export type OptimizeRequest = z.output<typeof optimizeRequestSchema>;

export const bulkOptimizeRequestSchema = z.object({
  language: z.preprocess(emptyToAll, languageSchema.optional()),
  entityType: z.enum([...slugEntities, "all"], { error: "entityType must be product, category or all" }).default("all"),
  /** Only list what would change (before → after), changing nothing. */
  dryRun: z.boolean({ error: "dryRun must be true or false" }).default(false),
  /** The curator saw the list and agreed to new addresses for published products. */
  confirmLive: z.boolean({ error: "confirmLive must be true or false" }).default(false),
});
/** The input form: a caller may leave the defaults out. */
export type BulkOptimizeRequest = z.input<typeof bulkOptimizeRequestSchema>;
