import pt from "./admin-errors/pt.json";
import { testLanguage, type AdminLanguage } from "./languages";
import { pseudoText } from "./pseudo";

/**
 * What the server says to the curator, in the admin's language (issue 33 point 1, decision 0034). The sources say it in
 * English (the tests and the spec read English); on its way out an answer of the admin API is put into Portuguese
 * here, through one dictionary keyed by the English message. A key's variable parts are named placeholders
 * (`"Product {$id} not found"`; `{$count#}` holds digits only, so "{$count#} products" is no product's name, and
 * `{$field!}` is kept as it came); a
 * value found in one is put into Portuguese too when the dictionary knows it (a status's word, a whole message quoted
 * in another, a list of such words), else it is kept as it came (a name, a number, an address). Messages joined by "; " are put one by one.
 * A message the dictionary does not know stays English.
 */
export interface AdminErrorDictionary {
  /** English message (placeholders `{$name}`) → its Portuguese, with the same placeholders. */
  messages: Record<string, string>;
  /** Words a placeholder may hold (a status, a kind, a type's name) → Portuguese. */
  words: Record<string, string>;
}

const placeholder = /\{\$(\w+)([#!]?)\}/g;

interface Pattern {
  names: string[];
  /** Placeholders whose value stays as it came (`{$field!}`: a field's name is no word to translate). */
  kept: Set<string>;
  match: RegExp;
  to: string;
}

interface Compiled {
  exact: Map<string, string>;
  patterns: Pattern[];
  words: Map<string, string>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The dictionary ready to use: exact keys in a map, patterns most specific (most fixed text) first. */
export function compileAdminErrors({ messages, words }: AdminErrorDictionary): Compiled {
  const exact = new Map<string, string>();
  const patterns: (Pattern & { fixed: number })[] = [];
  for (const [key, to] of Object.entries(messages)) {
    const found = [...key.matchAll(placeholder)];
    if (!found.length) {
      exact.set(key, to);
      continue;
    }
    const names = found.map((m) => m[1]!);
    const kept = new Set(found.filter((m) => m[2] === "!").map((m) => m[1]!));
    const parts = key.split(placeholder).filter((_, i) => i % 3 === 0);
    const source = parts
      .map((part, i) => escapeRegExp(part) + (found[i] ? (found[i][2] === "#" ? "(\\d+)" : "(.+?)") : ""))
      .join("");
    patterns.push({ names, kept, match: new RegExp(`^${source}$`, "s"), to, fixed: parts.join("").length });
  }
  patterns.sort((a, b) => b.fixed - a.fixed);
  return { exact, patterns, words: new Map(Object.entries(words)) };
}

const maxDepth = 3;

/** `message` in the dictionary's language, or undefined when it knows none of it. */
export function translateWith(dictionary: Compiled, message: string, depth = 0): string | undefined {
  const known = dictionary.exact.get(message) ?? dictionary.words.get(message);
  if (known !== undefined) return known;
  for (const { names, kept, match, to } of dictionary.patterns) {
    const found = match.exec(message);
    if (!found) continue;
    const values = new Map(names.map((name, i) => [name, found[i + 1]!]));
    return to.replace(placeholder, (_: string, name: string) => {
      const value = values.get(name) ?? "";
      if (kept.has(name) || depth >= maxDepth) return value;
      return translateWith(dictionary, value, depth + 1) ?? wordsOf(dictionary, value) ?? value;
    });
  }
  if (message.includes("; ")) {
    const parts = message.split("; ").map((part) => translateWith(dictionary, part, depth + 1));
    if (parts.some((part) => part !== undefined)) {
      const english = message.split("; ");
      return parts.map((part, i) => part ?? english[i]).join("; ");
    }
  }
  return undefined;
}

/** A list of known words ("English, Spanish"), each put into the dictionary's language; else undefined. */
function wordsOf(dictionary: Compiled, value: string) {
  const words = value.split(", ").map((word) => dictionary.words.get(word));
  return words.length > 1 && words.every((word) => word !== undefined) ? words.join(", ") : undefined;
}

const portuguese = compileAdminErrors(pt);

/**
 * A message of the server (an error, a field's problem, a refusal's reason) in the admin's language; in zz, English
 * marked like the pages' text, so a page that shows a message without this stands out in the zz walk.
 */
export function adminMessageIn(language: AdminLanguage, message: string): string {
  if (language === testLanguage) return message && pseudoText(message);
  if (language !== "pt") return message;
  return translateWith(portuguese, message) ?? message;
}
