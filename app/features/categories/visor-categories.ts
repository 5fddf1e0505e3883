import type { Language } from "~/i18n/languages";
import { supportedLanguages } from "~/i18n/languages";
import { slugify } from "~/features/slugs";

/**
 * How visor categories are named: the root, a helmet brand's and a helmet model's, text and slug per
 * language. The demo seed builds its tree with them and the visor template wizard creates missing ones alike.
 */

type Text = { name: string; description: string };
export type Localized = Record<Language, Text & { slug: string }>;

export const visorWord = {
  pt: "viseiras",
  en: "visors",
  es: "viseras",
  fr: "visieres",
  it: "visiere",
  de: "visiere",
} as const;

export const visorTexts = {
  root: {
    pt: {
      name: "Viseiras",
      description: "Viseiras de substituição escolhidas e testadas, por marca e modelo de capacete.",
    },
    en: { name: "Visors", description: "Replacement visors I chose and tested, by helmet brand and model." },
    es: { name: "Viseras", description: "Viseras de recambio elegidas y probadas, por marca y modelo de casco." },
    fr: { name: "Visières", description: "Visières de rechange choisies et testées, par marque et modèle de casque." },
    it: { name: "Visiere", description: "Visiere di ricambio scelte e provate, per marca e modello di casco." },
    de: { name: "Visiere", description: "Ausgewählte und getestete Ersatzvisiere, nach Helmmarke und Modell." },
  },
  brand: (b: string) => ({
    pt: { name: `Viseiras ${b}`, description: `Viseiras compatíveis com capacetes ${b}.` },
    en: { name: `${b} visors`, description: `Visors that fit ${b} helmets.` },
    es: { name: `Viseras ${b}`, description: `Viseras compatibles con cascos ${b}.` },
    fr: { name: `Visières ${b}`, description: `Visières compatibles avec les casques ${b}.` },
    it: { name: `Visiere ${b}`, description: `Visiere compatibili con i caschi ${b}.` },
    de: { name: `${b} Visiere`, description: `Visiere, die auf ${b}-Helme passen.` },
  }),
  model: (m: string) => ({
    pt: {
      name: `Viseiras para capacetes ${m}`,
      description: `Viseiras que servem no ${m}: transparentes, fumadas e espelhadas.`,
    },
    en: { name: `Visors for ${m} helmets`, description: `Visors that fit the ${m}: clear, smoke and mirrored.` },
    es: { name: `Viseras para cascos ${m}`, description: `Viseras para el ${m}: transparentes, ahumadas y espejadas.` },
    fr: { name: `Visières pour casques ${m}`, description: `Visières pour le ${m} : claires, fumées et miroir.` },
    it: { name: `Visiere per caschi ${m}`, description: `Visiere per il casco ${m}: trasparenti, fumé e specchiate.` },
    de: { name: `Visiere für ${m} Helme`, description: `Visiere für den ${m}: klar, getönt und verspiegelt.` },
  }),
};

export function visorCategorySlug(brandSlug: string, model?: string) {
  return model ? `visors-${brandSlug}-${slugify(model)}` : `visors-${brandSlug}`;
}

/**
 * A helmet brand's visor category (no model) or a helmet model's, as the demo catalogue names it:
 * text and slug per language. The visor template wizard creates missing ones the same way.
 */
export function visorCategoryText(brand: { name: string; slug: string }, model?: string): Localized {
  const texts = model ? visorTexts.model(`${brand.name} ${model}`) : visorTexts.brand(brand.name);
  const tail = model ? `${brand.slug}-${slugify(model)}` : brand.slug;
  return Object.fromEntries(
    supportedLanguages.map((l) => [
      l,
      { ...texts[l], slug: l === "pt" ? visorCategorySlug(brand.slug, model) : `${visorWord[l]}-${tail}` },
    ]),
  ) as Localized;
}
