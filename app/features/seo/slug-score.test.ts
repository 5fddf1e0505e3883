import { describe, expect, it } from "vitest";
import {
  clientLevel,
  fixedSlugReason,
  issueKind,
  nameKeywords,
  optimizeSlug,
  scoreSlug,
  serverLevel,
  slugIssueKinds,
  type SlugScoreInput,
} from "./slug-score";

const score = (slug: string, name = "", extra: Partial<SlugScoreInput> = {}) =>
  scoreSlug({ slug, name, language: "en", ...extra });

describe("scoreSlug", () => {
  it("gives a clean slug carrying its name's words 100, with those words as keywords", () => {
    expect(score("agv-k6-smoke-visor", "AGV K6 smoke visor")).toEqual({
      seoScore: 100,
      issues: [],
      keywords: ["agv", "k6", "smoke", "visor"],
    });
  });

  it("takes points for a slug that is too short or too long", () => {
    expect(score("k6", "K6")).toEqual({ seoScore: 60, issues: ["too short"], keywords: ["k6"] });
    expect(score("x".repeat(60)).seoScore).toBe(100);
    expect(score("x".repeat(61))).toMatchObject({ seoScore: 85, issues: ["too long"] });
    expect(score("agv-k6-pista-gp-rr-smoke", "AGV K6 Pista GP RR smoke").seoScore).toBe(100);
    expect(score("agv-k6-pista-gp-rr-smoke-visor", "AGV K6 Pista GP RR smoke visor")).toMatchObject({
      seoScore: 85,
      issues: ["too long"],
    });
  });

  it("takes 5 points per stop word of the slug's language, at most 15", () => {
    expect(score("the-visor-for-agv", "Visor for AGV")).toEqual({
      seoScore: 90,
      issues: ["stop words"],
      keywords: ["visor", "agv"],
    });
    expect(score("the-visor-for-an-agv-in", "Visor AGV").seoScore).toBe(85);
    // "de" is a stop word in Portuguese, not in English.
    expect(score("visor-de-agv", "Visor de AGV").issues).toEqual([]);
  });

  it("takes 15 points per word of another language, at most 30", () => {
    expect(score("agv-k6-viseira", "AGV K6 visor")).toEqual({
      seoScore: 75,
      issues: ["other language: viseira", "missing keyword: visor"],
      keywords: ["agv", "k6"],
    });
    expect(score("viseira-fumada-capacete-agv", "AGV")).toMatchObject({
      seoScore: 70,
      issues: ["other language: viseira", "other language: fumada", "other language: capacete"],
    });
    // A slug the membership rules read is an identifier: its English words are not held against it.
    expect(scoreSlug({ slug: "visors-agv", name: "Viseiras AGV", language: "pt", fixed: true }).issues).not.toContain(
      "other language: visors",
    );
    expect(scoreSlug({ slug: "visors-agv", name: "Viseiras AGV", language: "pt" }).issues).toContain(
      "other language: visors",
    );
  });

  it("takes 40 points for accents, capitals or other characters outside lowercase-and-dashes", () => {
    for (const slug of ["Viseira-AGV", "viseira-ágv", "viseira_agv", "viseira--agv", "-viseira-agv"]) {
      expect(scoreSlug({ slug, name: "Viseira AGV", language: "pt" })).toMatchObject({
        seoScore: 60,
        issues: ["invalid characters"],
        keywords: ["viseira", "agv"],
      });
    }
  });

  it("takes 30 points for a slug of digits only", () => {
    expect(score("2024")).toEqual({ seoScore: 70, issues: ["digits only"], keywords: [] });
    expect(score("12-24").issues).toEqual(["digits only"]);
    expect(score("k6-2024").issues).toEqual([]);
  });

  it("takes points for duplicates: another entity's slug, or a repeated word", () => {
    expect(score("agv-k6", "AGV K6", { otherSlugs: new Set(["agv-k6"]) })).toMatchObject({
      seoScore: 60,
      issues: ["duplicate slug"],
    });
    expect(score("agv-k6", "AGV K6", { otherSlugs: new Set(["agv-k5"]) }).seoScore).toBe(100);
    expect(score("visor-agv-visor", "AGV visor")).toMatchObject({ seoScore: 90, issues: ["repeated word: visor"] });
    // Single letters and numbers may repeat: X-Lite X-803, 2-in-1.
    expect(score("x-lite-x-803-visor", "X-Lite X-803 visor").issues).toEqual([]);
  });

  it("takes 10 points per keyword of the name missing from the slug, at most 30", () => {
    expect(score("agv-visor", "AGV K6 smoke visor")).toEqual({
      seoScore: 80,
      issues: ["missing keyword: k6", "missing keyword: smoke"],
      keywords: ["agv", "visor"],
    });
    expect(score("agv", "AGV K6 Pista smoke visor").seoScore).toBe(70);
  });

  it("never goes below 0, and orders issues by kind", () => {
    const result = score("É", "Visor", { otherSlugs: new Set(["É"]) });
    expect(result.seoScore).toBe(0);
    expect(result.issues).toEqual(["invalid characters", "too short", "duplicate slug", "missing keyword: visor"]);
  });

  it("groups issues by kind, each with a severity", () => {
    expect(issueKind("missing keyword: k6")).toBe("missing keyword");
    expect(issueKind("stop words")).toBe("stop words");
    expect(slugIssueKinds["other language"].severity).toBe("high");
    expect(slugIssueKinds["too long"].severity).toBe("medium");
    expect(slugIssueKinds["stop words"].severity).toBe("low");
  });
});

