import { z } from "zod";
import { idSchema, languageSchema } from "~/features/catalog";

/** The AI prompts' inputs, shared by the admin's form and the API (browser-safe: zod and types only). */

/** The product texts a prompt can work on. */
export const promptFields = ["name", "description", "buttonText"] as const;
export type PromptField = (typeof promptFields)[number];

export const maxTemplateLength = 4000;

export const promptSaveSchema = z.object({
  template: z.string({ error: "Write a template" }),
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
