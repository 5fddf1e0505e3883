import { productIsLive, categoryIsLive } from "#db/predicates";
import { asActor } from "#db/change-actor";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { categories, categoryTranslations, languages, products, productTranslations } from "#db/schema";
import { recordSlugRedirect, translationSlug } from "~/features/slugs/index.server";
import { translatedLanguages, type TranslatedLanguage } from "~/i18n/languages";
import { InvalidError, NotFoundError, StaleVersionError } from "~/lib/errors";
import { translationState, type TranslationState } from "./translation-state";
import { categoryTranslationIsStale, productTranslationIsStale } from "./translation-status.server";
import {
  newTranslationVersion,
  type CoverageQuery,
  type TranslatableEntity,
  type TranslationEditorData,
  type TranslationInput,
  type TranslationRow,
} from "./translations-admin.schema";

export type { TranslationEditorData, TranslationRow };

const productRowColumns = {
  languageCode: productTranslations.languageCode,
  name: productTranslations.name,
  description: productTranslations.description,
  buttonText: productTranslations.buttonText,
  slug: productTranslations.slug,
  specifications: productTranslations.specifications,
  source: productTranslations.translationSource,
  aiConfidence: productTranslations.aiConfidence,
  needsReview: productTranslations.needsReview,
  stale: productTranslationIsStale,
  updatedAt: productTranslations.updatedAt,
};

const categoryRowColumns = {
  languageCode: categoryTranslations.languageCode,
  name: categoryTranslations.name,
  description: categoryTranslations.description,
  buttonText: sql<string>`''`,
  slug: categoryTranslations.slug,
  specifications: sql<Record<string, string>>`'{}'::jsonb`,
  source: categoryTranslations.translationSource,
  aiConfidence: categoryTranslations.aiConfidence,
  needsReview: categoryTranslations.needsReview,
  stale: categoryTranslationIsStale,
  updatedAt: categoryTranslations.updatedAt,
};

type RawRow = { [K in keyof typeof productRowColumns]: unknown } & { languageCode: string };

function toTranslationRow(row: RawRow): TranslationRow {
  const stale = Boolean(row.stale);
  const needsReview = Boolean(row.needsReview);
  return {
    name: row.name as string,
    description: row.description as string,
    buttonText: row.buttonText as string,
    slug: row.slug as string,
    specifications: (row.specifications as Record<string, string> | null) ?? {},
    source: row.source as TranslationRow["source"],
    aiConfidence: row.aiConfidence === null ? null : Number(row.aiConfidence),
    needsReview,
    stale,
    state: translationState({ stale, needsReview }),
    updatedAt: (row.updatedAt as Date).toISOString(),
  };
}

async function readTranslationRows(db: Db, entity: TranslatableEntity, id: number): Promise<RawRow[]> {
  if (entity === "product") {
    return db
      .select(productRowColumns)
      .from(productTranslations)
      .innerJoin(products, eq(products.id, productTranslations.productId))
      .where(eq(productTranslations.productId, id));
  }
  return db
    .select(categoryRowColumns)
    .from(categoryTranslations)
    .innerJoin(categories, eq(categories.id, categoryTranslations.categoryId))
    .where(eq(categoryTranslations.categoryId, id));
}

async function readOriginal(db: Db, entity: TranslatableEntity, id: number) {
  const [row] =
    entity === "product"
      ? await db
          .select({
            name: products.name,
            description: products.description,
            buttonText: products.buttonText,
            slug: products.slug,
            specifications: products.specifications,
            status: sql<string>`${products.status}::text`,
          })
          .from(products)
          .where(and(eq(products.id, id), productIsLive))
      : await db
          .select({
            name: categories.name,
            description: categories.description,
            buttonText: sql<string>`''`,
            slug: categories.slug,
            specifications: sql<Record<string, string>>`'{}'::jsonb`,
            status: sql<string>`'live'`,
          })
          .from(categories)
          .where(and(eq(categories.id, id), categoryIsLive));
  if (!row) throw new NotFoundError(entity === "product" ? "Product not found" : "Category not found");
  return row;
}