describe("nameKeywords", () => {
  it("keeps the significant words: no stop words, digits only, single letters or other languages' words", () => {
    // What follows "for" is what the visor fits: one term (issue 18 item 14).
    expect(nameKeywords("The visor for the AGV K6 S 2024 viseira", "en")).toEqual(["visor", "agv-k6"]);
    expect(nameKeywords("Viseira para capacetes AGV K6", "pt")).toEqual(["viseira", "capacetes-agv-k6"]);
  });

  it("accepts both German spellings of ä, ö, ü, and prefers ae, oe, ue", () => {
    expect(nameKeywords("Visier getönt für Helme", "de")).toEqual(["visier", "getoent", "helme"]);
    const german = { language: "de", name: "Visier getönt" } as const;
    expect(scoreSlug({ ...german, slug: "visier-getoent" })).toMatchObject({
      seoScore: 100,
      keywords: ["visier", "getoent"],
    });
    expect(scoreSlug({ ...german, slug: "visier-getont" })).toMatchObject({
      seoScore: 100,
      keywords: ["visier", "getont"],
    });
    expect(optimizeSlug(german)).toBe("visier-getoent");
  });
});

describe("the two scales", () => {
  it("server scale (health counts, filter labels): 90+, 75–89, 50–74, below 50", () => {
    expect([100, 90, 89, 75, 74, 50, 49, 0].map(serverLevel)).toEqual([
      "excellent",
      "excellent",
      "good",
      "good",
      "needs_improvement",
      "needs_improvement",
      "poor",
      "poor",
    ]);
  });

  it("client scale (row badge): 100, 90+, 70+, below 70", () => {
    expect([100, 99, 90, 89, 70, 69, 0].map(clientLevel)).toEqual([
      "excellent",
      "good",
      "good",
      "needs_improvement",
      "needs_improvement",
      "poor",
      "poor",
    ]);
  });
});

describe("optimizeSlug", () => {
  it("keeps the name's words without stop words, other languages' words, single letters and repeats", () => {
    expect(optimizeSlug({ name: "The visor for the AGV K6 smoke", language: "en" })).toBe("visor-agv-k6-smoke");
    expect(optimizeSlug({ name: "Visor viseira AGV K6 S visor", language: "en" })).toBe("visor-agv-k6");
    expect(optimizeSlug({ name: "Viseira para capacetes AGV K6", language: "pt" })).toBe("viseira-capacetes-agv-k6");
  });

  it("cuts at a word boundary: at most 6 words and 60 characters", () => {
    expect(optimizeSlug({ name: "AGV K6 Pista GP RR smoke visor", language: "en" })).toBe("agv-k6-pista-gp-rr-smoke");
    const long = optimizeSlug({ name: `${"a".repeat(25)} ${"b".repeat(25)} ${"c".repeat(25)}`, language: "en" });
    expect(long).toBe(`${"a".repeat(25)}-${"b".repeat(25)}`);
  });

  it("scores 100 against its own name when the name fits, and is empty when no word is usable", () => {
    for (const [name, language] of [
      ["Viseira AGV K6 fumada", "pt"],
      ["AGV K6 Visier getönt", "de"],
      ["Visière pour casque AGV K6", "fr"],
    ] as const) {
      const slug = optimizeSlug({ name, language });
      expect(scoreSlug({ slug, name, language }).seoScore).toBe(100);
    }
    expect(optimizeSlug({ name: "The a", language: "en" })).toBe("");
  });
});

