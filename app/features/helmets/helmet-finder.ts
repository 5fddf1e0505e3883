import type { StorefrontProduct } from "~/features/catalog/catalog.schema";
import { isVisor } from "~/features/catalog/product-display";
import type { HelmetBrand } from "./helmets.server";

export const finderResultLimit = 6;
export const quickPickCount = 4;

export interface FinderState {
  brand: string;
  model: string;
  q: string;
}

export function parseFinderState(params: URLSearchParams, helmets: HelmetBrand[]): FinderState {
  const brand = helmets.find((b) => b.slug === params.get("brand"));
  const model = brand?.models.find((m) => m.slug === params.get("model"));
  return { brand: brand?.slug ?? "", model: model?.slug ?? "", q: (params.get("q") ?? "").trim().slice(0, 100) };
}

/**
 * Visors for the chosen helmet: brand by name, model by its visor category (visors-{brand}-{model}),
 * free text in the name or description; every word must match.
 */
export function findVisors(products: readonly StorefrontProduct[], state: FinderState, helmets: HelmetBrand[]) {
  const brand = helmets.find((b) => b.slug === state.brand);
  const words = state.q.toLowerCase().split(/\s+/).filter(Boolean);
  return products.filter((p) => {
    if (!isVisor(p)) return false;
    if (brand && p.brand?.toLowerCase() !== brand.name.toLowerCase()) return false;
    if (brand && state.model && p.category !== `visors-${brand.slug}-${state.model}`) return false;
    const text = `${p.name} ${p.description} ${p.brand ?? ""}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
