import { describe, expect, it } from "vitest";
import { buildSeedCategories } from "#db/seed/categories";
import { defaultHeaderMenu } from "~/features/navigation/navigation";
import { pseudoLocalize } from "./i18n";
import { messages, serverT } from "./messages.server";

type Messages = { [key: string]: string | Messages };
const keysOf = (m: Messages, prefix = ""): string[] =>
  Object.entries(m).flatMap(([k, v]) => (typeof v === "string" ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`)));

describe("interface text", () => {
  const source = keysOf(messages.pt).sort();

  it.each(["en", "es", "fr", "it", "de", "zz"] as const)("%s has exactly the keys of pt", (language) => {
    expect(keysOf(messages[language]).sort()).toEqual(source);
  });

  it("zz transforms text but keeps placeholders", () => {
    expect(pseudoLocalize({ a: "Save {{amount}} now" })).toEqual({ a: "⟦Sávé {{amount}} ñów⟧" });
    expect(serverT("zz")("product.savings", { amount: "5 €" })).toBe("⟦Yóú sávé 5 €⟧");
  });

  it("interpolates and pluralizes in each language", () => {
    expect(serverT("pt")("category.productCount", { count: 1 })).toBe("1 produto");
    expect(serverT("pt")("category.productCount", { count: 0 })).toBe("0 produtos");
    expect(serverT("pt")("home.featuredTitle")).toBe("Destaques");
    expect(serverT("de")("category.productCount", { count: 3 })).toBe("3 Produkte");
  });
});

/** Every string of a locale file, with its key. */
const entriesOf = (m: Messages, prefix = ""): [string, string][] =>
  Object.entries(m).flatMap(([k, v]) =>
    typeof v === "string" ? [[`${prefix}${k}`, v] as [string, string]] : entriesOf(v, `${prefix}${k}.`),
  );

const seedCategories = buildSeedCategories();

describe("wording", () => {
  it("Italian never puts an article before a name it cannot see (per il AGV, il 80%)", () => {
    // The article depends on the word that follows (il casco, l'AGV, lo Shoei): a placeholder holding a
    // brand, model, code or number needs a noun of its own first. A count before its noun is fine
    // only with "le" (feminine plural keeps its form).
    const articleBeforeName = /\b(il|lo|i|gli|la|l'|del|dello|della|al|allo|alla|dal|sul|nel)\s+\{\{/i;
    const offending = entriesOf(messages.it).filter(([, text]) =>
      articleBeforeName.test(text.replace(/\ble \{\{count\}\}/g, "")),
    );
    expect(offending).toEqual([]);
  });

  it("Italian visor pages of the demo say 'per il casco AGV K6', not 'per il AGV K6'", () => {
    const k6 = seedCategories.find((c) => c.helmet?.model === "K6")!;
    expect(k6.text.it.description).toContain("per il casco AGV K6");
    expect(seedCategories.map((c) => c.text.it.description).join("\n")).not.toMatch(/per il [A-Z]/);
  });

  it("German calls an intercom one thing: Headsets, never Gegensprechanlagen", () => {
    const german = [
      ...entriesOf(messages.de).map(([, text]) => text),
      ...seedCategories.flatMap((c) => [c.text.de.name, c.text.de.slug, c.text.de.description]),
      ...defaultHeaderMenu.flatMap((item) => [
        item.labels.de ?? "",
        ...(item.children ?? []).map((c) => c.labels.de ?? ""),
      ]),
    ].join("\n");
    expect(german).toContain("Headsets");
    expect(german).not.toMatch(/gegensprech/i);
  });
});
