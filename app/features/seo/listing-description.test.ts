import { describe, expect, it } from "vitest";
import { supportedLanguages } from "~/i18n/languages";
import { serverT } from "~/i18n/messages.server";
import { descriptionLength, listingDescription, type ListingSummary } from "./listing-description";

/**
 * Issue 32 point 8: a model, brand or category page's meta description keeps 120 to 160 characters whatever the
 * length of its name, its count and its prices: one of the closing sentences always lands it in that range.
 */
const words =
  "Visors for the Shoei X-SPR Pro and other helmets of the brand in every tint and size there is for riders";
const { min, max } = descriptionLength;

describe("listingDescription", () => {
  it.each(supportedLanguages)("keeps %s descriptions within 120 to 160 characters for any name", (language) => {
    const t = serverT(language);
    const outside: string[] = [];
    for (let length = 2; length <= words.length; length++) {
      const name = words.slice(0, length).trim();
      const listings: ListingSummary[] = [
        { name, count: 1, min: 9.9, max: 9.9 },
        { name, count: 12, min: 9.9, max: 1549.99 },
        { name, count: 0, min: null, max: null },
        { name, helmet: name, count: 1, min: 29.9, max: 29.9, tints: [] },
        { name, helmet: name, count: 3, min: 29.9, max: 49.9, tints: ["clear", "smoke", "gold mirror"] },
        { name, helmet: name, count: 0, min: null, max: null },
      ];
      for (const listing of listings) {
        const description = listingDescription(t, listing);
        if (description.length < min || description.length > max) outside.push(`${description.length}: ${description}`);
      }
    }
    expect(outside).toEqual([]);
  });
});
