import { describe, expect, it } from "vitest";
import { riderTypeOf, searchWordForms, searchWordsOf, withinOneTypo } from "./search-words";

describe("withinOneTypo", () => {
  it.each([
    ["shoie", "shoei"],
    ["shoe", "shoei"],
    ["shoeii", "shoei"],
    ["shoel", "shoei"],
    ["hoei", "shoei"],
    ["xshoei", "shoei"],
    ["shoei", "shoei"],
  ])("%s is one typo from %s", (a, b) => {
    expect(withinOneTypo(a, b)).toBe(true);
    expect(withinOneTypo(b, a)).toBe(true);
  });

  it.each([
    ["sohie", "shoei"],
    ["shxxi", "shoei"],
    ["sh", "shoei"],
    ["ieohs", "shoei"],
    ["shoeixx", "shoei"],
  ])("%s is more than one typo from %s", (a, b) => {
    expect(withinOneTypo(a, b)).toBe(false);
    expect(withinOneTypo(b, a)).toBe(false);
  });
});

describe("searchWordForms", () => {
  it("keeps a word found as typed, or too short to correct, as it is", () => {
    expect(searchWordForms("shoei", true, ["shoe", "shoei"])).toEqual(["shoei"]);
    expect(searchWordForms("ls3", false, ["ls2"])).toEqual(["ls3"]);
  });

  it("adds the vocabulary words one typo away from a word found nowhere", () => {
    expect(searchWordForms("shoie", false, ["shoei", "shorai", "shoie"])).toEqual(["shoie", "shoei"]);
  });
});

describe("riders' words", () => {
  it("name a kind of product, and stand for each other", () => {
    expect(riderTypeOf("mikrofon")).toBe("microphone");
    expect(riderTypeOf("gegensprechanlage")).toBe("intercom");
    expect(riderTypeOf("micro")).toBe("microphone");
    expect(riderTypeOf("pinlock")).toBeUndefined();
    expect(searchWordForms("sprechanlage", true, [])).toContain("intercom");
  });

  it("do not look for a short form on another word's behalf: micro also begins microfibre", () => {
    expect(searchWordForms("mikrofon", true, [])).not.toContain("micro");
    expect(searchWordForms("micro", true, [])).toEqual(expect.arrayContaining(["micro", "microphone"]));
  });
});

describe("searchWordsOf", () => {
  it("splits on white space and keeps eight words", () => {
    expect(searchWordsOf("  rpha  70 ")).toEqual(["rpha", "70"]);
    expect(searchWordsOf("a b c d e f g h i j")).toHaveLength(8);
  });
});
