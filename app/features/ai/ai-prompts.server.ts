import { productIsLive } from "#db/predicates";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { aiPrompts, brands, products } from "#db/schema";
import { defaultLanguage, languageInfo, type Language } from "~/i18n/languages";
import { InvalidError, NotFoundError, StaleVersionError } from "~/lib/errors";
import {
  defaultPromptVersion,
  maxTemplateLength,
  type PromptField,
  type PromptPreviewInput,
} from "./ai-prompts.schema";

/**
 * The prompts of the AI assistant: the defaults live here, a curator's edit is a row of ai_prompts
 * (same key), and resetting deletes the row. Templates use {{placeholder}}s, checked on save.
 */

export const promptPlaceholders = [
  "sourceLanguage",
  "targetLanguage",
  "field",
  "text",
  "productType",
  "brand",
] as const;
export type PromptPlaceholder = (typeof promptPlaceholders)[number];
export type PromptValues = Record<PromptPlaceholder, string>;
export type PromptKey = "translate" | "describe" | "newsletter";

/** How a prompt names the product texts it can work on. */
const fieldLabels: Record<PromptField, string> = {
  name: "product name",
  description: "product description",
  buttonText: "buy button text",
};

/** The built-in prompts: key, name, description, the default template, and the placeholders it must contain. */
export const defaultPrompts: Record<
  PromptKey,
  { name: string; description: string; template: string; required: PromptPlaceholder[] }
> = {
  translate: {
    name: "Translation",
    description: "Translates a product's name, description or button text from the Portuguese original.",
    required: ["text", "targetLanguage"],
    template: `Translate the {{field}} below from {{sourceLanguage}} into {{targetLanguage}}. It belongs to a product (type: {{productType}}) of an online shop of motorcycle gear: visors, helmet cameras, intercoms and accessories.

Rules:
- Keep brand names, model names, product codes, sizes and units (mm, g, km/h, mAh, ...) exactly as written.
- Write natural {{targetLanguage}}, the way riders talk about their gear; do not translate word for word.
- Keep the meaning and about the same length: add nothing, leave nothing out, invent no features.
- A product name also becomes the page address: keep it short and concise, translating only the generic words.
- Keep line breaks and lists as they are.

Text:
{{text}}`,
  },
  describe: {
    name: "Product description",
    description: "Writes a short description for a product from its name and specifications.",
    required: ["productType", "text"],
    template: `Write a short, honest product description in {{targetLanguage}} for an online shop of motorcycle gear.

Product type: {{productType}}
Brand: {{brand}}
Product name and specifications:
{{text}}

Rules:
- Two to four sentences of plain text, written for riders.
- Use only the facts given above: no invented features, materials, certifications or compatibility.
- Keep brand names, model names, product codes and units exactly as written.
- No prices, discounts, shipping or stock information, and no claims you cannot back up.`,
  },
  newsletter: {
    name: "Newsletter translation",
    description: "Translates the subject and text of a newsletter issue from the Portuguese original.",
    required: ["text", "targetLanguage"],
    template: `Translate the {{field}} below from {{sourceLanguage}} into {{targetLanguage}}. It is part of a short newsletter that a motorcycle rider in Portugal writes to the riders who subscribed to his site of gear recommendations (visors, helmet cameras, intercoms, accessories).

Rules:
- Keep his voice: personal, first person, informal, the way one rider writes to another; do not make it sound like advertising.
- Keep brand names, model names, product codes, prices, units and web addresses exactly as written.
- Keep the paragraphs and line breaks as they are; add nothing, leave nothing out.

Text:
{{text}}`,
  },
};

const promptKeys = Object.keys(defaultPrompts) as PromptKey[];

export function isPromptKey(value: unknown): value is PromptKey {
  return (promptKeys as unknown[]).includes(value);
}

const isPlaceholder = (name: string): name is PromptPlaceholder =>
  (promptPlaceholders as readonly string[]).includes(name);
/** `{{...}}` with no braces inside: a placeholder, or a misspelt one. */
const placeholderPattern = /\{\{([^{}]*)\}\}/g;

/** Replaces {{placeholder}} with its value. */
export function renderPrompt(template: string, values: PromptValues): string {
  return template.replace(placeholderPattern, (match, name: string) => (isPlaceholder(name) ? values[name] : match));
}

/** Why a template cannot be saved, per problem (unknown placeholder, missing required one, unbalanced braces, empty, too long > 4000 chars) — [] when fine. */
export function templateProblems(key: PromptKey, template: string): string[] {
  if (!template.trim()) return ["Write a template"];
  const problems: string[] = [];
  if (template.length > maxTemplateLength)
    problems.push(`A template is at most ${maxTemplateLength} characters (this one has ${template.length})`);
  const used = new Set<string>();
  for (const [token, name] of template.matchAll(placeholderPattern)) {
    if (isPlaceholder(name!)) {
      used.add(name!);
      continue;
    }
    const meant = promptPlaceholders.find((p) => p.toLowerCase() === name!.replace(/\s/g, "").toLowerCase());
    problems.push(
      meant
        ? `Write {{${meant}}} exactly (no spaces, same capitals), not ${token}`
        : `Unknown placeholder ${token}: use ${promptPlaceholders.map((p) => `{{${p}}}`).join(", ")}`,
    );
  }
  const rest = template.replace(placeholderPattern, "");
  if (rest.includes("{{") || rest.includes("}}")) problems.push("Unbalanced braces: close every {{ with }}");
  for (const name of defaultPrompts[key].required) {
    if (!used.has(name)) problems.push(`The template must contain {{${name}}}`);
  }
  return [...new Set(problems)];
}

