import { describe, expect, it } from "vitest";
import { slugify } from "./slugify";

describe("slugify", () => {
  it("keeps accented letters as their base letter", () => {
    expect(slugify("Viseira fumada para o Capacete Série Ação")).toBe("viseira-fumada-para-o-capacete-serie-acao");
    expect(slugify("Größe ÜBER Straße")).toBe("grosse-uber-strasse");
  });

  it.each([
    ["bœuf", "boeuf"],
    ["Œuvre", "oeuvre"],
    ["Ørn", "orn"],
    ["Łukasz", "lukasz"],
    ["Ærø", "aero"],
    ["Đorđe", "dorde"],
    ["Þór", "thor"],
    ["Ðe", "de"],
    ["İstanbul", "istanbul"],
    ["ıspanak", "ispanak"],
    ["col·lecció", "colleccio"],
    ["STRAẞE", "strasse"],
  ])("transliterates letters without a decomposition: %s → %s", (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it("drops a soft hyphen, which only marks where a word may break", () => {
    expect(slugify("Nutzungs\u00adbedingungen")).toBe("nutzungsbedingungen");
  });

  it("joins everything else with single hyphens", () => {
    expect(slugify("  AGV K6 -- RX-7V / Pinlock®  ")).toBe("agv-k6-rx-7v-pinlock");
  });
});
