import { describe, expect, it } from "vitest";
import { setupAppWithPages } from "#tests/helpers/pages";
import type { StorefrontProduct } from "~/features/catalog/catalog.schema";

/** Issue 32 item 9: an emoji, a short word, riders' words, and addresses typed in capitals. */
const { t, page } = setupAppWithPages();

const search = async (q: string, lang = "en") => {
  const { status, body } = await t.getJson<StorefrontProduct[]>(
    `/api/products/search?lang=${lang}&q=${encodeURIComponent(q)}`,
  );
  expect(status).toBe(200);
  return body;
};
const slugs = async (q: string, lang = "en") => (await search(q, lang)).map((p) => p.slug).sort();

describe("search", () => {
  it("leaves an emoji word out instead of finding nothing", async () => {
    const visors = await slugs("visor");
    expect(visors.length).toBeGreaterThan(0);
    expect(await slugs("visor 🏍️")).toEqual(visors);
    expect(await slugs("👍🏽 visor 🇵🇹")).toEqual(visors);
  });

  it("finds a short word of letters at the start of a word only: mic is a microphone, not photochromic", async () => {
    const found = await search("mic");
    expect(found.length).toBeGreaterThan(0);
    expect(found.map((p) => p.slug).filter((slug) => /photochromic|fotocromatica/.test(slug))).toEqual([]);
    expect(found.filter((p) => p.type === "microphone").length).toBeGreaterThan(0);
    expect((await slugs("k6")).length).toBeGreaterThan(0); // a code's short word still matches inside one
  });

  it.each([
    ["de", "Sprechanlage", "intercom"],
    ["de", "Gegensprechanlage", "intercom"],
    ["it", "interfono", "intercom"],
    ["en", "shield", "visor"],
    ["de", "Helmvisier", "visor"],
  ])("a rider's word in %s (%s) finds its category", async (lang, word, type) => {
    const found = await search(word, lang);
    // Products of the category first (their names hold the word); a visor's Pinlock insert may follow.
    expect(found.filter((p) => p.type === type).length).toBeGreaterThan(2);
    expect(found[0]!.type).toBe(type);
    if (type === "intercom") expect(new Set(found.map((p) => p.type))).toEqual(new Set([type]));
  });

  it.each([
    ["en", "microphone"],
    ["pt", "microfone"],
    ["es", "micrófono"],
    ["fr", "micro"],
    ["it", "microfono"],
    ["de", "Mikrofon"],
  ])("a rider's word in %s (%s) finds every microphone, though their texts say mic", async (lang, word) => {
    const microphones = (await search("mic", lang)).filter((p) => p.type === "microphone").map((p) => p.slug);
    expect(microphones.length).toBeGreaterThan(2);
    const found = await search(word, lang);
    expect(found.map((p) => p.slug)).toEqual(expect.arrayContaining(microphones));
    expect(found.slice(0, microphones.length).every((p) => p.type === "microphone")).toBe(true);
    // "micro" begins "microfibre" (a mirrored visor's care text): only typed, not looked for on another word's behalf.
    if (word !== "micro") expect(found.filter((p) => p.type === "visor")).toEqual([]);
  });
});

describe("an address typed in capitals", () => {
  it.each([
    ["/EN/products", "/en/products"],
    ["/en/product/AGV-K6-SMOKE-VISOR", "/en/product/agv-k6-smoke-visor"],
    ["/En/Helmet-Finder?q=RPHA70", "/en/helmet-finder?q=RPHA70"],
  ])("%s moves to the canonical %s", async (typed, canonical) => {
    const res = await page(typed);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(canonical);
    expect((await page(new URL(canonical, "http://x").pathname)).status).toBe(200);
  });
});
