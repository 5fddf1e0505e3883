/** Shapes of the demo catalogue's source data (db/seed/data/*). Portuguese is the original language. */

import type { ProductType } from "~/features/catalog";
import type { TranslatedLanguage } from "~/i18n/languages";

export type { ProductType, TranslatedLanguage };

/** Tints the visor illustration; matches the spec's visor colours. */
export type VisorTint =
  | "clear"
  | "smoke"
  | "dark"
  | "blue-mirror"
  | "gold-mirror"
  | "silver-mirror"
  | "rainbow"
  | "photochromic"
  | "light-blue"
  | "dark-red";

/** Cameras are drawn as a slim 360° camera or a box action camera. */
export type CameraShape = "360" | "box";

export interface SeedHelmetBrand {
  name: string; // display name, e.g. "AGV", "X-Lite"
  slug: string; // e.g. "agv", "x-lite"
  models: string[]; // display names, e.g. "K6", "Pista GP RR"
  popular?: string[]; // models shown as helmet-finder quick picks
  /**
   * Names once listed as models that are not helmets (a visor's code), each with the model its old addresses now
   * lead to. Not seeded as models; their addresses answer 301 (issue 32).
   */
  retired?: { model: string; now: string }[];
}

export interface SeedProductTranslation {
  name: string;
  description: string;
  buttonText: string;
  slug: string; // unique per language, lowercase a-z0-9 and hyphens
}

/** A helmet model of the product's brand that it fits, with an optional note in every language. */
export type SeedFit = string | { model: string; note: Record<"pt" | TranslatedLanguage, string> };

export interface SeedProduct {
  slug: string; // Portuguese slug, unique
  name: string; // Portuguese
  description: string; // Portuguese, 2-4 sentences, honest and specific
  buttonText: string; // Portuguese call to action, e.g. "Ver no AliExpress"
  type: ProductType;
  /** For visors: the helmet brand name (matches SeedHelmetBrand.name); otherwise Insta360, DJI or Ejeas. */
  brand: string;
  /** Slug of the category the product sits in (a helmet-model visor category such as "visors-agv-k6", or "cameras-insta360", ...). */
  categorySlug: string;
  price: string; // decimal string, e.g. "34.90"
  originalPrice?: string; // higher than price when discounted
  stock?: number | null; // omitted/null = in stock, 0 = out of stock
  aliexpressUrl: string; // "#" when there is no link yet
  rating: string; // "4.6"
  isOfficial?: boolean;
  isFeatured?: boolean;
  isNew?: boolean;
  isRecommended?: boolean;
  isZerosPick?: boolean;
  isLimitedEdition?: boolean;
  isPremium?: boolean;
  isBestSeller?: boolean;
  tags: string[]; // free tags, lowercase, e.g. ["oficial", "pinlock"]
  /**
   * Specification values in Portuguese keyed by: material, compatibility (of gear, not helmets),
   * tint (of accessories), certification, resolution, battery, range, riders, waterproof, weight,
   * connectivity, warranty. Values that are words are translated in data/spec-values.ts.
   */
  specifications: Record<string, string>;
  /** Helmet models of `brand` that it fits (visors, Pinlock inserts...). */
  fits?: SeedFit[];
  /** A visor's facts; `original` marks a part of the helmet's own brand. */
  visor?: {
    original?: boolean;
    partCode?: string;
    tint: string;
    lightTransmission: number;
    pinlockInsert?: string;
    marking: "day-and-night" | "daytime-only" | "not-for-road";
  };
  /** How the generated picture looks. */
  /** `part`: an accessory drawn as that part (a Pinlock insert) rather than the mount-and-cloth kit. */
  illustration: { tint?: VisorTint; accent?: string; shape?: CameraShape; part?: "pinlock" };
  translations: Record<TranslatedLanguage, SeedProductTranslation>;
}
