import { describe, expect, it } from "vitest";
import { matchMessage } from "./known-messages";

const patterns = [
  ["noTranslation", /No (?<language>\w+) translation/],
  ["madeFromName", /Slug made from the name/],
  ["madeFromNameHere", /Slug made from the name in this language/],
] as const;

describe("matchMessage", () => {
  it("names the template a whole text was made from, with the parts that vary", () => {
    expect(matchMessage("No French translation", patterns)).toEqual({
      key: "noTranslation",
      values: { language: "French" },
    });
    expect(matchMessage("Slug made from the name", patterns)).toEqual({ key: "madeFromName", values: {} });
  });

  it("never matches a part of the text: a longer template wins only by matching it all", () => {
    expect(matchMessage("Slug made from the name in this language", patterns)?.key).toBe("madeFromNameHere");
    expect(matchMessage("Note: No French translation yet", patterns)).toBeUndefined();
  });
});
