import { describe, expect, it } from "vitest";
import { foreignWords, ownWords, sharedWords, slugLanguage, slugStopWords } from "./slug-words";

describe("slug words", () => {
  it("tells the language of a catalogue slug from its words", () => {
    expect(slugLanguage("viseira-agv-k6-fumada")).toBe("pt");
    expect(slugLanguage("agv-k6-smoke-visor")).toBe("en");
    expect(slugLanguage("visiere-agv-k6-fumee")).toBe("fr");
    expect(slugLanguage("visiera-agv-k6-scura")).toBe("it");
    expect(slugLanguage("agv-k6-visier-getont")).toBe("de");
    expect(slugLanguage("visera-agv-k6-ahumada")).toBe("es");
    expect(slugLanguage("agv-k6")).toBeNull();
    expect(slugLanguage("viseira-visor")).toBeNull();
  });

  it("finds words of another language, and a word shared by languages tells nothing", () => {
    expect(foreignWords("agv-k6-viseira-smoke", "en")).toEqual([{ word: "viseira", language: "pt" }]);
    expect(foreignWords("intercomunicador-ejeas-q7", "es")).toEqual([]);
    expect(ownWords("agv-k6-smoke-visor", "en")).toEqual(["smoke", "visor"]);
  });

  it("never counts the catalogue's loanwords and shared spellings as foreign", () => {
    expect(foreignWords("visiera-agv-k6-iridium-oro", "it")).toEqual([]);
    expect(foreignWords("camera-360-insta360-x5", "fr")).toEqual([]);
    expect(foreignWords("visera-shoei-cns-1c-ahumada-clara", "es")).toEqual([]);
    expect(foreignWords("ls2-ff800-visier-rainbow", "de")).toEqual([]);
    for (const word of sharedWords) expect(slugLanguage(`agv-${word}`)).toBeNull();
  });

  it("finds stop words per language", () => {
    expect(slugStopWords("viseira-para-capacete-da-agv", "pt")).toEqual(["para", "da"]);
    expect(slugStopWords("visor-for-the-agv", "en")).toEqual(["for", "the"]);
  });
});
