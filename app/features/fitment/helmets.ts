/** Helmet brands and models as the storefront offers them (safe for the browser). */
export interface HelmetModel {
  id: number;
  name: string;
  slug: string;
  isPopular: boolean;
  /** Published visors that fit it. */
  visorCount: number;
}

export interface HelmetBrand {
  id: number;
  name: string;
  slug: string;
  /** Published visors that fit any of its models. */
  visorCount: number;
  models: HelmetModel[];
}

/** Models with visors first, the others after them, each group in the curator's order. */
export function modelsByAvailability<T extends { visorCount: number }>(models: readonly T[]): T[] {
  return [...models.filter((m) => m.visorCount > 0), ...models.filter((m) => m.visorCount === 0)];
}

/** The brand and model a pair of slugs names, if both exist. */
export function findHelmet(helmets: readonly HelmetBrand[], brandSlug: string, modelSlug: string) {
  const brand = helmets.find((b) => b.slug === brandSlug);
  const model = brand?.models.find((m) => m.slug === modelSlug);
  return brand && model ? { brand, model } : undefined;
}

/** The helmet a visitor said they ride (the `helmet` cookie holds the model's id; no account). */
export interface MyHelmet {
  modelId: number;
  brandSlug: string;
  modelSlug: string;
  /** "AGV K6" */
  label: string;
}

export const myHelmetCookie = "helmet";

export function findMyHelmet(helmets: readonly HelmetBrand[], modelId: number): MyHelmet | null {
  for (const brand of helmets) {
    const model = brand.models.find((m) => m.id === modelId);
    if (model) return { modelId, brandSlug: brand.slug, modelSlug: model.slug, label: `${brand.name} ${model.name}` };
  }
  return null;
}

/** Whether a product fits the visitor's helmet (it fits one of its models): what "only what fits" keeps. */
const fitsMyHelmet = (product: { fits: readonly { modelId: number }[] }, myHelmet: MyHelmet) =>
  product.fits.some((f) => f.modelId === myHelmet.modelId);

/**
 * Whether a product fits the visitor's helmet, named for the page ("fits your AGV K6"); null: nothing to say.
 * A visor always says; anything else (a Pinlock insert, a tear-off) once it fits some helmet: a camera fits none.
 */
export function helmetFit(
  product: { type: string; fits: readonly { modelId: number }[] },
  myHelmet: MyHelmet | null,
): { fits: boolean; helmet: string } | null {
  if (!myHelmet || (product.type !== "visor" && !product.fits.length)) return null;
  return { fits: fitsMyHelmet(product, myHelmet), helmet: myHelmet.label };
}
