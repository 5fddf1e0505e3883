import { describe, expect, it } from "vitest";
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
