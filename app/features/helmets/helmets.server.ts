import { productIsVisible } from "#db/predicates";
import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { helmetModels, productFits, products } from "#db/schema";
import {
  allOf,
  listStorefrontProducts,
  pageStorefrontProducts,
  productCondition,
  prepareSearch,
  searchWordCondition,
} from "~/features/catalog/index.server";
import type { StorefrontProduct } from "~/features/catalog";
import { fitsHelmet, fitsHelmetCondition, listStorefrontCategories } from "~/features/categories/index.server";
import { contentLanguage, type Language, type UiLanguage } from "~/i18n/languages";
import { categoryPath, pagePath } from "~/i18n/routes";
import { NotFoundError } from "~/lib/errors";
import { cachedRead } from "#db/catalogue-cache.server";
import { findActiveHelmetModels, findRenamedHelmetModelIds } from "~/features/fitment/index.server";
import { findHelmet, findMyHelmet, myHelmetCookie, type HelmetBrand, type MyHelmet } from "~/features/fitment";
import { helmetModelsNamed, type FinderState } from "./helmet-finder";
import { readCookie } from "~/lib/cookies";

export type { HelmetBrand } from "~/features/fitment";

/**
 * Helmet brands with their models (retired ones left out), in the curator's order, each with the
 * number of published visors that fit it: what the finder, the menus and GET /api/helmets offer.
 */
export function listHelmetBrands(db: Db): Promise<HelmetBrand[]> {
  return cachedRead(db, "helmet-brands", async () => {
    const [models, counts] = await Promise.all([findActiveHelmetModels(db), countVisorsPerModel(db)]);
    const visorsOf = new Map(counts.map((c) => [c.modelId, c.visors]));
    const brandVisors = new Map<number, Set<number>>();
    for (const c of counts) {
      const ids = brandVisors.get(c.brandId) ?? new Set<number>();
      for (const id of c.productIds) ids.add(id);
      brandVisors.set(c.brandId, ids);
    }
    const result: HelmetBrand[] = [];
    for (const row of models) {
      let brand = result.at(-1);
      if (brand?.id !== row.brandId) {
        brand = {
          id: row.brandId,
          name: row.brand,
          slug: row.brandSlug,
          visorCount: brandVisors.get(row.brandId)?.size ?? 0,
          models: [],
        };
        result.push(brand);
      }
      brand.models.push({
        id: row.modelId,
        name: row.model,
        slug: row.modelSlug,
        isPopular: row.isPopular,
        visorCount: visorsOf.get(row.modelId) ?? 0,
      });
    }
    return result;
  });
}

/** Published visors per helmet model, with their ids (a brand counts each visor once). */
function countVisorsPerModel(db: Db) {
  return db
    .select({
      modelId: productFits.helmetModelId,
      brandId: helmetModels.brandId,
      visors: sql<number>`count(*)::int`,
      productIds: sql<number[]>`array_agg(${products.id})`,
    })
    .from(productFits)
    .innerJoin(products, and(eq(products.id, productFits.productId), productIsVisible, eq(products.type, "visor")))
    .innerJoin(helmetModels, eq(helmetModels.id, productFits.helmetModelId))
    .groupBy(productFits.helmetModelId, helmetModels.brandId);
}

/** The published visors that fit a helmet model, in `language`; NotFound for an unknown brand or model. */
export async function listVisorsForHelmet(db: Db, language: Language, brandSlug: string, modelSlug: string) {
  const helmet = findHelmet(await listHelmetBrands(db), brandSlug, modelSlug);
  if (!helmet) throw new NotFoundError("Helmet model not found");
  return listHelmetVisors(db, language, helmet.model.id);
}

/** The published visors that fit a helmet model (by id), in `language`: a model page's comparison table. */
export function listHelmetVisors(db: Db, language: Language, modelId: number) {
  return listStorefrontProducts(db, language, { where: allOf(isAVisor, fitsHelmetCondition({ modelId })) });
}

/**
 * The finder's answer: type and fitment (`findFitting`'s rule) and the free text as the site's search, each word
 * met by the product's text or by a helmet it fits ("rpha70", "k6s"). One cached page read: a warm render asks
 * the database nothing, and a catalogue change starts the cache afresh.
 */
