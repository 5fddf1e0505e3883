import { z } from "zod";
import { nameInput } from "~/lib/form-schemas";
import { optionalSlugInput } from "~/features/slugs";
import { translatedLanguages } from "~/i18n/languages";

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
});
export type TranslationInput = z.output<typeof translationInputSchema>;

export const coverageQuerySchema = z.object({
  entity: z.enum([...translatableEntities, "all"], { error: "Entity must be product, category or all" }).default("all"),
  language: z.enum([...translatedLanguages, "all"], { error: "Unknown language" }).default("all"),
  state: z.enum(["all", "done", "review", "stale", "missing", "incomplete"], { error: "Unknown state" }).default("all"),
  search: z.string().trim().max(100, "Search is too long").default(""),
});
export type CoverageQuery = z.output<typeof coverageQuerySchema>;
