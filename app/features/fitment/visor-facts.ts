import type { Language } from "~/i18n/languages";

/**
 * The vocabulary of visor facts, safe for the browser and free of zod (storefront pages read it):
 * colours (the wizard's and the tint of a visor), markings and what a visor's facts hold.
 */

export interface VisorColor {
  /** The vocabulary key, or a custom color's name as the curator typed it. */
  key: string;
  /** English label, as the wizard shows it. */
  label: string;
  /** The color's word in each language, as it goes into product names and {color}. */
  words: Record<Language, string>;
}

/** The spec's visor colors, with their word in every language. */
export const visorColors: readonly VisorColor[] = [
  {
    key: "clear",
    label: "Clear",
    words: { pt: "transparente", en: "clear", es: "transparente", fr: "transparente", it: "trasparente", de: "klar" },
  },
  {
    key: "smoke",
    label: "Smoke",
    words: { pt: "fumada", en: "smoke", es: "ahumada", fr: "fumée", it: "fumé", de: "getönt" },
  },
  {
    key: "light-smoke",
    label: "Light smoke",
    words: {
      pt: "fumada clara",
      en: "light smoke",
      es: "ahumada clara",
      fr: "fumée claire",
      it: "fumé chiaro",
      de: "leicht getönt",
    },
  },
  {
    key: "dark",
    label: "Dark",
    words: { pt: "escura", en: "dark", es: "oscura", fr: "foncée", it: "scura", de: "dunkel" },
  },
  {
    key: "light-blue",
    label: "Light blue",
    words: { pt: "azul-clara", en: "light blue", es: "azul claro", fr: "bleu clair", it: "azzurra", de: "hellblau" },
  },
  {
    key: "dark-blue",
    label: "Dark blue",
    words: {
      pt: "azul-escura",
      en: "dark blue",
      es: "azul oscuro",
      fr: "bleu foncé",
      it: "blu scuro",
      de: "dunkelblau",
    },
  },
  {
    key: "light-red",
    label: "Light red",
    words: {
      pt: "vermelha clara",
      en: "light red",
      es: "roja clara",
      fr: "rouge clair",
      it: "rosso chiaro",
      de: "hellrot",
    },
  },
  {
    key: "dark-red",
    label: "Dark red",
    words: {
      pt: "vermelha escura",
      en: "dark red",
      es: "roja oscura",
      fr: "rouge foncé",
      it: "rosso scuro",
      de: "dunkelrot",
    },
  },
  {
    key: "gold",
    label: "Gold",
    words: { pt: "dourada", en: "gold", es: "dorada", fr: "dorée", it: "dorata", de: "gold" },
  },
  {
    key: "silver",
    label: "Silver",
    words: { pt: "prateada", en: "silver", es: "plateada", fr: "argentée", it: "argentata", de: "silber" },
  },
  {
    key: "rainbow",
    label: "Rainbow",
    words: { pt: "arco-íris", en: "rainbow", es: "arcoíris", fr: "arc-en-ciel", it: "arcobaleno", de: "Regenbogen" },
  },
  {
    key: "photochromic",
    label: "Photochromic",
    words: {
      pt: "fotocromática",
      en: "photochromic",
      es: "fotocromática",
      fr: "photochromique",
      it: "fotocromatica",
      de: "phototrop",
    },
  },
  {
    key: "mirrored",
    label: "Mirrored",
    words: { pt: "espelhada", en: "mirrored", es: "espejada", fr: "miroir", it: "specchiata", de: "verspiegelt" },
  },
  {
    key: "blue-mirror",
    label: "Blue mirror",
    words: {
      pt: "espelhada azul",
      en: "blue mirror",
      es: "espejada azul",
      fr: "miroir bleu",
      it: "specchiata blu",
      de: "blau verspiegelt",
    },
  },
  {
    key: "gold-mirror",
    label: "Gold mirror",
    words: {
      pt: "espelhada dourada",
      en: "gold mirror",
      es: "espejada dorada",
      fr: "miroir or",
      it: "specchiata oro",
      de: "gold verspiegelt",
    },
  },
  {
    key: "silver-mirror",
    label: "Silver mirror",
    words: {
      pt: "espelhada prateada",
      en: "silver mirror",
      es: "espejada plateada",
      fr: "miroir argent",
      it: "specchiata argento",
      de: "silber verspiegelt",
    },
  },
];

/** What a visor is marked for (ECE 22), each with the safety note shown to the rider. */
export const visorMarkings = ["day-and-night", "daytime-only", "not-for-road"] as const;
export type VisorMarking = (typeof visorMarkings)[number];

export const visorMakerKinds = ["original", "aftermarket"] as const;
export type VisorMakerKind = (typeof visorMakerKinds)[number];

/** A visor's structured facts (table visor_details). */
export interface VisorFacts {
  makerKind: VisorMakerKind;
  /** The aftermarket maker's name; an original part's maker is the helmet brand. */
  maker: string | null;
  partCode: string | null;
  tint: string | null;
  lightTransmission: number | null;
  pinlockReady: boolean;
  pinlockInsert: string | null;
  marking: VisorMarking | null;
}

/** The tint's word in `language` ("fumada"), or the stored code of a colour outside the vocabulary. */
export function tintWord(tint: string, language: Language) {
  return visorColors.find((c) => c.key === tint)?.words[language] ?? tint;
}
