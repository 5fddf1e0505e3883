import { visorTemplateInputSchema, type VisorColorSetting, type VisorTemplateInput } from "./visor-templates.schema";

/** The wizard's steps, by their keys in the admin's text (admin.visorTemplates.steps). */
export const steps = ["define", "colors", "prices", "generate"] as const;
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

/** What the wizard reads back from the API: the shapes the server module produces (one shape each, issue 34). */
export type {
  GenerateResult,
  SavedVisorTemplate,
  VisorTemplatePreview,
  VisorTemplateSummary,
} from "./visor-templates.server";
