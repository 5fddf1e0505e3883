import { inArray } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { categories, products } from "#db/schema";
import {
  type AiProvider,
  answerProblem,
  completeJson,
  getPromptTemplate,
  type PromptValues,
  promptValuesForProduct,
  renderPrompt,
} from "~/features/ai/index.server";
import { languageInfo } from "~/i18n/languages";
import { DomainError, UpstreamError } from "~/lib/errors";
import { slugify } from "~/features/slugs";
import type { TranslationState } from "./translation-state";
import { logError } from "#db/log-error";
import {
  translatableFields,
  type TranslatableEntity,
  type TranslatableField,
  type TranslationInput,
} from "./translations-admin.schema";
import {
  entitiesInStates,
  getTranslationEditor,
  saveTranslation,
  type TranslatedLanguage,
  type TranslationRow,
} from "./translations-admin.server";

/** What the AI translates: an editor field, or a product's specification values (one per line). */
type AiField = TranslatableField | "specifications";

/** The answer format is fixed here, not in the editable prompt, so an edited prompt cannot break parsing. */
function systemMessage(language: TranslatedLanguage, field: AiField) {
  const target = `${languageInfo(language).name} (${language})`;
  return [
    field === "specifications"
      ? `You translate the specification values of a motorcycle-gear shop's catalogue from Portuguese into ${target}. ` +
        "Each line of the text is one value: answer with exactly as many lines, in the same order. " +
        "Numbers, units, standards, part codes and proper names stay as they are."
      : `You translate the ${field} of a motorcycle-gear shop's catalogue from Portuguese into ${target}.`,
    'Answer with one JSON object and nothing else: {"text": "<the translation>", "confidence": <0 to 1, how sure you are>}.',
  ].join("\n");
}

const fieldLimits: Record<AiField, number> = {
  name: 200,
  description: 10_000,
  buttonText: 80,
  specifications: 30 * 500,
};

/**
 * Why an AI answer cannot be stored: empty, placeholders left in, a name that is not one line or
 * makes no slug, or text far longer than its source. Null when usable.
 */
export function aiOutputProblem(field: AiField, source: string, output: string): string | null {
  const basic = answerProblem(output, fieldLimits[field]);
  if (basic) return basic;
  if (field === "specifications" && output.split("\n").length !== source.split("\n").length) {
    return "the answer has not one line per specification value";
  }
  if (output.length > source.length * 3 + 60) return "the answer is far longer than the original";
  if (field === "name" && /\n/.test(output)) return "a name must be one line";
  if (field === "name" && !slugify(output)) return "the name makes no usable slug";
  return null;
}

interface FieldTask {
  entity: TranslatableEntity;
  id: number;
  language: TranslatedLanguage;
  field: AiField;
  text: string;
}

async function promptValues(db: Db, task: FieldTask): Promise<PromptValues> {
  if (task.entity === "product") {
    const field = task.field === "specifications" ? "name" : task.field;
    const values = await promptValuesForProduct(db, task.id, { field, targetLanguage: task.language });
    return {
      ...values,
      text: task.text,
      ...(task.field === "specifications" ? { field: "specification values, one per line" } : {}),
    };
  }
  return {
    sourceLanguage: languageInfo("pt").name,
    targetLanguage: languageInfo(task.language).name,
    field: task.field,
    text: task.text,
    productType: "category",
    brand: "",
  };
}

/** The AI's translation of one field's text, checked; an unusable answer is a 502 saying why. */
export async function translateFieldText(db: Db, provider: AiProvider, task: FieldTask) {
  const template = await getPromptTemplate(db, "translate");
  const answer = await completeJson(provider, [
    { role: "system", content: systemMessage(task.language, task.field) },
    { role: "user", content: renderPrompt(template, await promptValues(db, task)) },
  ]);
  const problem = aiOutputProblem(task.field, task.text, answer.text);
  if (problem) throw new UpstreamError(`The AI translation of the ${task.field} was not usable: ${problem}`);
  return answer;
}

/** A suggestion for one field of one entity in one language (not saved); a name comes with its slug. */
export async function suggestFieldTranslation(
  db: Db,
  provider: AiProvider,
  target: { entity: TranslatableEntity; id: number; language: TranslatedLanguage; field: TranslatableField },
) {
  const editor = await getTranslationEditor(db, target.entity, target.id);
  const text = editor.original[target.field];
  if (!text.trim()) return { text: "", confidence: null, slug: undefined };
  const answer = await translateFieldText(db, provider, { ...target, text });
  return { ...answer, slug: target.field === "name" ? slugify(answer.text) : undefined };
}

const units = /^(mm|cm|m|km|g|kg|mah|wh|w|v|h|min|s|fps|mp|px|db|hz|khz|ghz|mb|gb|tb)$/i;

/** A value with words to translate; "2,2 mm", "4K 60fps" or "22.06" stays as it is in every language. */
const hasWords = (value: string) =>
  (value.match(/\p{L}+/gu) ?? []).some((word) => word.length > 1 && !units.test(word));

export type EntityTranslationResult =
  | { status: "translated"; translation: TranslationRow }
  | { status: "skipped"; reason: string; translation: TranslationRow };

/**
 * Translates every non-empty field of an entity into `language` and stores it as source "ai" with
 * the lowest field confidence. A manual translation is kept unless `overwriteManual`.
 */
