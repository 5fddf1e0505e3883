import { z } from "zod";
import { supportedLanguages } from "~/i18n/languages";
import { idInput } from "~/lib/form-schemas";

/** Inputs shared by the API and the pages. */
export const languageSchema = z.enum(supportedLanguages, {
  error: `Unsupported language; use one of ${supportedLanguages.join(", ")}`,
});

/** `?lang=` of list endpoints: catalogue text in that language, Portuguese by default. */
export const languageQuerySchema = z.object({ lang: languageSchema.default("pt") });

export const idSchema = idInput("Invalid id");

export const slugParamSchema = z
  .string()
  .trim()
  .min(1, "Slug is required")
  .max(200, "Slug is too long")
  .regex(/^[\p{L}\p{N}-]+$/u, "Invalid slug");

export const searchQuerySchema = z
  .string({ error: "Search text is required" })
  .trim()
  .min(1, "Search text is required")
  .max(100, "Search text is too long");

/** The most products one answer of a public list carries (a page; `offset` reads the next). */
export const maxProductPage = 200;
export const productPageSchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit is at least 1")
    .max(maxProductPage, `limit is at most ${maxProductPage}`)
    .default(maxProductPage),
  offset: z.coerce
    .number({ error: "offset must be a number" })
    .int("offset must be a whole number")
    .min(0, "offset is at least 0")
    .max(1_000_000, "offset is too large")
    .default(0),
});

export const productListFlags = ["featured", "new", "recommended", "zeros-picks"] as const;
export type ProductListFlag = (typeof productListFlags)[number];

export interface ProductImageDto {
  id: number;
  url: string;
  srcSet: string;
  alt: string;
}

/** A product as the storefront sees it: published, localized, with no internal columns (its producer's shape). */
export type { StorefrontProduct } from "./catalog.service.server";

export interface ProductTranslationDto {
  languageCode: string;
  name: string;
  description: string;
  buttonText: string;
  slug: string;
  translationSource: string;
  aiConfidence: number | null;
}
