/**
 * Latin letters that Unicode does not decompose into a base letter and a mark, so stripping marks
 * alone would drop them ("bœuf" → "b-uf"): their usual ASCII spelling.
 */
const transliterations: Record<string, string> = {
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  ß: "ss",
  đ: "d",
  ð: "d",
  þ: "th",
  ħ: "h",
  ı: "i",
  ŧ: "t",
  ŋ: "ng",
  ĸ: "k",
  ſ: "s",
  "·": "",
  // A soft hyphen only says where a long word may break on screen ("Nutzungs\u00adbedingungen"): not a word's end.
  "\u00ad": "",
};
const transliterable = new RegExp(`[${Object.keys(transliterations).join("")}]`, "g");

/** URL slug: lowercase ASCII letters, digits and single hyphens. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(transliterable, (letter) => transliterations[letter]!)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