export async function translateEntity(
  db: Db,
  provider: AiProvider,
  target: {
    entity: TranslatableEntity;
    id: number;
    language: TranslatedLanguage;
    overwriteManual?: boolean;
    /** Store it waiting for review (e.g. a generated product nobody has looked at yet). */
    needsReview?: boolean;
  },
): Promise<EntityTranslationResult> {
  const editor = await getTranslationEditor(db, target.entity, target.id);
  const existing = editor.translations[target.language];
  if (existing?.source === "manual" && !existing.needsReview && !target.overwriteManual) {
    return { status: "skipped", reason: "A manual translation is kept", translation: existing };
  }
  const input: TranslationInput = {
    name: "",
    description: "",
    buttonText: "",
    // Keep a reviewed slug (URLs stay put); a placeholder's slug is made anew from the translated name.
    slug: existing && !existing.needsReview ? existing.slug : "",
    source: "ai",
    aiConfidence: null,
  };
  const confidences: number[] = [];
  for (const field of translatableFields[target.entity]) {
    const text = editor.original[field];
    if (!text.trim()) continue;
    const answer = await translateFieldText(db, provider, { ...target, field, text });
    input[field] = answer.text;
    if (answer.confidence !== null) confidences.push(answer.confidence);
  }
  const specifications = Object.entries(editor.original.specifications).filter(([, value]) => hasWords(value));
  if (specifications.length) {
    const text = specifications.map(([, value]) => value.replace(/\s+/g, " ").trim()).join("\n");
    const answer = await translateFieldText(db, provider, { ...target, field: "specifications", text });
    const lines = answer.text.split("\n");
    input.specifications = Object.fromEntries(specifications.map(([key], i) => [key, lines[i]!.trim()]));
    if (answer.confidence !== null) confidences.push(answer.confidence);
  }
  input.aiConfidence = confidences.length ? Math.min(...confidences) : null;
  const translation = await saveTranslation(db, target.entity, target.id, target.language, input, {
    source: "ai",
    needsReview: target.needsReview,
  });
  return { status: "translated", translation };
}

export interface BatchItem {
  entity: TranslatableEntity;
  id: number;
}

export type BatchEvent =
  | { type: "start"; total: number }
  | {
      type: "item";
      index: number;
      entity: TranslatableEntity;
      id: number;
      /** Its Portuguese name, so a failure names what failed. */
      name: string;
      status: "translated" | "skipped" | "failed";
      message?: string;
    }
  | { type: "done"; translated: number; skipped: number; failed: number; failedItems: BatchItem[] };

/**
 * Translates entities into one language one after another, reporting each as it ends. A failure
 * (the provider down, an unusable answer) fails that item only; the batch goes on, and the done
 * event lists the failed items so the same request with `items` retries exactly them.
 */
export async function* translateBatch(
  db: Db,
  provider: AiProvider,
  request: {
    language: TranslatedLanguage;
    entity: TranslatableEntity | "all";
    states: TranslationState[];
    items?: BatchItem[];
    overwriteManual?: boolean;
  },
): AsyncGenerator<BatchEvent> {
  const entities: TranslatableEntity[] = request.entity === "all" ? ["category", "product"] : [request.entity];
  const items =
    request.items ??
    (
      await Promise.all(
        entities.map(async (entity) =>
          (await entitiesInStates(db, entity, request.language, request.states)).map((id) => ({ entity, id })),
        ),
      )
    ).flat();
  const names = await namesOf(db, items);
  yield { type: "start", total: items.length };
  const counts = { translated: 0, skipped: 0, failed: 0 };
  const failedItems: BatchItem[] = [];
  for (const [index, item] of items.entries()) {
    try {
      const result = await translateEntity(db, provider, {
        ...item,
        language: request.language,
        overwriteManual: request.overwriteManual,
      });
      counts[result.status]++;
      yield {
        type: "item",
        index,
        ...item,
        name: names.get(`${item.entity}:${item.id}`) ?? "",
        status: result.status,
        message: result.status === "skipped" ? result.reason : undefined,
      };
    } catch (error) {
      if (!(error instanceof DomainError)) logError("AI translation failed", error);
      counts.failed++;
      failedItems.push(item);
      const message = error instanceof DomainError ? error.message : "Unexpected error";
      yield {
        type: "item",
        index,
        ...item,
        name: names.get(`${item.entity}:${item.id}`) ?? "",
        status: "failed",
        message,
      };
    }
  }
  yield { type: "done", ...counts, failedItems };
}

/** The Portuguese names of a batch's entities, keyed "entity:id", in two queries. */
async function namesOf(db: Db, items: BatchItem[]) {
  const ids = (entity: TranslatableEntity) => items.filter((i) => i.entity === entity).map((i) => i.id);
  const [productRows, categoryRows] = await Promise.all([
    ids("product").length
      ? db
          .select({ id: products.id, name: products.name })
          .from(products)
          .where(inArray(products.id, ids("product")))
      : [],
    ids("category").length
      ? db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(inArray(categories.id, ids("category")))
      : [],
  ]);
  return new Map([
    ...productRows.map((r) => [`product:${r.id}`, r.name] as const),
    ...categoryRows.map((r) => [`category:${r.id}`, r.name] as const),
  ]);
}
