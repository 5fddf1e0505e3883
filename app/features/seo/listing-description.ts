import type { TFunction } from "i18next";
import { formatPrice } from "~/i18n/format";
import { summarize } from "./seo";

/** What a listing page holds: its products' count and price range, and for a helmet model the visors' tints. */
export interface ListingSummary {
  /** The category's name; `helmet` ("AGV K6") on a helmet model's page. */
  name: string;
  helmet?: string;
  count: number;
  min: number | null;
  max: number | null;
  tints?: readonly string[];
}

export const descriptionLength = { min: 120, max: 160 };

/**
 * A model, brand or category page's meta description (issue 32): what it holds, said specifically (count, tints,
 * price range), completed by the longest closing sentence that keeps it within 160 characters. An empty page
 * says so, and what the visitor can do instead.
 */
export function listingDescription(t: TFunction, listing: ListingSummary) {
  const { count, min, max, helmet, name } = listing;
  if (!count || min === null || max === null)
    return summarize(helmet ? t("category.metaEmptyModel", { helmet }) : t("category.metaEmpty", { name }), 160);
  const prices =
    min === max
      ? t("category.metaPrice", { price: formatPrice(min) })
      : t("category.metaPrices", { min: formatPrice(min), max: formatPrice(max) });
  const tints = listing.tints?.length ? ` (${listing.tints.join(", ")})` : "";
  const lead = helmet
    ? t("category.metaModel", { count, helmet, tints, prices })
    : t("category.metaListing", { count, name, prices });
  const closing = ["category.metaTailLong", "category.metaTailMedium", "category.metaTailShort"]
    .map((key) => `${lead} ${t(key)}`)
    .find((text) => text.length <= descriptionLength.max);
  return closing ?? summarize(lead, descriptionLength.max);
}
