import { z } from "zod";
import { money } from "~/features/catalog";
import type { Language } from "~/i18n/languages";
import { slugify } from "~/features/slugs";

/**
 * The visor template wizard's vocabulary and input (admin spec §2, §3, §5), shared by the page
 * (step checks) and the API (the same messages, checked again).
 */

export { visorColors, type VisorColor } from "~/features/fitment";
import { visorColors, type VisorColor } from "~/features/fitment";

/** A vocabulary color, or a custom one: its name is used as-is in every language. */
export function visorColor(key: string): VisorColor {
  const known = visorColors.find((c) => c.key === key);
  if (known) return known;
  return { key, label: key, words: { pt: key, en: key, es: key, fr: key, it: key, de: key } };
}

/** A generated visor's name in each language, following the demo catalogue ("Viseira AGV K6 fumada"). */
export const visorProductNames: Record<Language, (helmet: string, color: string) => string> = {
  pt: (helmet, color) => `Viseira ${helmet} ${color}`,
  en: (helmet, color) => `${helmet} ${color} visor`,
  es: (helmet, color) => `Visera ${helmet} ${color}`,
  fr: (helmet, color) => `Visière ${helmet} ${color}`,
  it: (helmet, color) => `Visiera ${helmet} ${color}`,
  de: (helmet, color) => `${helmet} Visier ${color}`,
};

/**
 * A generated visor's description in each language other than Portuguese: a sentence written for that
 * language (the colour word where its grammar puts it), not the curator's Portuguese template with a
 * translated colour. Stored marked for review; with the AI assistant configured, it translates the
 * curator's own text instead.
 */
export const visorDescriptions: Record<Exclude<Language, "pt">, (values: TemplateValues) => string> = {
  en: ({ brand, model, color }) =>
    `${color.charAt(0).toUpperCase()}${color.slice(1)} replacement visor for the ${brand} ${model} helmet. Check the compatible helmets listed on this page before you order.`,
  es: ({ brand, model, color }) =>
    `Visera ${color} de recambio para el casco ${brand} ${model}. Comprueba los cascos compatibles indicados en esta página antes de comprar.`,
  fr: ({ brand, model, color }) =>
    `Visière ${color} de rechange pour le casque ${brand} ${model}. Vérifiez les casques compatibles indiqués sur cette page avant de commander.`,
  it: ({ brand, model, color }) =>
    `Visiera ${color} di ricambio per il casco ${brand} ${model}. Controlla i caschi compatibili indicati in questa pagina prima di ordinare.`,
  de: ({ brand, model, color }) =>
    `Ersatzvisier für den Helm ${brand} ${model} in der Ausführung „${color}“. Prüfe vor der Bestellung die auf dieser Seite genannten passenden Helme.`,
};

/**
 * The placeholders of the description templates: {brand} (the helmet brand), {model} (the helmet
 * model) and {color} (the color's word in the language being written). Anything else in braces
 * is refused, so a typo never reaches a product.
 */
export const templatePlaceholders = ["brand", "model", "color"] as const;
export type TemplateValues = Record<(typeof templatePlaceholders)[number], string>;

export function unknownPlaceholders(text: string) {
  const names = [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!);
  return [...new Set(names.filter((name) => !(templatePlaceholders as readonly string[]).includes(name)))];
}

export function renderTemplate(text: string, values: TemplateValues) {
  return text.replace(/\{(brand|model|color)\}/g, (_, name: keyof TemplateValues) => values[name]);
}

