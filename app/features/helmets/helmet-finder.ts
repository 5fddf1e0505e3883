import type { StorefrontProduct } from "~/features/catalog";
import type { HelmetBrand } from "~/features/fitment";

export const finderResultLimit = 6;
export const quickPickCount = 4;

export interface FinderState {
  brand: string;
  model: string;
  q: string;
  /** Show every result instead of the first six. */
  all: boolean;
}

export function parseFinderState(params: URLSearchParams, helmets: readonly HelmetBrand[]): FinderState {
  const brand = helmets.find((b) => b.slug === params.get("brand"));
  const model = brand?.models.find((m) => m.slug === params.get("model"));
  return {
    brand: brand?.slug ?? "",
    model: model?.slug ?? "",
    q: (params.get("q") ?? "").trim().slice(0, 100),
    all: params.get("all") === "1",
  };
}

/** The finder's search words: lower case, split on white space. */
export const finderWords = (q: string) => q.toLocaleLowerCase().split(/\s+/).filter(Boolean);

type Fitting = Pick<StorefrontProduct, "type" | "name" | "description" | "brand" | "fits">;

/**
 * What fits the chosen helmet, from fitment: a model's fits, or any model's of the brand; free text
 * must find every word in the name, description, brand or the helmets it fits. `visors` chooses
 * between the visors (the finder's results) and the rest (inserts, tear-offs: "also for your helmet").
 */
export function findFitting<T extends Fitting>(
  products: readonly T[],
  state: FinderState,
  helmets: readonly HelmetBrand[],
  kind: "visors" | "accessories" = "visors",
): T[] {
  const brand = helmets.find((b) => b.slug === state.brand);
  const model = brand?.models.find((m) => m.slug === state.model);
  const words = finderWords(state.q);
  return products.filter((p) => {
    if ((p.type === "visor") !== (kind === "visors")) return false;
    if (model ? !p.fits.some((f) => f.modelId === model.id) : brand && !p.fits.some((f) => f.brandId === brand.id)) {
      return false;
    }
    if (kind === "accessories" && !p.fits.length) return false;
    const fits = p.fits.map((f) => `${f.brand} ${f.model}`).join(" ");
    const text = `${p.name} ${p.description} ${p.brand ?? ""} ${fits}`.toLocaleLowerCase();
    return words.every((w) => text.includes(w));
  });
}
