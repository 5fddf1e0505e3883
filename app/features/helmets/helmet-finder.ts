import type { SearchWord, StorefrontProduct } from "~/features/catalog";
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

type Fitting = Pick<StorefrontProduct, "type" | "fits">;

/**
 * What fits the chosen helmet, from fitment: a model's fits, or any model's of the brand. `visors` chooses
 * between the visors (the finder's results) and the rest (inserts, tear-offs: "also for your helmet"). The
 * free text is the site's search (`findFittingProducts`).
 */
export function findFitting<T extends Fitting>(
  products: readonly T[],
  state: FinderState,
  helmets: readonly HelmetBrand[],
  kind: "visors" | "accessories" = "visors",
): T[] {
  const brand = helmets.find((b) => b.slug === state.brand);
  const model = brand?.models.find((m) => m.slug === state.model);
  return products.filter((p) => {
    if ((p.type === "visor") !== (kind === "visors")) return false;
    if (model ? !p.fits.some((f) => f.modelId === model.id) : brand && !p.fits.some((f) => f.brandId === brand.id)) {
      return false;
    }
    return kind === "visors" || p.fits.length > 0;
  });
}

/** Letters and digits of `text`, lower case, without accents, other characters one space: `search_words`'s fold. */
const foldWords = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * The helmet models a searched word names, as the search would find it in "brand model" ("k6s" the AGV K6S,
 * "rpha70" the HJC RPHA 70, "shoie" every Shoei): a visor fitting one of them meets the word.
 */
export function helmetModelsNamed(helmets: readonly HelmetBrand[], word: SearchWord): number[] {
  if ("literal" in word) return [];
  return helmets.flatMap((brand) =>
    brand.models
      .filter((model) => {
        const words = ` ${foldWords(`${brand.name} ${model.name}`)}`;
        if (word.wordStart) return words.includes(` ${word.wordStart}`);
        const compact = words.replaceAll(" ", "");
        return word.forms.some((form) => compact.includes(form));
      })
      .map((model) => model.id),
  );
}
