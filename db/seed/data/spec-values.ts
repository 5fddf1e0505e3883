import type { TranslatedLanguage } from "../types";

/**
 * Specification values of the demo catalogue that are words, by their Portuguese original, in the
 * other languages. Values that are numbers, units or proper names ("2400 mAh", "ECE 22.06",
 * "Pinlock 70 Max Vision") stay as they are in every language and are not listed.
 */
export const specValueTranslations: Record<string, Record<TranslatedLanguage, string>> = {
  Policarbonato: { en: "Polycarbonate", es: "Policarbonato", fr: "Polycarbonate", it: "Policarbonato", de: "Polycarbonat" },
  "Policarbonato antirriscos": {
    en: "Polycarbonate, anti-scratch",
    es: "Policarbonato antiarañazos",
    fr: "Polycarbonate anti-rayures",
    it: "Policarbonato antigraffio",
    de: "Polycarbonat, kratzfest",
  },
  "Policarbonato, classe ótica 1": {
    en: "Polycarbonate, optical class 1",
    es: "Policarbonato, clase óptica 1",
    fr: "Polycarbonate, classe optique 1",
    it: "Policarbonato, classe ottica 1",
    de: "Polycarbonat, optische Klasse 1",
  },
  "Policarbonato com revestimento iridium": {
    en: "Polycarbonate with iridium coating",
    es: "Policarbonato con revestimiento iridium",
    fr: "Polycarbonate avec revêtement iridium",
    it: "Policarbonato con rivestimento iridium",
    de: "Polycarbonat mit Iridium-Beschichtung",
  },
  "Policarbonato / adesivo 3M": {
    en: "Polycarbonate / 3M adhesive",
    es: "Policarbonato / adhesivo 3M",
    fr: "Polycarbonate / adhésif 3M",
    it: "Policarbonato / adesivo 3M",
    de: "Polycarbonat / 3M-Klebepad",
  },
  "Liga de alumínio": {
    en: "Aluminium alloy",
    es: "Aleación de aluminio",
    fr: "Alliage d'aluminium",
    it: "Lega di alluminio",
    de: "Aluminiumlegierung",
  },
  Transparente: { en: "Clear", es: "Transparente", fr: "Transparent", it: "Trasparente", de: "Klar" },
  "6 h (TX) / 18 h (estojo)": {
    en: "6 h (TX) / 18 h (case)",
    es: "6 h (TX) / 18 h (estuche)",
    fr: "6 h (TX) / 18 h (boîtier)",
    it: "6 h (TX) / 18 h (custodia)",
    de: "6 h (TX) / 18 h (Ladecase)",
  },
  "11,5 h (TX) / 48 h (estojo)": {
    en: "11.5 h (TX) / 48 h (case)",
    es: "11,5 h (TX) / 48 h (estuche)",
    fr: "11,5 h (TX) / 48 h (boîtier)",
    it: "11,5 h (TX) / 48 h (custodia)",
    de: "11,5 h (TX) / 48 h (Ladecase)",
  },
  "2,4 GHz / Bluetooth": {
    en: "2.4 GHz / Bluetooth",
    es: "2,4 GHz / Bluetooth",
    fr: "2,4 GHz / Bluetooth",
    it: "2,4 GHz / Bluetooth",
    de: "2,4 GHz / Bluetooth",
  },
};
