import type { StorefrontProduct } from "./catalog.schema";

export const recommendedLimit = 4;

type Recommendable = Pick<StorefrontProduct, "id" | "categoryId" | "type" | "isRecommended"> & {
  fits: readonly { modelId: number }[];
};

/**
 * Up to four other products to show under a product: what fits the same helmets first (a visor's
 * other tints, its Pinlock insert), then the same category, then the same type, then the rest;
 * within each, the curator's recommended ones first, then the catalogue order.
 */
export function pickRecommended<T extends Recommendable>(all: readonly T[], product: T, limit = recommendedLimit): T[] {
  const helmets = new Set(product.fits.map((f) => f.modelId));
  const closeness = (p: T) =>
    (p.fits.some((f) => helmets.has(f.modelId))
      ? 0
      : p.categoryId !== null && p.categoryId === product.categoryId
        ? 2
        : p.type === product.type
          ? 4
          : 6) + (p.isRecommended ? 0 : 1);
  return all
    .filter((p) => p.id !== product.id)
    .map((p, index) => ({ p, rank: closeness(p), index }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, limit)
    .map(({ p }) => p);
}