/** Refuses a template with problems: a 400 with the first as message and all of them on the template field. */
function assertTemplate(key: PromptKey, template: string) {
  const problems = templateProblems(key, template);
  if (problems.length) throw new InvalidError(problems[0]!, { template: problems.join("; ") });
}

/** A prompt as the admin sees it: the saved edit (isCustom) or the default. */
function promptOf(key: PromptKey, row?: { template: string; updatedAt: Date }) {
  const { name, description, template, required } = defaultPrompts[key];
  return {
    key,
    name,
    description,
    template: row?.template ?? template,
    isCustom: row !== undefined,
    required,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    /** What an edit form sends back: the saved template's date, or `defaultPromptVersion`. */
    version: row?.updatedAt.toISOString() ?? defaultPromptVersion,
  };
}
export type AdminPrompt = ReturnType<typeof promptOf>;

async function savedPrompt(db: Db, key: PromptKey) {
  const [row] = await db
    .select({ template: aiPrompts.template, updatedAt: aiPrompts.updatedAt })
    .from(aiPrompts)
    .where(eq(aiPrompts.key, key));
  return row;
}

/** The template in use: the curator's saved one, else the default. */
export async function getPromptTemplate(db: Db, key: PromptKey): Promise<string> {
  return (await savedPrompt(db, key))?.template ?? defaultPrompts[key].template;
}

/** Every prompt, in the order of the defaults. */
export async function listPrompts(db: Db) {
  const rows = await db
    .select({ key: aiPrompts.key, template: aiPrompts.template, updatedAt: aiPrompts.updatedAt })
    .from(aiPrompts);
  return promptKeys.map((key) =>
    promptOf(
      key,
      rows.find((row) => row.key === key),
    ),
  );
}

/**
 * Saves the curator's template (400 with the problems when it has any). A form that names the version it loaded is
 * refused (StaleVersionError, nothing written) when the prompt was saved or reset since (decision 0031).
 */
export async function savePrompt(db: Db, key: PromptKey, template: string, expectedVersion?: string) {
  assertTemplate(key, template);
  const { name, description } = defaultPrompts[key];
  return db.transaction(async (t) => {
    if (expectedVersion !== undefined) {
      const [current] = await t
        .select({ template: aiPrompts.template, updatedAt: aiPrompts.updatedAt })
        .from(aiPrompts)
        .where(eq(aiPrompts.key, key))
        .for("update");
      const stored = promptOf(key, current);
      if (stored.version !== expectedVersion) throw new StaleVersionError(stored, stored.version);
    }
    const [row] = await t
      .insert(aiPrompts)
      .values({ key, name, description, template })
      .onConflictDoUpdate({ target: aiPrompts.key, set: { name, description, template, updatedAt: new Date() } })
      .returning({ template: aiPrompts.template, updatedAt: aiPrompts.updatedAt });
    return promptOf(key, row);
  });
}

/** Back to the default: the saved edit is deleted. */
export async function resetPrompt(db: Db, key: PromptKey) {
  await db.delete(aiPrompts).where(eq(aiPrompts.key, key));
  return promptOf(key);
}

/**
 * Placeholder values for a product: name/description as text, its type, its brand name, for a field and target language.
 * Languages are English names ("Portuguese" is always the source); a product without a brand has "" as brand.
 */
export async function promptValuesForProduct(
  db: Db,
  productId: number,
  options: { field: PromptField; targetLanguage: Language },
): Promise<PromptValues> {
  const [row] = await db
    .select({ text: products[options.field], productType: products.type, brand: brands.name })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.id, productId), productIsLive));
  if (!row) throw new NotFoundError("Product not found");
  return {
    sourceLanguage: languageInfo(defaultLanguage).name,
    targetLanguage: languageInfo(options.targetLanguage).name,
    field: fieldLabels[options.field],
    text: row.text,
    productType: row.productType,
    brand: row.brand ?? "",
  };
}

/** The prompt a product would get: the given (unsaved) template, else the one in use, rendered with its values. */
export async function previewPrompt(db: Db, key: PromptKey, input: PromptPreviewInput) {
  const template = input.template ?? (await getPromptTemplate(db, key));
  assertTemplate(key, template);
  const values = await promptValuesForProduct(db, input.productId, input);
  return { rendered: renderPrompt(template, values), values };
}

/** The products a preview can use: the first live ones by name. */
export async function promptPreviewProducts(db: Db, limit = 200) {
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(productIsLive)
    .orderBy(asc(products.name), asc(products.id))
    .limit(limit);
}
