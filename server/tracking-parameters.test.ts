import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppWithPages } from "#tests/helpers/pages";
import { setupTestApp } from "#tests/helpers/test-app";
import { withoutTrackingParameters } from "~/lib/tracking-parameters";

/**
 * Issue 35 item 1: every visitor from a social post or an ad arrives with a unique `fbclid`, `gclid` or `utm_*`,
 * and the page cache was keyed on the whole address: each was a render. They change nothing on the page: the clean
 * page's cache entry answers them, and neither the canonical nor any link of the page carries them.
 */
const t = setupTestApp();
let site: Awaited<ReturnType<typeof createAppWithPages>>;
let origin = "";
beforeAll(async () => {
  site = await createAppWithPages(t.database, { mode: "production", watchCatalogue: true });
  origin = (await site.listen()).origin;
}, 120_000);
afterAll(() => site?.close());

const browser = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36" };
/** The render's own nonce: the same in two answers means one render served both. */
const load = async (path: string) => {
  const res = await fetch(origin + path, { headers: browser });
  const html = await res.text();
  return { status: res.status, html, nonce: /nonce="([^"]+)"/.exec(html)?.[1] };
};

describe("tracking parameters", () => {
  it("are served from the clean page's cache entry, before and after the clean page was asked for", async () => {
    for (const clean of ["/en/products", "/pt/", "/de/produkte?sort=price-asc"]) {
      const joiner = clean.includes("?") ? "&" : "?";
      const first = await load(`${clean}${joiner}fbclid=IwAR${Math.random().toString(36).slice(2)}`);
      expect(first.status).toBe(200);
      for (const path of [
        clean,
        `${clean}${joiner}utm_source=instagram&utm_medium=social&utm_campaign=winter`,
        `${clean}${joiner}gclid=Cj0K${Math.random().toString(36).slice(2)}`,
        `${clean}${joiner}mc_eid=abc&_ga=2.1.2`,
      ]) {
        const again = await load(path);
        expect(again.status, path).toBe(200);
        expect(again.nonce, `${path} was rendered again`).toBe(first.nonce);
      }
    }
  });

  it("appear in no canonical or link of the page", async () => {
    const page = await load("/en/products?utm_source=newsletter&utm_campaign=winter&fbclid=abc123&search=visor");
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<link rel="canonical" href="[^"]*\/en\/products"/);
    expect(page.html).not.toMatch(/utm_|fbclid|abc123/);
  });

  it("leave every other parameter as it was", () => {
    expect(withoutTrackingParameters("http://x/en/products?search=k6&utm_source=ig&show=48")).toBe(
      "http://x/en/products?search=k6&show=48",
    );
    expect(withoutTrackingParameters("http://x/en/products?search=k6")).toBeNull();
    expect(withoutTrackingParameters("http://x/en/?FBCLID=1")).toBe("http://x/en/");
    expect(withoutTrackingParameters("http://x/en/?campaign=1", ["campaign"])).toBe("http://x/en/");
  });
});

describe("parameters a page does not read", () => {
  const moved = async (path: string) => {
    const res = await fetch(origin + path, { headers: browser, redirect: "manual" });
    return { status: res.status, location: res.headers.get("location") };
  };

  it("answer a 301 to the address without them, keeping the ones the page reads", async () => {
    expect(await moved("/pt/produto/viseira-agv-k6-transparente?cb=1")).toEqual({
      status: 301,
      location: "/pt/produto/viseira-agv-k6-transparente",
    });
    expect(await moved("/en/products?sort=price-low&cb=2&x=3")).toEqual({
      status: 301,
      location: "/en/products?sort=price-low",
    });
    expect(await moved("/pt/?page=2&featured=6")).toEqual({ status: 301, location: "/pt/?featured=6" });
    // With a tracking parameter too: one hop, to the clean address.
    expect(await moved("/en/helmet-finder?brand=agv&ref=ig&session=9")).toEqual({
      status: 301,
      location: "/en/helmet-finder?brand=agv",
    });
  });

  it("leave alone the addresses whose every parameter the page reads", async () => {
    for (const path of [
      "/en/products?search=visor&sort=price-low&show=18",
      "/pt/?featured=6",
      "/en/helmet-finder?brand=agv&model=k6",
      "/pt/visors-agv-k6?sort=price-low",
      "/pt/produto/viseira-agv-k6-transparente?fbclid=abc",
    ]) {
      expect((await moved(path)).status, path).toBe(200);
    }
  });
});
