import { createProduct } from "#db/seed/factories";
import { setupTestApp } from "#tests/helpers/test-app";
import {
  runValidationChecks,
  type ValidationCheckKey,
  type ValidationReport,
} from "~/features/validation/validation-center.server";

export const translated = ["en", "es", "fr", "it", "de"] as const;
/** A translation in each language (or the ones given), with slugs unique to `slug`. */
export const translations = (slug: string, only: readonly (typeof translated)[number][] = translated) =>
  Object.fromEntries(only.map((l) => [l, { name: `${slug} ${l}`, slug: `${slug}-${l}` }]));
/** The items of one check about one entity. */
export const itemsOf = (r: ValidationReport, key: ValidationCheckKey, entityType: string, entityId: number) =>
  r.checks.find((c) => c.key === key)!.items.filter((i) => i.entityType === entityType && i.entityId === entityId);
export const edit = (id: number) => `/admin/products/${id}/edit`;
export const translationFix = (entity: string, id: number, language: string) =>
  `/admin/dashboard/product-translations?entity=${entity}&id=${id}&language=${language}`;

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>';

/**
 * The validation center's tests (admin-validation-*.test.ts): the seeded app, clean products to add one
 * defect to, and the full report.
 */
export function setupValidationTests() {
  const t = setupTestApp();
  const db = () => t.database.db;
  /** A published product with a picture and every translation, so only the defect a test adds shows. */
  const cleanProduct = (slug: string, input: Parameters<typeof createProduct>[1] = {}) =>
    createProduct(db(), { slug, translations: translations(slug), imageSvgs: [svg], ...input });
  const report = () => runValidationChecks(db(), { itemLimit: Number.POSITIVE_INFINITY });
  const productItems = async (key: ValidationCheckKey, id: number) => itemsOf(await report(), key, "product", id);
  return { t, db, cleanProduct, report, productItems };
}
