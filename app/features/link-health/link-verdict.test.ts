import { describe, expect, it } from "vitest";
import { isSearchOrHomePage, nextLinkState, verdictOf } from "./link-verdict";

describe("link verdicts", () => {
  it("calls a link broken only after two broken checks in a row", () => {
    const once = nextLinkState(undefined, "broken");
    expect(once).toEqual({ status: "unknown", brokenStreak: 1 });
    expect(nextLinkState(once, "broken")).toEqual({ status: "broken", brokenStreak: 2 });
    // An answer in between that says nothing keeps the streak; a working answer clears it.
    expect(nextLinkState(nextLinkState(once, "unknown"), "broken").status).toBe("broken");
    expect(nextLinkState(nextLinkState(once, "ok"), "broken").status).toBe("unknown");
  });

  it("keeps a broken link broken through an answer that says nothing, until it works", () => {
    const broken = { status: "broken" as const, brokenStreak: 2 };
    expect(nextLinkState(broken, "unknown")).toEqual(broken);
    expect(nextLinkState(broken, "ok")).toEqual({ status: "ok", brokenStreak: 0 });
  });

  it("knows the marketplaces' search and home pages", () => {
    for (const url of [
      "https://www.aliexpress.com/",
      "https://www.aliexpress.com/w/wholesale-visor.html?SearchText=visor",
      "https://www.amazon.de/s?k=visier",
      "https://www.ebay.com/sch/i.html?_nkw=visor",
      "https://shop.example/search?q=visor",
    ]) {
      expect(isSearchOrHomePage(new URL(url)), url).toBe(true);
    }
    for (const url of ["https://www.aliexpress.com/item/1005006.html", "https://www.amazon.de/dp/B0C1234"]) {
      expect(isSearchOrHomePage(new URL(url)), url).toBe(false);
    }
  });

  it("judges a 2xx by where it landed", () => {
    const item = new URL("https://www.aliexpress.com/item/1.html");
    expect(verdictOf(200, item, item).verdict).toBe("ok");
    expect(verdictOf(200, item, new URL("https://www.aliexpress.com/item/2.html")).verdict).toBe("ok");
    expect(verdictOf(200, item, new URL("https://www.aliexpress.com/")).verdict).toBe("broken");
    // A link that points at a search page on purpose is not broken for landing there.
    const search = new URL("https://shop.example/search?q=visor");
    expect(verdictOf(200, search, new URL("https://shop.example/search?q=visor&page=1")).verdict).toBe("ok");
    expect([401, 403, 429, 500, 503, 302].map((s) => verdictOf(s, item, item).verdict)).toEqual(
      Array(6).fill("unknown"),
    );
  });
});
