import { z } from "zod";
import { nameInput } from "~/lib/form-schemas";
import { optionalSlugInput } from "~/features/slugs";
import { translatedLanguages, type Language } from "~/i18n/languages";
import { idSchema } from "~/features/catalog";
import type { TranslationState } from "./translation-state";

export const translatableEntities = ["product", "category"] as const;
export type TranslatableEntity = (typeof translatableEntities)[number];

/** The text fields of each entity, in the order the editor shows them (the slug is separate). */
export const translatableFields = {
  product: ["name", "description", "buttonText"],
  category: ["name", "description"],
} as const satisfies Record<TranslatableEntity, readonly string[]>;
export type TranslatableField = "name" | "description" | "buttonText";

export const entitySchema = z.enum(translatableEntities, { error: "Entity must be product or category" });
export const translatedLanguageSchema = z.enum(translatedLanguages, {
  error: `Language must be one of ${translatedLanguages.join(", ")}`,
});

/** One language's translation as the editor saves it. */
export const translationInputSchema = z.object({
  name: nameInput(200),
  description: z.string().trim().max(10_000, "Description is too long").default(""),
  buttonText: z.string().trim().max(80, "Button text is too long").default(""),
  slug: optionalSlugInput(200),
  /**
   * A product's specification values in this language, by the original's keys; an empty value shows
   * the original (numbers and proper names stay as they are). Left out: the saved values are kept.
   */
  specifications: z
    .record(z.string().max(60), z.string().trim().max(500, "A specification value is too long"))
    .optional(),
  /** "ai" when the text is the AI's suggestion as it came; anything the curator typed is manual. */
  source: z.enum(["manual", "ai"]).default("manual"),
  aiConfidence: z.number().min(0).max(1).nullable().default(null),
  /**
   * The version the editor loaded (decision 0031): the translation's `updatedAt`, or `newTranslationVersion` when
   * the language had none. Left out, a save overwrites (the AI batch, imports).
   */
  expectedVersion: z
    .union([z.literal("new"), z.iso.datetime({ offset: true })], {
      error: "expectedVersion must be the translation's version",
    })
    .optional(),
});
/** The version of a language that has no translation yet. */
export const newTranslationVersion = "new";
export type TranslationInput = z.output<typeof translationInputSchema>;

export const coverageQuerySchema = z.object({
  entity: z.enum([...translatableEntities, "all"], { error: "Entity must be product, category or all" }).default("all"),
  language: z.enum([...translatedLanguages, "all"], { error: "Unknown language" }).default("all"),
  state: z.enum(["all", "done", "review", "stale", "missing", "incomplete"], { error: "Unknown state" }).default("all"),
  search: z.string().trim().max(100, "Search is too long").default(""),
});
export type CoverageQuery = z.output<typeof coverageQuerySchema>;

/** At most this many entities per batch request (a whole catalogue in one language fits). */
export const maxBatchItems = 500;

/** What an AI request is about: the API names it `entityType`/`entityId`, the services take `entity`/`id`. */
const target = z.object({
  entityType: entitySchema,
  entityId: idSchema,
  language: translatedLanguageSchema,
});
const asTarget = <T extends { entityType: unknown; entityId: unknown }>({ entityType, entityId, ...rest }: T) => ({
  entity: entityType as T["entityType"],
  id: entityId as T["entityId"],
  ...rest,
});

export const fieldTranslationRequestSchema = target
  .extend({
    field: z.enum(["name", "description", "buttonText"], { error: "Field must be name, description or buttonText" }),
  })
  .transform(asTarget);

export const entityTranslationRequestSchema = target
  .extend({ overwriteManual: z.boolean().default(false) })
  .transform(asTarget);

export const describeRequestSchema = z.object({ productId: idSchema });

export const batchTranslationRequestSchema = z.object({
  language: translatedLanguageSchema,
  entityType: z
    .enum(["product", "category", "all"], { error: "Entity must be product, category or all" })
    .default("all"),
  states: z
    .array(z.enum(["missing", "stale", "review"], { error: "States are missing, stale or review" }))
    .min(1, "Choose what to translate: missing, stale or review")
    .default(["missing", "stale"]),
  /** Exactly these (a retry of the failed ones); otherwise every entity in one of `states`. */
  items: z
    .array(z.object({ entity: entitySchema, id: idSchema }))
    .min(1, "Choose at least one item")
    .max(maxBatchItems, `At most ${maxBatchItems} items per batch`)
    .optional(),
  overwriteManual: z.boolean().default(false),
});

/** The editor's address: `/:entity/:id` and `/:entity/:id/:language`. */
export const editorParamsSchema = z.object({ entity: entitySchema, id: idSchema });
export const translationParamsSchema = editorParamsSchema.extend({ language: translatedLanguageSchema });

/* What the translation tools show (written for the browser; the server's queries answer these). */

/** A translation row as the tools show it. */
export interface TranslationRow {
  name: string;
  description: string;
  buttonText: string;
  slug: string;
  /** Specification values in this language (products; a missing key shows the original's value). */
  specifications: Record<string, string>;
  source: "original" | "manual" | "ai" | "imported";
  aiConfidence: number | null;
  needsReview: boolean;
  stale: boolean;
  state: TranslationState;
  updatedAt: string;
}

/** The original (Portuguese) text of an entity and its translation per language (null = missing). */
export interface TranslationEditorData {
  entity: TranslatableEntity;
  id: number;
  status: string;
  original: {
    name: string;
    description: string;
    buttonText: string;
    slug: string;
    specifications: Record<string, string>;
  };
  translations: Record<Exclude<Language, "pt">, TranslationRow | null>;
}
