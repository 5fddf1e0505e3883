import { z } from "zod";
import { maxId, versionField } from "~/lib/form-schemas";
import { defaultLanguage, translatedLanguages, type Language } from "~/i18n/languages";
import { maxBodyLength, maxIssueProducts, maxSubjectLength } from "./newsletter-issue-limits";
import { emailSchema, localeSchema } from "./newsletter.schema";

/** A newsletter issue's inputs, shared by the admin's editor and the API (browser-safe: zod and types only). */

const versionSchema = z.object({
  subject: z.string({ error: "Write a subject" }).trim().max(maxSubjectLength, "The subject is too long"),
  body: z.string({ error: "Write the text" }).trim().max(maxBodyLength, "The text is too long"),
});

export const issueInputSchema = z.object({
  subject: z
    .string({ error: "Write a subject" })
    .trim()
    .min(1, "Write a subject")
    .max(maxSubjectLength, `A subject is at most ${maxSubjectLength} characters`),
  body: z
    .string({ error: "Write the text" })
    .trim()
    .min(1, "Write the text")
    .max(maxBodyLength, `The text is at most ${maxBodyLength} characters`),
  productIds: z
    .array(z.number({ error: "Products are given by id" }).int().positive().max(maxId, "No such product"), {
      error: "Products are a list of ids",
    })
    .max(maxIssueProducts, `Pick at most ${maxIssueProducts} products`)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  /** Versions in the other languages; an empty one is no version (English is sent instead). */
  translations: z
    .partialRecord(z.enum(translatedLanguages as [Language, ...Language[]]), versionSchema, {
      error: `Translations are keyed by ${translatedLanguages.join(", ")}`,
    })
    .optional(),
  ...versionField,
});
export type IssueInput = z.output<typeof issueInputSchema>;

export const testSendSchema = z.object({ email: emailSchema, language: localeSchema.default(defaultLanguage) });
export type TestSendInput = z.output<typeof testSendSchema>;

export const translateRequestSchema = z.object({
  languages: z
    .array(z.enum(translatedLanguages as [Language, ...Language[]], { error: "Unknown language" }))
    .optional(),
});
