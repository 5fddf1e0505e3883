import type { TFunction } from "i18next";
import type { StorefrontProduct } from "~/features/catalog";
import { visorFactTexts } from "~/features/fitment";
import { formatDay, formatPrice } from "~/i18n/format";
import type { Language } from "~/i18n/languages";

/** One visor of a model page's comparison table, every cell already in the page's language. */
export interface VisorComparisonRow {
  id: number;
  slug: string;
  name: string;
  tint: string;
  light: string;
  /** "Yes", "No", "Not for road use" or "Unknown" (no marking stated). */
  daytimeOnly: string;
  pinlock: string;
  maker: string;
  price: string;
  checked: string;
}

const daytimeOnlyKey = {
  "daytime-only": "compare.yes",
  "day-and-night": "compare.no",
  "not-for-road": "compare.notForRoad",
} as const;

/** The comparison table's rows: the visors that fit a model, in the order the page lists them. */
export function visorComparisonRows(
  visors: readonly StorefrontProduct[],
  t: TFunction,
  language: Language,
): VisorComparisonRow[] {
  return visors.map((p) => {
    const visor = p.visor;
    const facts = visor && visorFactTexts(visor, t, language);
    return {
      id: p.id,
      slug: p.slug,
      name: p.name,
      tint: facts?.tint ?? "—",
      light: visor?.lightTransmission == null ? "—" : t("compare.percent", { percent: visor.lightTransmission }),
      daytimeOnly: t(visor?.marking ? daytimeOnlyKey[visor.marking] : "compare.unknown"),
      pinlock: !visor?.pinlockReady
        ? t("compare.no")
        : visor.pinlockInsert
          ? t("compare.pinlockInsert", { insert: visor.pinlockInsert })
          : t("compare.yes"),
      maker:
        visor?.makerKind === "original"
          ? t("compare.original")
          : visor?.maker
            ? t("compare.aftermarket", { maker: visor.maker })
            : t("compare.aftermarketPlain"),
      price: formatPrice(p.price),
      checked: p.priceCheckedAt
        ? t("compare.checkedDay", { date: formatDay(p.priceCheckedAt, language, "medium") })
        : "—",
    };
  });
}
