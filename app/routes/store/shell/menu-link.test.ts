import { describe, expect, it } from "vitest";
import { isCurrentPage } from "./menu-link";

describe("isCurrentPage (a menu link's aria-current, as NavLink decided it)", () => {
  it("marks the page itself and, without end, the pages below it", () => {
    expect(isCurrentPage("/pt/viseiras", "/pt/viseiras")).toBe(true);
    expect(isCurrentPage("/pt/viseiras/agv", "/pt/viseiras")).toBe(true);
    expect(isCurrentPage("/pt/viseiras/agv", "/pt/viseiras", true)).toBe(false);
    expect(isCurrentPage("/PT/Viseiras", "/pt/viseiras", true)).toBe(true);
  });

  it("never marks a page whose path only starts with the same letters", () => {
    expect(isCurrentPage("/pt/viseiras-agv-k6", "/pt/viseiras")).toBe(false);
    expect(isCurrentPage("/pt/produto/x", "/pt/")).toBe(true);
    expect(isCurrentPage("/pt/produto/x", "/pt/", true)).toBe(false);
    expect(isCurrentPage("/en/", "/pt/")).toBe(false);
  });
});
