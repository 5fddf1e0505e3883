import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { setupTestApp } from "#tests/helpers/test-app";
import { findFittingProducts, listHelmetBrands, listVisorsForHelmet } from "./helmets.server";
import { parseFinderState } from "./helmet-finder";

/** The finder's free text is the site's search, restricted to visors, and names helmet models (issue 32 item 1). */
const t = setupTestApp();
const db = () => t.database.db;

async function finderFinds(query: string, language: "en" | "pt" = "en") {
  const helmets = await listHelmetBrands(db());
  const state = parseFinderState(new URLSearchParams(query), helmets);
  const { products, total } = await findFittingProducts(db(), language, state, helmets, "visors", 900);
  expect(products).toHaveLength(total);
  return products;
}
const slugsOf = async (query: string) => (await finderFinds(query)).map((p) => p.slug);

/**
 * A model's full name, and its code spelt two other ways: run together in lower case, and in capitals with a hyphen
 * wherever letters meet digits ("HJC RPHA 70": "rpha70", "RPHA-70"; "LS2 FF800": "ff800", "FF-800"; "AGV K6S": "k6s",
 * "K-6-S"), so a code written without spaces is spelt otherwise too; and brand and code run together ("agvk6").
 */
const spellings = (brand: string, name: string) => [
  `${brand} ${name}`,
  name.replace(/[\s.-]+/g, "").toLowerCase(),
  name
    .replace(/(?<=\p{L})(?=\d)|(?<=\d)(?=\p{L})/gu, "-")
    .replace(/[\s.-]+/g, "-")
    .toUpperCase(),
  `${brand}${name}`.replace(/[\s.-]+/g, "").toLowerCase(),
];

describe("the finder's free text", () => {
  it("finds every helmet model's visors by its name and two spellings of its code", async () => {
    expect(spellings("LS2", "FF800")).toEqual(["LS2 FF800", "ff800", "FF-800", "ls2ff800"]);
    const helmets = await listHelmetBrands(db());
    const models = helmets.flatMap((brand) => brand.models.filter((m) => m.visorCount > 0).map((m) => ({ brand, m })));
    expect(models.length).toBeGreaterThan(25);
    for (const { brand, m } of models) {
      const visors = (await listVisorsForHelmet(db(), "en", brand.slug, m.slug)).map((p) => p.slug);
      expect(visors.length).toBeGreaterThan(0);
      for (const text of spellings(brand.name, m.name)) {
        const found = await slugsOf(`q=${encodeURIComponent(text)}`);
        expect(found, `${brand.name} ${m.name}: "${text}"`).toEqual(expect.arrayContaining(visors));
        expect(found.length, `${brand.name} ${m.name}: "${text}"`).toBeLessThan(20);
      }
    }
  }, 120_000);

  it.each([
    "rpha70",
    "RPHA-70",
    "FF-800",
    "shoie",
    "agvk6",
    "cwrf2",
    "vasv",
    "xlite",
    "x803",
    "exo1400",
    "viseira fumda",
    "visiere fumee",
    "k6s",
  ])("finds visors for %s, as the product search does", async (text) => {
    const found = await finderFinds(`q=${encodeURIComponent(text)}`);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => p.type === "visor")).toBe(true);
  });

  it("finds a model's visors by its name alone (k6s: the AGV K6S's), narrowed by the other words", async () => {
    const k6s = (await listVisorsForHelmet(db(), "en", "agv", "k6s")).map((p) => p.slug);
    expect(await slugsOf("q=k6s")).toEqual(expect.arrayContaining(k6s));
    const smoke = await slugsOf("q=k6s%20smoke");
    expect(smoke.length).toBeGreaterThan(0);
    expect(smoke.length).toBeLessThan(k6s.length);
  });

  it("finds nothing for a helmet it does not know, and ignores an emoji", async () => {
    expect(await slugsOf("q=zzqx")).toEqual([]);
    expect(await slugsOf("q=rpha70%20%F0%9F%8F%8D%EF%B8%8F")).toEqual(await slugsOf("q=rpha70"));
  });

  it("follows the catalogue: an unpublished visor leaves the results at once", async () => {
    const before = await slugsOf("q=rpha70");
    expect(before.length).toBeGreaterThan(1);
    await db().execute(sql`update products set status = 'draft' where id = (
      select p.id from products p join product_translations t on t.product_id = p.id and t.language_code = 'en'
      where t.slug = ${before[0]!})`);
    expect(await slugsOf("q=rpha70")).toEqual(before.slice(1));
  });
});