describe("fixedSlugReason", () => {
  it("keeps static pages and the Portuguese category slugs the membership rules read", () => {
    expect(fixedSlugReason({ entity: "static_page", language: "en", slug: "about" })).toBe(
      "Static page addresses are fixed",
    );
    for (const slug of ["visors-agv", "intercoms", "accessories-care"]) {
      expect(fixedSlugReason({ entity: "category", language: "pt", slug })).toMatch(/reads this address/);
    }
    expect(fixedSlugReason({ entity: "category", language: "en", slug: "visors-agv" })).toBeNull();
    expect(fixedSlugReason({ entity: "category", language: "pt", slug: "cameras-dji" })).toBeNull();
    expect(fixedSlugReason({ entity: "category", language: "pt", slug: "visors" })).toMatch(/reads this address/);
    expect(fixedSlugReason({ entity: "category", language: "pt", slug: "cameras" })).toMatch(/reads this address/);
    expect(fixedSlugReason({ entity: "product", language: "pt", slug: "visors-agv" })).toBeNull();
  });
});

describe("terms: model codes, numbers and phrases stay whole (issue 18 item 14)", () => {
  const names = {
    pt: "Viseira Arai VAS-V Max Vision fumada clara para RX-7V",
    en: "Arai VAS-V Max Vision light smoke visor for RX-7V",
    de: "Arai VAS-V Max Vision Visier leicht getönt für RX-7V",
  } as const;

  it("keeps the helmet model and the fit, and scores better than the slug it replaces", () => {
    const old = {
      pt: "viseira-arai-vas-v-fumada-clara-rx-7v",
      en: "arai-vas-v-light-smoke-visor-rx-7v",
      de: "arai-vas-v-visier-leicht-getoent-rx-7v",
    };
    for (const language of ["pt", "en", "de"] as const) {
      const name = names[language];
      const slug = optimizeSlug({ name, language });
      expect(slug).toMatch(/(^|-)vas-v-.*-rx-7v$/);
      expect(scoreSlug({ slug, name, language })).toMatchObject({ seoScore: 100, issues: [] });
      expect(scoreSlug({ slug: old[language], name, language }).seoScore).toBeLessThan(100);
    }
    expect(optimizeSlug({ name: names.de, language: "de" })).toBe("arai-vas-v-max-vision-visier-leicht-getoent-rx-7v");
  });

  it("counts a model code or phrase as one keyword and one word", () => {
    expect(nameKeywords(names.pt, "pt")).toEqual(["viseira", "arai", "vas-v", "max-vision", "fumada-clara", "rx-7v"]);
    expect(scoreSlug({ slug: "viseira-arai-vas-fumada", name: names.pt, language: "pt" }).issues).toEqual([
      "missing keyword: vas-v",
      "missing keyword: max-vision",
      "missing keyword: fumada-clara",
      "missing keyword: rx-7v",
    ]);
    expect(nameKeywords("Viseira HJC RPHA 70 fumada", "pt")).toEqual(["viseira", "hjc", "rpha-70", "fumada"]);
    // What it fits is one term; what the name says in brackets is detail.
    expect(nameKeywords("Viseira AGV Race 3 escura para Pista GP RR", "pt")).toEqual([
      "viseira",
      "agv",
      "race-3",
      "escura",
      "pista-gp-rr",
    ]);
    expect(nameKeywords("DJI Mic 2 (2 TX + 1 RX)", "en")).toEqual(["dji", "mic-2"]);
    expect(optimizeSlug({ name: "AGV Race 3 dark visor for Pista GP RR", language: "en" })).toBe(
      "agv-race-3-dark-visor-pista-gp-rr",
    );
  });

  it("drops whole terms, plain words first, when the name is too long: never half a phrase", () => {
    const name = "Visier Schuberth C5 Pinlock Max Vision ready Regenbogen leicht getönt für E1";
    const slug = optimizeSlug({ name, language: "de" });
    expect(slug.split("-").includes("leicht")).toBe(slug.includes("leicht-getoent"));
    expect(slug).toMatch(/^visier-schuberth-c5-.*-e1$/);
    expect(scoreSlug({ slug, name, language: "de" }).issues).not.toContain("too long");
  });
});