export async function findFittingProducts(
  db: Db,
  language: Language,
  state: FinderState,
  helmets: readonly HelmetBrand[],
  kind: "visors" | "accessories",
  limit: number,
): Promise<{ products: StorefrontProduct[]; total: number }> {
  const brand = helmets.find((b) => b.slug === state.brand);
  const model = brand?.models.find((m) => m.slug === state.model);
  const fit = model ? { modelId: model.id } : brand ? { brandId: brand.id } : null;
  const words = await prepareSearch(db, state.q);
  const where = and(
    kind === "visors" ? isAVisor.sql : and(notAVisor.sql, hasFits),
    fit ? fitsHelmet(fit) : undefined,
    ...words.map((word) => or(searchWordCondition(word), fitsAnyOf(helmetModelsNamed(helmets, word)))),
  )!;
  // The helmets a word names follow from the words and the catalogue version the cache is kept for.
  const key = `finder ${kind} ${JSON.stringify(fit)} ${JSON.stringify(words)}`;
  return pageStorefrontProducts(db, language, { where: productCondition(key, where) }, "", limit);
}

const isAVisor = productCondition("visor", eq(products.type, "visor"));
const notAVisor = productCondition("not a visor", ne(products.type, "visor"));
const hasFits = sql`exists (select 1 from ${productFits} f where f.product_id = ${products.id})`;

const fitsAnyOf = (modelIds: number[]) =>
  modelIds.length
    ? sql`exists (select 1 from ${productFits} where ${productFits.productId} = ${products.id}
        and ${inArray(productFits.helmetModelId, modelIds)})`
    : undefined;

/** What fits a helmet model besides visors (inserts, tear-offs), in `language`. */
export function listHelmetAccessories(db: Db, language: Language, modelId: number) {
  return listStorefrontProducts(db, language, {
    where: allOf(notAVisor, fitsHelmetCondition({ modelId })),
  });
}

/**
 * A brand's model under a slug it had before a rename (old finder and API addresses keep working
 * through a 301 to the current slug); undefined when no model of the brand ever had it.
 */
export async function findRenamedHelmet(db: Db, helmets: readonly HelmetBrand[], brandSlug: string, oldSlug: string) {
  const brand = helmets.find((b) => b.slug === brandSlug);
  if (!brand) return undefined;
  const ids = await findRenamedHelmetModelIds(db, oldSlug);
  const model = ids.map((id) => brand.models.find((m) => m.id === id)).find(Boolean);
  return model && { brand, model };
}

/** The visitor's helmet from the request's cookie; null when none (or a model that is gone). */
export async function getMyHelmet(db: Db, request: Request): Promise<MyHelmet | null> {
  const id = Number(readCookie(request.headers.get("cookie"), myHelmetCookie));
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return findMyHelmet(await listHelmetBrands(db), id);
}

/**
 * Where each helmet model (by id) and brand (by slug) lives on the storefront in `ui`: its visor
 * page, or the finder set to it when it has none. Kept with the catalogue: every product page asks.
 */
export function helmetPagePaths(db: Db, ui: UiLanguage) {
  return cachedRead(db, `helmet-page-paths:${ui}`, () => readHelmetPagePaths(db, ui));
}

async function readHelmetPagePaths(db: Db, ui: UiLanguage) {
  const [helmets, categories] = await Promise.all([
    listHelmetBrands(db),
    listStorefrontCategories(db, contentLanguage(ui)),
  ]);
  const modelPages = new Map(categories.filter((c) => c.helmetModelId).map((c) => [c.helmetModelId!, c.slug]));
  const brandPages = new Map(categories.filter((c) => c.helmetBrandId).map((c) => [c.helmetBrandId!, c.slug]));
  // Every model page, a retired model's included (its visors still link to it).
  const models = new Map([...modelPages].map(([id, slug]) => [id, categoryPath(ui, slug)]));
  const brands = new Map<string, string>();
  for (const brand of helmets) {
    const slug = brandPages.get(brand.id);
    brands.set(brand.slug, slug ? categoryPath(ui, slug) : pagePath(ui, "helmetFinder", { brand: brand.slug }));
    for (const model of brand.models) {
      if (!models.has(model.id)) {
        models.set(model.id, pagePath(ui, "helmetFinder", { brand: brand.slug, model: model.slug }));
      }
    }
  }
  return { models, brands };
}
