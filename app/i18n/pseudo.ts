import { testLanguage, type UiLanguage } from "./languages";

const accented: Record<string, string> = {
  a: "á",
  e: "é",
  i: "í",
  o: "ó",
  u: "ú",
  A: "Á",
  E: "É",
  I: "Í",
  O: "Ó",
  U: "Ú",
  c: "ç",
  n: "ñ",
};

/** One text in the zz pseudo-locale: English, accented and bracketed. {{placeholders}} survive. */
export function pseudoText(text: string): string {
  return `⟦${text
    .split(/(\{\{[^}]+\}\})/)
    .map((part, i) => (i % 2 ? part : part.replace(/[aeiouAEIOUcn]/g, (ch) => accented[ch]!)))
    .join("")}⟧`;
}

/**
 * How text a translator writes (interface text, menu labels, category names, static pages) is shown in
 * an interface language: as it is, or marked in zz so text that skips translation stands out.
 */
export function uiText(language: UiLanguage): (text: string) => string {
  return language === testLanguage ? (text) => (text ? pseudoText(text) : text) : (text) => text;
}
