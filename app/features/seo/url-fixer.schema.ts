import { z } from "zod";
import type { Language } from "~/i18n/languages";

/** What the URL fixer can repair (admin spec §7), in the order it repairs them. */
export const fixTypes = ["missing_slugs", "invalid_slugs", "contaminated_slugs"] as const;
export type FixType = (typeof fixTypes)[number];

const selectOne = "Please select at least one fix type";
export const fixRequestSchema = z.object({
  fixTypes: z
    .array(
      z.enum(fixTypes, {
        // Only a string is quoted back: any other value could be huge, nested or refuse to become text.
        error: (issue) =>
          `Unknown fix type${typeof issue.input === "string" ? ` "${issue.input.slice(0, 40)}"` : ""}: use ${fixTypes.join(", ")}`,
      }),
      { error: selectOne },
    )
    .min(1, selectOne),
});

/** Listed per language (the most basic problems first), and issues per example (admin spec §2). */
export const urlAuditLimits = { examplesPerLanguage: 2, issuesPerExample: 2 };

export interface UrlExample {
  productId: number;
  name: string;
  slug: string;
  fixType: FixType;
  issues: string[];
}

export interface LanguageUrlAudit {
  /** Live products, each of which should have a URL in this language. */
  totalTranslations: number;
  validUrls: number;
  missingSlugUrls: number;
  invalidSlugUrls: number;
  contaminatedUrls: number;
  /** Share of this language's URLs without issues, 0 to 100. */
  health: number;
  examples: UrlExample[];
}

export interface UrlContamination {
  productId: number;
  name: string;
  languageCode: Language;
  slug: string;
  otherLanguage: Language;
  reason: string;
}

export interface UrlAudit {
  checkedAt: string;
  totalProducts: number;
  /** max(0, round(100 × (totalProducts × 6 − issues) / (totalProducts × 6))); 100 without products. */
  healthScore: number;
  /** URLs with an issue, all languages together. */
  issues: number;
  urlsByLanguage: Record<Language, LanguageUrlAudit>;
  crossLanguageContamination: UrlContamination[];
}

export interface UrlFixResult {
  productId: number;
  /** The product's name in that language (else the original). */
  name: string;
  languageCode: Language;
  fixType: FixType;
  status: "fixed" | "skipped" | "failed";
  oldSlug: string;
  newSlug: string | null;
  reason: string;
}

export type FixTally = Record<UrlFixResult["status"], number>;
export interface UrlFixSummary extends FixTally {
  byType: Partial<Record<FixType, FixTally>>;
}