/** What the translation editor shows for one product or category. */
export async function getTranslationEditor(
  db: Db,
  entity: TranslatableEntity,
  id: number,
): Promise<TranslationEditorData> {
  const [{ status, ...original }, rows] = await Promise.all([
    readOriginal(db, entity, id),
    readTranslationRows(db, entity, id),
  ]);
  const translations = Object.fromEntries(
    translatedLanguages.map((language) => {
      const row = rows.find((r) => r.languageCode === language);
      return [language, row ? toTranslationRow(row) : null];
    }),
  ) as Record<TranslatedLanguage, TranslationRow | null>;
  return { entity, id, status, original, translations };
}

export interface SaveTranslationOptions {
  source?: "manual" | "ai" | "imported" | "original";
  needsReview?: boolean;
}

/**
 * Writes one language's translation (insert or update). A changed slug keeps the old one as a
 * redirect; saving marks the translation as current (its source hash follows the original) and
 * reviewed unless told otherwise.
 */
export async function saveTranslation(
  db: Db,
  entity: TranslatableEntity,
  id: number,
  language: TranslatedLanguage,
  input: TranslationInput,
  options: SaveTranslationOptions = {},
) {
  const original = await readOriginal(db, entity, id);
  const specifications =
    input.specifications && translatedSpecifications(original.specifications, input.specifications);
  const source = options.source ?? input.source;
  return db.transaction(async (t) => {
    await asActor(t, source === "ai" ? "ai" : "curator");
    const current = (await readTranslationRows(t, entity, id)).find((r) => r.languageCode === language);
    if (input.expectedVersion !== undefined) {
      // Another tab, the AI or a batch saved this language since the editor loaded it: nothing is written.
      const stored = current && toTranslationRow(current);
      const version = stored?.updatedAt ?? newTranslationVersion;
      if (version !== input.expectedVersion) throw new StaleVersionError(stored ?? {}, version);
    }
    const slug = await translationSlug(
      t,
      entity,
      id,
      language,
      input.slug || ((current?.slug as string) ?? ""),
      input.name,
    );
    const values = {
      name: input.name,
      description: input.description,
      slug,
      translationSource: source,
      aiConfidence: source === "ai" && input.aiConfidence !== null ? input.aiConfidence.toFixed(2) : null,
      needsReview: options.needsReview ?? false,
      updatedAt: new Date(),
    };
    if (entity === "product") {
      await t
        .insert(productTranslations)
        .values({ ...values, buttonText: input.buttonText, specifications, productId: id, languageCode: language })
        .onConflictDoUpdate({
          target: [productTranslations.productId, productTranslations.languageCode],
          set: { ...values, buttonText: input.buttonText, ...(specifications ? { specifications } : {}) },
        });
    } else {
      await t
        .insert(categoryTranslations)
        .values({ ...values, categoryId: id, languageCode: language })
        .onConflictDoUpdate({
          target: [categoryTranslations.categoryId, categoryTranslations.languageCode],
          set: values,
        });
    }
    if (current && current.slug !== slug) {
      await recordSlugRedirect(t, entity, id, language, current.slug as string);
    }
    return toTranslationRow((await readTranslationRows(t, entity, id)).find((r) => r.languageCode === language)!);
  });
}

/**
 * The specification values to store: the original's keys only (anything else is a 400), empty
 * values left out so the original's shows.
 */
function translatedSpecifications(original: Record<string, string>, asked: Record<string, string>) {
  const unknown = Object.keys(asked).filter((key) => !Object.hasOwn(original, key));
  if (unknown.length) {
    const message = `The original has no specification ${unknown.map((key) => `"${key}"`).join(", ")}`;
    throw new InvalidError(message, { specifications: message });
  }
  return Object.fromEntries(Object.entries(asked).filter(([, value]) => value !== ""));
}

/** One row of the coverage matrix: an entity and its state in each translated language. */
export interface CoverageRow {
  entity: TranslatableEntity;
  id: number;
  name: string;
  status: string;
  states: Record<TranslatedLanguage, TranslationState>;
}

