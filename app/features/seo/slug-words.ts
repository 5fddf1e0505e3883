import type { Language } from "~/i18n/languages";

/**
 * The words of the catalogue's addresses, per language: enough to tell which language a slug is
 * written in (the SEO score's "language of the words", the URL fixer's contamination check).
 * Slug form: lowercase ASCII, no accents. A word listed under several languages tells nothing.
 */
export const catalogueWords: Record<Language, readonly string[]> = {
  pt: [
    "viseira",
    "viseiras",
    "capacete",
    "capacetes",
    "fumada",
    "fumadas",
    "escura",
    "clara",
    "espelhada",
    "espelhado",
    "transparente",
    "dourada",
    "prateada",
    "azul",
    "vermelha",
    "arco",
    "iris",
    "fotocromatica",
    "camara",
    "camaras",
    "intercomunicador",
    "intercomunicadores",
    "suporte",
    "queixo",
    "acessorios",
    "limpeza",
    "cuidado",
    "microfone",
    "microfones",
    "sem",
    "fios",
    "transmissor",
    "mota",
    "oculos",
    "luvas",
    "oferta",
  ],
  en: [
    "visor",
    "visors",
    "helmet",
    "helmets",
    "smoke",
    "smoked",
    "dark",
    "light",
    "clear",
    "mirror",
    "mirrored",
    "gold",
    "silver",
    "blue",
    "red",
    "rainbow",
    "photochromic",
    "camera",
    "cameras",
    "intercom",
    "intercoms",
    "mount",
    "chin",
    "accessories",
    "cleaning",
    "care",
    "microphone",
    "microphones",
    "wireless",
    "transmitter",
    "motorcycle",
    "bundle",
    "pack",
    "shield",
    "tinted",
  ],
  es: [
    "visera",
    "viseras",
    "casco",
    "cascos",
    "ahumada",
    "ahumado",
    "oscura",
    "espejada",
    "espejo",
    "dorada",
    "plateada",
    "roja",
    "arcoiris",
    "fotocromatica",
    "camaras",
    "intercomunicador",
    "intercomunicadores",
    "camara",
    "transparente",
    "soporte",
    "barbilla",
    "accesorios",
    "limpieza",
    "microfono",
    "microfonos",
    "inalambrico",
    "transmisor",
    "moto",
    "gafas",
  ],
  fr: [
    "visiere",
    "visieres",
    "casque",
    "casques",
    "fumee",
    "fume",
    "foncee",
    "claire",
    "miroir",
    "iridium",
    "doree",
    "argentee",
    "bleue",
    "rouge",
    "arc",
    "ciel",
    "photochromique",
    "cameras",
    "intercoms",
    "support",
    "menton",
    "entretien",
    "nettoyage",
    "microphone",
    "micro",
    "sans",
    "fil",
    "emetteur",
    "lot",
  ],
  it: [
    "visiera",
    "visiere",
    "casco",
    "caschi",
    "fume",
    "scura",
    "chiara",
    "specchiata",
    "specchio",
    "dorata",
    "argentata",
    "blu",
    "rossa",
    "arcobaleno",
    "fotocromatica",
    "telecamera",
    "telecamere",
    "interfono",
    "interfoni",
    "supporto",
    "mento",
    "accessori",
    "pulizia",
    "microfono",
    "microfoni",
    "senza",
    "trasmettitore",
  ],
  de: [
    "visier",
    "visiere",
    "helm",
    "helme",
    "getont",
    "getoent",
    "dunkel",
    "hell",
    "klar",
    "verspiegelt",
    "gold",
    "silber",
    "blau",
    "rot",
    "regenbogen",
    "phototrop",
    "kamera",
    "kameras",
    "gegensprechanlage",
    "halterung",
    "kinn",
    "zubehor",
    "zubehoer",
    "reinigung",
    "pflege",
    "mikrofon",
    "mikrofone",
    "kabellos",
    "sender",
    "motorrad",
    "set",
  ],
};