const requiredText = (label: string, message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${label} is at most ${max} characters`)
    .refine((v) => v === "" || slugify(v) !== "", "Use at least one letter or digit");

const templateText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .superRefine((text, ctx) => {
      const unknown = unknownPlaceholders(text);
      if (unknown.length) {
        const names = unknown.map((name) => `{${name}}`).join(", ");
        ctx.addIssue({ code: "custom", message: `Unknown placeholder ${names}: use {brand}, {model} or {color}` });
      }
    })
    .default("");

const optionalUrl = z
  .string()
  .trim()
  .max(2000, "The link is too long")
  .refine((v) => v === "" || /^https?:\/\/[^\s/]+\.[^\s]+$/.test(v), "Use a full https:// link, or leave it empty")
  .default("");

/** An amount like 29.90, or "" when not given. */
const optionalAmount = (field: string) =>
  z
    .preprocess(
      (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
      money(field).optional(),
    )
    .transform((v) => v ?? "");

const colorSettingSchema = z
  .object({
    price: optionalAmount("Price"),
    discountPrice: optionalAmount("Discount price"),
    imageUrl: optionalUrl,
    affiliateUrl: optionalUrl,
  })
  .superRefine((s, ctx) => {
    if (s.price && Number(s.price) <= 0)
      ctx.addIssue({ code: "custom", path: ["price"], message: "Price must be positive" });
    if (s.price && s.discountPrice && Number(s.discountPrice) >= Number(s.price)) {
      ctx.addIssue({
        code: "custom",
        path: ["discountPrice"],
        message: "The discount price must be lower than the price",
      });
    }
  });
export type VisorColorSetting = z.output<typeof colorSettingSchema>;

const customColorSchema = z
  .string()
  .trim()
  .min(1, "Name the custom color")
  .max(40, "A color name is at most 40 characters")
  .refine((name) => slugify(name) !== "", "Use at least one letter or digit in a color name");

/** Why a custom color cannot be added to `existing` (the custom colors already there), or null. */
export function customColorProblem(name: string, existing: readonly string[]) {
  const parsed = customColorSchema.safeParse(name);
  if (!parsed.success) return parsed.error.issues[0]!.message;
  const same = (other: string) => other.trim().toLowerCase() === parsed.data.toLowerCase();
  if (visorColors.some((c) => same(c.key) || same(c.label)) || existing.some(same)) {
    return `"${parsed.data}" is already in the color list`;
  }
  return null;
}

const unique = (list: string[]) => [...new Set(list.filter(Boolean))];
/** Refinements below run even when other fields failed (`when`), so they read the raw value defensively. */
const always = { when: () => true };
const listOf = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

const helmetFields = {
  helmetBrand: requiredText("Brand", "Brand is required", 60),
  helmetModel: requiredText("Model", "Model is required", 80),
};

/** A template as saved: brand and model are enough (a half-done template can be saved and finished later). */
export const visorTemplateDraftSchema = z
  .object({
    ...helmetFields,
    compatibleModels: z
      .array(z.string().trim().max(80, "A model name is at most 80 characters"))
      .max(30, "At most 30 compatible models")
      .default([])
      .transform(unique)
      .refine(
        (models) => models.join(" / ").length <= 200,
        "The compatible models are at most 200 characters together",
      ),
    descriptionTemplate: templateText("Description template", 5000),
    shortDescriptionTemplate: templateText("Short description template", 500),
    baseAffiliateUrl: optionalUrl,
    baseImageUrl: optionalUrl,
    customColors: z.array(customColorSchema).max(20, "At most 20 custom colors").default([]).transform(unique),
    selectedColors: z.array(z.string().trim().max(40)).max(40).default([]).transform(unique),
    colorSettings: z
      .record(z.string().max(40), colorSettingSchema)
      .refine((settings) => Object.keys(settings).length <= 40, "Too many colors")
      .default({}),
  })
  .superRefine((t, ctx) => {
    const custom = listOf(t.customColors);
    custom.forEach((name, index) => {
      const problem = customColorProblem(name, custom.slice(0, index));
      if (problem) ctx.addIssue({ code: "custom", path: ["customColors", index], message: problem });
    });
    const unknown = listOf(t.selectedColors).filter(
      (key) => !visorColors.some((c) => c.key === key) && !custom.includes(key),
    );
    if (unknown.length) {
      ctx.addIssue({ code: "custom", path: ["selectedColors"], message: `Unknown color: ${unknown.join(", ")}` });
    }
  }, always);

/** A template ready to preview or generate from: every message of the spec's wizard (admin spec §5). */
export const visorTemplateInputSchema = visorTemplateDraftSchema.superRefine((t, ctx) => {
  if (typeof t.descriptionTemplate !== "string" || !t.descriptionTemplate.trim()) {
    ctx.addIssue({ code: "custom", path: ["descriptionTemplate"], message: "Description template is required" });
  }
  const selected = listOf(t.selectedColors);
  if (!selected.length) {
    ctx.addIssue({ code: "custom", path: ["selectedColors"], message: "Select at least one color" });
  }
  const settings = (typeof t.colorSettings === "object" && t.colorSettings) || {};
  for (const key of selected) {
    if (!settings[key]?.price) {
      ctx.addIssue({
        code: "custom",
        path: ["colorSettings", key, "price"],
        message: "Configure prices for all colors",
      });
    }
  }
}, always);

export type VisorTemplateInput = z.output<typeof visorTemplateInputSchema>;

export const templateNameSchema = z
  .string({ error: "Template name is required" })
  .trim()
  .min(1, "Template name is required")
  .max(80, "A template name is at most 80 characters");

/** The helmet the wizard's "Create category" button makes a visor category for. */
export const helmetSchema = z.object(helmetFields);