export type CoverageTotals = Record<TranslatedLanguage, Record<TranslationState, number>>;

/** Entity × language: done, needs review, stale or missing, with filters and totals per language. */
export async function getTranslationCoverage(db: Db, query: CoverageQuery) {
  const [productStates, categoryStates, enabled] = await Promise.all([
    query.entity === "category"
      ? []
      : db
          .select({
            id: products.id,
            name: products.name,
            status: sql<string>`${products.status}::text`,
            languageCode: productTranslations.languageCode,
            stale: productTranslationIsStale,
            needsReview: productTranslations.needsReview,
          })
          .from(products)
          .leftJoin(productTranslations, eq(productTranslations.productId, products.id))
          .where(productIsLive)
          .orderBy(asc(products.name), asc(products.id)),
    query.entity === "product"
      ? []
      : db
          .select({
            id: categories.id,
            name: categories.name,
            status: sql<string>`'live'`,
            languageCode: categoryTranslations.languageCode,
            stale: categoryTranslationIsStale,
            needsReview: categoryTranslations.needsReview,
          })
          .from(categories)
          .leftJoin(categoryTranslations, eq(categoryTranslations.categoryId, categories.id))
          .where(categoryIsLive)
          .orderBy(asc(categories.name), asc(categories.id)),
    db.select({ code: languages.code, enabled: languages.enabled }).from(languages).where(ne(languages.code, "pt")),
  ]);
  const rows = [
    ...groupStates("category", categoryStates as StateRow[]),
    ...groupStates("product", productStates as StateRow[]),
  ];
  const languagesShown = query.language === "all" ? translatedLanguages : [query.language];
  const search = query.search.toLowerCase();
  const matchesState = (row: CoverageRow) =>
    query.state === "all" ||
    languagesShown.some((l) =>
      query.state === "incomplete" ? row.states[l] !== "done" : row.states[l] === query.state,
    );
  const filtered = rows.filter((row) => (!search || row.name.toLowerCase().includes(search)) && matchesState(row));
  const totals = Object.fromEntries(
    translatedLanguages.map((l) => [
      l,
      Object.fromEntries(
        (["done", "review", "stale", "missing"] as const).map((s) => [s, rows.filter((r) => r.states[l] === s).length]),
      ),
    ]),
  ) as CoverageTotals;
  return {
    languages: translatedLanguages.map((code) => ({
      code,
      enabled: enabled.find((l) => l.code === code)?.enabled ?? false,
    })),
    totals,
    total: rows.length,
    rows: filtered,
  };
}

interface StateRow {
  id: number;
  name: string;
  status: string;
  languageCode: string | null;
  stale: unknown;
  needsReview: boolean | null;
}

function groupStates(entity: TranslatableEntity, stateRows: StateRow[]): CoverageRow[] {
  const byId = new Map<number, CoverageRow>();
  for (const row of stateRows) {
    let entry = byId.get(row.id);
    if (!entry) {
      entry = {
        entity,
        id: row.id,
        name: row.name,
        status: row.status,
        states: Object.fromEntries(translatedLanguages.map((l) => [l, "missing"])) as CoverageRow["states"],
      };
      byId.set(row.id, entry);
    }
    if (row.languageCode && row.languageCode in entry.states) {
      entry.states[row.languageCode as TranslatedLanguage] = translationState({
        stale: Boolean(row.stale),
        needsReview: Boolean(row.needsReview),
      });
    }
  }
  return [...byId.values()];
}

/** Entities of `entity` whose translation in `language` is in one of `states` (batch targets). */
export async function entitiesInStates(
  db: Db,
  entity: TranslatableEntity,
  language: TranslatedLanguage,
  states: TranslationState[],
) {
  const { rows } = await getTranslationCoverage(db, { entity, language, state: "all", search: "" });
  return rows.filter((row) => states.includes(row.states[language])).map((row) => row.id);
}

export type { TranslatedLanguage };
