import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sameOrigin } from "#tests/helpers/admin";
import { createAppWithPages } from "#tests/helpers/pages";
import { setupTestApp } from "#tests/helpers/test-app";
import { sameSitePath } from "~/lib/referer";

/**
 * Issue 29 item 2: every redirect target (and every "back" link) is parsed as a URL against the site's origin
 * and stays on it. `GET /language/en?to=/.//evil.example` answered 303 `//evil.example`.
 */
const t = setupTestApp();
let site: Awaited<ReturnType<typeof createAppWithPages>>;
beforeAll(async () => {
  site = await createAppWithPages(t.database);
}, 120_000);
afterAll(() => site?.close());

const origin = "http://localhost";
const hostile = [
  "/.//evil.example",
  "/..//evil.example",
  "/%2e//evil.example",
  "/%2E%2E//evil.example/x",
  "/pt/..//evil.example",
  "/pt/../..//evil.example",
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "/\t/evil.example",
  "/%09/evil.example",
  "\\\\evil.example",
  "https://evil.example/",
  "http:evil.example",
  "javascript:alert(1)",
  "/./\\/evil.example",
];

/** Where a browser goes with this Location (or link) on a page of the site. */
const staysOnSite = (target: string | null) => !target || new URL(target, `${origin}/pt/x`).origin === origin;

/** The page's links that carry the hostile address (its way back) lead to the site (the shop and social links aside). */
const expectLinksOnSite = (html: string) => {
  for (const [, href] of html.matchAll(/<a[^>]*href="([^"]*evil[^"]*)"/g)) {
    expect(staysOnSite(href!.replaceAll("&amp;", "&")), href).toBe(true);
  }
};

describe("redirect targets stay on the site", () => {
  it.each(hostile)("sameSitePath(%j) is a path of the site or nothing", (value) => {
    const path = sameSitePath(value, origin);
    expect(staysOnSite(path), String(path)).toBe(true);
    if (path) expect(path).toMatch(/^\/(?![/\\])/);
  });

  it("keeps an ordinary path with its query", () => {
    expect(sameSitePath("/de/produkte?sort=price", origin)).toBe("/de/produkte?sort=price");
    expect(sameSitePath("/pt/../en/products", origin)).toBe("/en/products");
  });

  it.each(hostile)("GET /language/en?to=%j", async (to) => {
    const res = await t.request(`/language/en?to=${encodeURIComponent(to)}`);
    expect(res.status).toBe(303);
    expect(staysOnSite(res.headers.get("location")), res.headers.get("location")!).toBe(true);
  });

  it.each(hostile)("POST /my-helmet with return %j", async (to) => {
    const res = await t.request("/my-helmet", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...sameOrigin },
      body: new URLSearchParams({ forget: "1", return: to }),
    });
    expect(res.status).toBe(303);
    expect(staysOnSite(res.headers.get("location")), res.headers.get("location")!).toBe(true);
  });

  it.each(hostile)("a like posted without JavaScript from the page %j goes back on the site", async (path) => {
    const res = await t.request("/api/products/1/like", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        ...sameOrigin,
        Referer: `${origin}${path.startsWith("/") ? path : `/${path}`}`,
      },
      body: "",
    });
    expect(res.status).toBe(303);
    expect(staysOnSite(res.headers.get("location")), res.headers.get("location")!).toBe(true);
  });

  it.each(hostile)("the sent page's way back (%j) is a link on the site", async (back) => {
    const res = await site.app.request(`/en/sent?form=newsletter&result=ok&back=${encodeURIComponent(back)}`);
    const html = await res.text();
    expectLinksOnSite(html);
  });

  it.each(hostile)("the link-unavailable page's way back from the Referer %j is on the site", async (path) => {
    const res = await site.app.request("/en/link-unavailable", {
      headers: { Referer: `${origin}${path.startsWith("/") ? path : `/${path}`}` },
    });
    const html = await res.text();
    expectLinksOnSite(html);
  });
});
