import type { StorefrontProduct } from "./catalog.schema";

export const recommendedLimit = 4;

/**
 * Up to four other products to show under a product: same category first, then same type, then
 * the rest; within each, the curator's recommended ones first, then the catalogue order.
 */
export function pickRecommended<T extends Pick<StorefrontProduct, "id" | "categoryId" | "type" | "isRecommended">>(
  all: readonly T[],
  product: T,
  limit = recommendedLimit,
): T[] {
  const closeness = (p: T) =>
    (p.categoryId !== null && p.categoryId === product.categoryId ? 0 : p.type === product.type ? 2 : 4) +
    (p.isRecommended ? 0 : 1);
  return all
    .filter((p) => p.id !== product.id)
    .map((p, index) => ({ p, rank: closeness(p), index }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, limit)
    .map(({ p }) => p);
}
