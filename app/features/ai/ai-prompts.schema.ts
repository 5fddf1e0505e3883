import { z } from "zod";
import { idSchema, languageSchema } from "~/features/catalog";

/** The AI prompts' inputs, shared by the admin's form and the API (browser-safe: zod and types only). */

/** The product texts a prompt can work on. */
export const promptFields = ["name", "description", "buttonText"] as const;
export type PromptField = (typeof promptFields)[number];

export const maxTemplateLength = 4000;

/** A prompt still at its built-in template has this version (it has no saved row, so no date). */
export const defaultPromptVersion = "default";

export const promptSaveSchema = z.object({
  template: z.string({ error: "Write a template" }),
  /** The version the form loaded (decision 0031): the saved template's date, or `defaultPromptVersion`. */
  expectedVersion: z
    .union([z.literal(defaultPromptVersion), z.iso.datetime({ offset: true })], {
      error: "expectedVersion must be the prompt's version",
    })
    .optional(),
});

export const promptPreviewSchema = z.object({
  template: z.string({ error: "The template must be text" }).optional(),
  productId: z
    .unknown()
    .refine((id) => id != null && id !== "", "Choose a product")
    .pipe(idSchema),
  field: z.enum(promptFields, { error: `Choose one of ${promptFields.join(", ")}` }).default("name"),
  targetLanguage: languageSchema.default("en"),
});
export type PromptPreviewInput = z.output<typeof promptPreviewSchema>;
