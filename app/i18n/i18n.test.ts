import { describe, expect, it } from "vitest";
import { createI18n, messages, pseudoLocalize } from "./i18n";

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
    expect(createI18n("zz").t("product.savings", { amount: "5 €" })).toBe("⟦Yóú sávé 5 €⟧");
  });

  it("interpolates and pluralizes in each language", () => {
    expect(createI18n("pt").t("category.productCount", { count: 1 })).toBe("1 produto");
    expect(createI18n("pt").t("category.productCount", { count: 0 })).toBe("0 produtos");
    expect(createI18n("pt").t("home.featuredTitle")).toBe("Destaques");
    expect(createI18n("de").t("category.productCount", { count: 3 })).toBe("3 Produkte");
  });
});
