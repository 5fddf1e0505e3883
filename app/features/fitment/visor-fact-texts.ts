import type { TFunction } from "i18next";
import type { Language } from "~/i18n/languages";
import { tintWord, type VisorFacts } from "./visor-facts";

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * A visor's facts as the rider reads them, one place for cards, the comparison table and the specifications:
 * "Smoke", "50% light", and its marking — "Marking unknown" when the seller does not say (an aftermarket visor
 * always states one or the other).
 */
export function visorFactTexts(visor: VisorFacts, t: TFunction, language: Language) {
  return {
    // Shown alone, through t like every word of the interface (the test locale marks it); `tintName` goes into
    // another sentence.
    tint: visor.tint ? t("compare.tint", { tint: capitalize(tintWord(visor.tint, language)) }) : null,
    tintName: visor.tint ? capitalize(tintWord(visor.tint, language)) : null,
    light: visor.lightTransmission === null ? null : t("compare.light", { percent: visor.lightTransmission }),
    marking: t(visor.marking ? `visor.marking.${visor.marking}` : "compare.markingUnknown"),
  };
}
