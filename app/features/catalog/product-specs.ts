import type { TFunction } from "i18next";
import { compatibilityLine, visorFactTexts } from "~/features/fitment";
import type { Language } from "~/i18n/languages";
import type { StorefrontProduct } from "./catalog.schema";

export interface SpecRow {
  key: string;
  label: string;
  value: string;
}

/**
 * A product's specification table in the page's language: what it fits (derived from the fits, never
 * typed), a visor's facts (maker, part, tint, Pinlock, marking), then the free specifications.
 */
export function productSpecRows(
  product: Pick<StorefrontProduct, "fits" | "visor" | "brand" | "specifications">,
  t: TFunction,
  language: Language,
): SpecRow[] {
  const rows: SpecRow[] = [];
  const add = (key: string, value: string | null | undefined) => {
    if (value) rows.push({ key, label: t(`spec.${key}`, { defaultValue: key }), value });
  };
  // A line of free text that names no known model stays beside the derived one.
  const extra = product.specifications.compatibility;
  add(
    "compatibility",
    [compatibilityLine(product.fits), product.fits.length ? extra : undefined].filter(Boolean).join(" · "),
  );
  const visor = product.visor;
  if (visor) {
    const maker =
      visor.makerKind === "original"
        ? t("visor.makerOriginal", { brand: product.brand ?? "" })
        : visor.maker
          ? t("visor.makerAftermarket", { maker: visor.maker })
          : t("visor.makerUnknown");
    add("maker", maker);
    if (visor.partCode) {
      add("partCode", visor.makerKind === "original" ? visor.partCode : t("visor.replaces", { code: visor.partCode }));
    }
    const facts = visorFactTexts(visor, t, language);
    if (facts.tint) {
      const tint = facts.tint;
      add(
        "tint",
        visor.lightTransmission === null
          ? tint
          : t("visor.tintWithLight", { tint: facts.tintName, percent: visor.lightTransmission }),
      );
    }
    add(
      "pinlock",
      visor.pinlockReady
        ? visor.pinlockInsert
          ? t("visor.pinlockReady", { insert: visor.pinlockInsert })
          : t("visor.pinlockReadyPlain")
        : t("visor.pinlockNo"),
    );
    add("marking", facts.marking);
  }
  for (const [key, value] of Object.entries(product.specifications)) {
    if (key !== "compatibility" || !product.fits.length) add(key, value);
  }
  return rows;
}
