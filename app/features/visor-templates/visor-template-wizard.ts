import type { z } from "zod";
import type { Language } from "~/i18n/languages";
import {
  visorTemplateDraftSchema,
  visorTemplateInputSchema,
  type VisorColorSetting,
  type VisorTemplateInput,
} from "./visor-templates.schema";

type TranslatedLanguage = Exclude<Language, "pt">;

export const api = "/api/admin/visor-templates";
export const steps = ["Define template", "Select colors", "Configure prices", "Generate products"] as const;
export type Errors = Record<string, string>;

export const emptyForm: VisorTemplateInput = {
  helmetBrand: "",
  helmetModel: "",
  compatibleModels: [],
  descriptionTemplate: "",
  shortDescriptionTemplate: "",
  baseAffiliateUrl: "",
  baseImageUrl: "",
  customColors: [],
  selectedColors: [],
  colorSettings: {},
};
export const emptySetting: VisorColorSetting = { price: "", discountPrice: "", imageUrl: "", affiliateUrl: "" };

/** The wizard step a field (or a field error's path) belongs to. */
export function stepOf(field: string) {
  if (field.startsWith("colorSettings")) return 3;
  if (field.startsWith("selectedColors") || field.startsWith("customColors")) return 2;
  return 1;
}

/** The spec's messages for one step, from the same schema the API checks again. */
export function stepErrors(form: VisorTemplateInput, step: number): Errors {
  const result = visorTemplateInputSchema.safeParse(form);
  const errors: Errors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.map(String).join(".");
    if (stepOf(field) === step) errors[field] ??= issue.message;
  }
  return errors;
}

/** The first message among fields starting with `prefix` (a list's items report as "list.0"). */
export const errorFor = (errors: Errors, prefix: string) =>
  errors[prefix] ?? Object.entries(errors).find(([field]) => field.startsWith(`${prefix}.`))?.[1];

export type StepProps = { form: VisorTemplateInput; errors: Errors };
export type TextField = "descriptionTemplate" | "shortDescriptionTemplate" | "baseAffiliateUrl" | "baseImageUrl";

/*
 * What the wizard reads back from the API, written out for the browser (the server module infers the
 * same shapes; the route hands its loader data to props of these types, so tsc keeps them in step).
 */
export interface VisorTemplatePreview {
  helmet: { brand: string; brandId: number | null; model: string };
  categorySlug: string;
  category: { id: number; name: string; slug: string } | null;
  items: {
    color: string;
    label: string;
    name: string;
    slug: string;
    description: string;
    translations: Record<TranslatedLanguage, { name: string; slug: string; description: string }>;
    price: string;
    discountPrice: string | null;
    affiliateUrl: string;
    imageUrl: string | null;
    status: "create" | "skip";
    reason: string | null;
    productId: number | null;
  }[];
}

export interface GenerateResult {
  created: { id: number; name: string; color: string }[];
  skipped: { color: string; reason: string; productId: number | null }[];
  fits: string[];
  modelsCreated: string[];
  picturesNotStored: { color: string; url: string; reason: string }[];
  translatedWithAi: number;
  aiFailed: { productId: number; language: TranslatedLanguage; error: string }[];
}

export type SavedVisorTemplate = z.output<typeof visorTemplateDraftSchema> & { name: string; updatedAt: string };

export interface VisorTemplateSummary {
  name: string;
  helmetBrand: string;
  helmetModel: string;
  colors: string[];
  updatedAt: string;
}
