import { describe, expect, it } from "vitest";
import { readCookie } from "~/lib/cookies";
import { detectLanguage, parseAcceptLanguage } from "./detect-language";

describe("parseAcceptLanguage", () => {
  it("orders by quality, keeps header order on ties, drops q=0 and *", () => {
    expect(parseAcceptLanguage("fr;q=0.5, de-DE, en;q=0.9, it;q=0, *;q=0.1")).toEqual(["de-de", "en", "fr"]);
    expect(parseAcceptLanguage("")).toEqual([]);
    expect(parseAcceptLanguage("en;q=abc, es")).toEqual(["es"]);
  });
});

describe("readCookie", () => {
  it("reads one cookie and survives bad encoding", () => {
    expect(readCookie("a=1; preferred-language=de; b=2", "preferred-language")).toBe("de");
    expect(readCookie("preferred-language=%E0%A4%A", "preferred-language")).toBeUndefined();
    expect(readCookie(undefined, "x")).toBeUndefined();
  });
});

describe("detectLanguage", () => {
  it("uses cookie, then header, then English (spec §4)", () => {
    expect(detectLanguage("preferred-language=it", "de").detectedLanguage).toBe("it");
    expect(detectLanguage("preferred-language=zz", "de-AT").detectedLanguage).toBe("de");
    expect(detectLanguage(null, "ja")).toMatchObject({ detectedLanguage: "en", source: "default" });
    expect(detectLanguage(null, null).detectedLanguage).toBe("en");
  });

  it("falls back to Portuguese when English is not enabled", () => {
    expect(detectLanguage(null, "ja", ["pt", "es"]).detectedLanguage).toBe("pt");
  });

  it("ignores languages that are not enabled", () => {
    expect(detectLanguage("preferred-language=it", "es", ["pt", "es"]).detectedLanguage).toBe("es");
  });
});