/** Short words a slug does better without. */
export const stopWords: Record<Language, readonly string[]> = {
  pt: ["de", "da", "do", "das", "dos", "para", "com", "e", "o", "a", "os", "as", "em", "um", "uma"],
  en: ["the", "for", "with", "and", "of", "a", "an", "in", "on", "to"],
  es: ["de", "la", "el", "los", "las", "para", "con", "y", "en", "un", "una", "del"],
  fr: ["de", "la", "le", "les", "des", "du", "pour", "avec", "et", "en", "un", "une"],
  it: ["di", "da", "la", "il", "lo", "i", "gli", "le", "per", "con", "e", "in", "un", "una", "del", "della"],
  de: ["der", "die", "das", "den", "dem", "fur", "fuer", "mit", "und", "ein", "eine", "im", "von"],
};

/**
 * Phrases of two words that name one thing ("leicht getönt" is "lightly tinted"; "leicht" alone is
 * "easy"), in slug form: a slug keeps both words or neither. `shared` are product names of any language.
 */
export const slugPhrases: Record<Language | "shared", readonly string[]> = {
  shared: ["max-vision"],
  pt: ["fumada-clara", "fumada-escura", "arco-iris", "sem-fios"],
  en: ["light-smoke", "dark-smoke", "light-tint", "dark-tint"],
  es: ["ahumada-clara", "ahumada-oscura", "arco-iris"],
  fr: ["fumee-claire", "fumee-foncee", "sans-fil"],
  it: ["fume-chiaro", "fume-scuro", "senza-fili"],
  de: ["leicht-getoent", "leicht-getont", "dunkel-getoent", "dunkel-getont"],
};

/**
 * Words the catalogue's names use in several languages (loanwords, shared spellings, coating and
 * product names): they never tell a slug's language, whichever list they also appear in.
 */
export const sharedWords: readonly string[] = [
  "iridium",
  "rainbow",
  "camera",
  "intercom",
  "microphones",
  "wireless",
  "pack",
  "moto",
  "azul",
  "clara",
  "cuidado",
];

const languages = Object.keys(catalogueWords) as Language[];

/** Each word that belongs to exactly one language's list, with that language. */
const telling = new Map<string, Language>();
{
  const seen = new Map<string, Set<Language>>();
  for (const language of languages) {
    for (const word of catalogueWords[language]) seen.set(word, (seen.get(word) ?? new Set()).add(language));
  }
  const shared = new Set(sharedWords);
  for (const [word, owners] of seen) if (owners.size === 1 && !shared.has(word)) telling.set(word, [...owners][0]!);
}

export const slugParts = (slug: string) => slug.split("-").filter(Boolean);

/** The words of `slug` that only another language uses (a Portuguese "viseira" in an English slug). */
export function foreignWords(slug: string, language: Language) {
  return slugParts(slug).flatMap((word) => {
    const owner = telling.get(word);
    return owner && owner !== language ? [{ word, language: owner }] : [];
  });
}

/** The words of `slug` that tell its language is `language`. */
export function ownWords(slug: string, language: Language) {
  return slugParts(slug).filter((word) => telling.get(word) === language);
}

/** The stop words of `language` in `slug`. */
export function slugStopWords(slug: string, language: Language) {
  const stops = new Set(stopWords[language]);
  return slugParts(slug).filter((word) => stops.has(word));
}

/**
 * The language a slug is written in, when its words say so: the language with the most telling
 * words, if it has more than any other. Null for slugs of names and numbers only.
 */
export function slugLanguage(slug: string): Language | null {
  const counts = new Map<Language, number>();
  for (const word of slugParts(slug)) {
    const owner = telling.get(word);
    if (owner) counts.set(owner, (counts.get(owner) ?? 0) + 1);
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  if (!ranked.length || (ranked[1] && ranked[1][1] === ranked[0]![1])) return null;
  return ranked[0]![0];
}
